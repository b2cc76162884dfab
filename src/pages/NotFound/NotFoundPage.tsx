import { Link } from 'react-router';
import { routes } from '../../lib/routes';
import { Head } from '../../components/Head';
import './NotFoundPage.css';

/** A microphone beside a lost note: 404 without a word of English. */
function LostNote() {
  return (
    <svg className="not-found__art" width="200" height="140" viewBox="0 0 200 140" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="128" rx="78" ry="8" fill="#e4e1ec" />
      <g transform="rotate(-18 70 70)">
        <rect x="54" y="18" width="32" height="54" rx="16" fill="#6d28d9" />
        <path d="M58 36h24M58 46h24M58 56h24" stroke="#8b5cf6" strokeWidth="3" strokeLinecap="round" />
        <path d="M46 58a24 24 0 0 0 48 0" fill="none" stroke="#f5b700" strokeWidth="5" strokeLinecap="round" />
        <path d="M70 82v22M58 104h24" stroke="#1a1033" strokeWidth="5" strokeLinecap="round" />
      </g>
      <path d="M140 30v44" stroke="#1a1033" strokeWidth="5" strokeLinecap="round" />
      <path d="M140 30l22 6v12l-22-6" fill="#1a1033" />
      <ellipse cx="131" cy="76" rx="11" ry="8" fill="#1a1033" transform="rotate(-20 131 76)" />
      <text x="168" y="88" fontFamily="inherit" fontSize="30" fontWeight="700" fill="#6d28d9">
        ?
      </text>
    </svg>
  );
}

export default function NotFoundPage() {
  return (
    <div className="page not-found">
      <Head title="Không tìm thấy trang" noIndex heading="not-found-title" />
      <div className="container container--narrow not-found__inner">
        <LostNote />
        <h1 id="not-found-title">Không tìm thấy trang</h1>
        <p className="not-found__lead">Ối, nốt nhạc này lạc mất rồi! Đường dẫn có thể đã cũ, bị gõ nhầm, hoặc nội dung đã được chủ nhân gỡ xuống.</p>
        <div className="button-row not-found__actions">
          <Link className="button" to={routes.home.href()}>
            Về trang chủ
          </Link>
          <Link className="button button--secondary" to={`${routes.home.href()}#features`}>
            Xem tính năng
          </Link>
        </div>
        <p className="not-found__help">
          Bạn đang tìm bài hướng dẫn? Thử <Link to={routes.articlesTrending.href()}>Bài viết nổi bật</Link>.
        </p>
      </div>
    </div>
  );
}
