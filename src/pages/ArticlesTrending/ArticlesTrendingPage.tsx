import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { BRAND } from '../../lib/config';
import { routes } from '../../lib/routes';
import { Head } from '../../components/Head';
import { KeptCounts } from '../../components/KeptCounts';
import { ARTICLES, type Article } from '../../content/articles';
import { formatDate } from '../../content/document';
import './ArticlesTrendingPage.css';

const WORDS_PER_MINUTE = 200;

const readingMinutes = (article: Article) => {
  const words = article.body.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
};

function ArticleCard({ article }: { article: Article }) {
  const titleId = `${article.slug}-title`;
  return (
    <article id={article.slug} className="card article-card" aria-labelledby={titleId}>
      <p className="article-card__category">{article.category}</p>
      <h2 id={titleId} className="article-card__title">
        {article.title}
      </h2>
      <p className="article-card__meta">
        <time dateTime={article.date}>{formatDate(article.date)}</time>
        <span aria-hidden="true"> · </span>
        <span>
          <span className="nowrap">{readingMinutes(article)} phút</span> đọc
        </span>
      </p>
      <p className="article-card__summary">{article.summary}</p>
      <details className="article-card__details">
        <summary className="article-card__toggle">
          <span className="article-card__more">Đọc tiếp</span>
          <span className="article-card__less">Thu gọn</span>
          <span className="visually-hidden">: {article.title}</span>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="article-card__body">
          {article.body.map((paragraph, index) => (
            <p key={index}>
              <KeptCounts text={paragraph} />
            </p>
          ))}
        </div>
      </details>
    </article>
  );
}

export default function ArticlesTrendingPage() {
  const { hash } = useLocation();
  const listRef = useRef<HTMLOListElement>(null);

  // A link to one article (/articles/trending#<slug>, as the app sends) opens its full text.
  useEffect(() => {
    if (!hash || hash === '#') return;
    let slug = hash.slice(1);
    try {
      slug = decodeURIComponent(slug);
    } catch {
      // A malformed escape: look it up as written.
    }
    const article = listRef.current?.querySelector(`[id="${CSS.escape(slug)}"]`);
    const details = article?.querySelector('details');
    if (details) details.open = true;
  }, [hash]);

  return (
    <div className="page articles-page">
      <Head
        title="Bài viết nổi bật"
        description={`Mẹo hát karaoke, thu âm với tai nghe, song ca, giữ giọng khoẻ, sự kiện và kim cương: những bài viết hay nhất từ ${BRAND}.`}
        canonicalPath={routes.articlesTrending.href()}
        heading="articles-title"
      />
      <div className="container container--narrow">
        <header className="articles-page__head">
          <h1 id="articles-title">Bài viết nổi bật</h1>
          <p className="articles-page__lead">
            Mẹo hát, thu âm và mọi điều về {BRAND}, do đội ngũ {BRAND} chọn lọc cho bạn.
          </p>
        </header>
        <ol className="articles-page__list" ref={listRef}>
          {ARTICLES.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ol>
        <p className="articles-page__more">
          Muốn thử ngay? <Link to={`${routes.home.href()}#download`}>Tải ứng dụng {BRAND}</Link> và hát bài đầu tiên của bạn.
        </p>
      </div>
    </div>
  );
}
