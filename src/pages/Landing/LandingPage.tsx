import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_STORE_URL, BRAND, FAN_PAGE_URL, PLAY_STORE_URL } from '../../lib/config';
import { routes } from '../../lib/routes';
import { SITE_DESCRIPTION, SITE_KEYWORDS } from '../../lib/siteMeta';
import { Head } from '../../components/Head';
import { HeroArt } from './HeroArt';
import { AppleLogo, ArrowDownIcon, CommunityIcon, DuetIcon, GiftIcon, LyricsIcon, PlayLogo, RecordIcon, RoomIcon, TrophyIcon } from './icons';
import './LandingPage.css';
import './LandingDownload.css';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
  tone: 'violet' | 'rose' | 'amber' | 'teal' | 'pink' | 'indigo';
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Lời chạy theo nhạc',
    text: 'Lời bài hát sáng lên theo từng chữ, đúng nhịp nhạc. Chỉ cần nhìn và hát, không lo lạc lời.',
    icon: <LyricsIcon />,
    tone: 'violet',
  },
  {
    title: 'Thu âm như phòng thu',
    text: 'Thu giọng hát hoặc quay video, thêm hiệu ứng vang, chỉnh âm lượng rồi đăng bản ưng ý nhất.',
    icon: <RecordIcon />,
    tone: 'rose',
  },
  {
    title: 'Song ca cùng bạn bè',
    text: 'Hát chung với bạn thân dù ở xa, hoặc ghép đôi với bản thu của người bạn mới quen.',
    icon: <DuetIcon />,
    tone: 'teal',
  },
  {
    title: 'Phòng hát trực tuyến',
    text: 'Lập phòng, mời cả nhóm, thay nhau cầm mic và trò chuyện trực tiếp như ở quán karaoke.',
    icon: <RoomIcon />,
    tone: 'indigo',
  },
  {
    title: 'Tặng quà cổ vũ',
    text: 'Dùng kim cương tặng quà cho giọng ca bạn thích. Mỗi món quà là một tràng pháo tay.',
    icon: <GiftIcon />,
    tone: 'pink',
  },
  {
    title: 'Sự kiện mỗi mùa',
    text: 'Tham gia cuộc thi theo chủ đề, leo bảng xếp hạng và nhận khung, huy hiệu, quà hấp dẫn.',
    icon: <TrophyIcon />,
    tone: 'amber',
  },
];

const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Tải ứng dụng', text: 'Miễn phí trên App Store và Google Play, đăng nhập nhanh bằng Google.' },
  { title: 'Chọn bài và hát', text: 'Kho bài hát đủ dòng nhạc, từ nhạc trẻ, bolero đến nhạc Trịnh, có sẵn lời và nhạc nền.' },
  { title: 'Đăng và nhận quà', text: 'Chia sẻ bản thu, nhận lượt nghe, bình luận và quà từ bạn bè.' },
];

export default function LandingPage() {
  return (
    <div className="landing">
      <Head
        title="Hát karaoke, thu âm và song ca cùng bạn bè"
        description={SITE_DESCRIPTION}
        keywords={SITE_KEYWORDS}
        canonicalPath={routes.home.href()}
        heading="landing-title"
      />

      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="container landing-hero__inner">
          <div className="landing-hero__copy">
            <p className="landing-hero__eyebrow">Ứng dụng karaoke miễn phí</p>
            <h1 id="landing-title" className="landing-hero__title">
              Hát hết mình, <span className="landing-hero__accent">vui cùng bạn bè</span>
            </h1>
            <p className="landing-hero__pitch">
              Lời bài hát chạy theo nhạc, thu âm chỉ một chạm, song ca dù ở xa và phòng hát luôn sáng đèn. Tất cả trong {BRAND}.
            </p>
            <div className="button-row landing-hero__actions">
              <Link className="button landing-button--gold" to={{ hash: 'download' }}>
                <ArrowDownIcon />
                Tải ứng dụng miễn phí
              </Link>
              <Link className="button button--ghost landing-button--light" to={{ hash: 'features' }}>
                Xem tính năng
              </Link>
            </div>
          </div>
          <div className="landing-hero__art">
            <HeroArt />
          </div>
        </div>
      </section>

      <section id="features" className="landing-section" aria-labelledby="features-title">
        <div className="container">
          <header className="landing-section__head">
            <h2 id="features-title">Mọi thứ để bạn hát thật vui</h2>
            <p>Từ một bài hát một mình đến cả đêm nhạc cùng bạn bè, {BRAND} có đủ.</p>
          </header>
          <ul className="feature-grid">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="card feature-card">
                <span className={`feature-card__icon feature-card__icon--${feature.tone}`}>{feature.icon}</span>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-section landing-topup" aria-labelledby="topup-title">
        <div className="container landing-topup__inner">
          <div>
            <h2 id="topup-title">Nạp kim cương</h2>
            <p>Cho chính bạn hoặc nạp hộ bạn bè, chỉ cần ID. Chuyển khoản ngân hàng không cần đăng nhập.</p>
          </div>
          <Link className="button" to={routes.topUp.href()}>
            Nạp kim cương
          </Link>
        </div>
      </section>

      <section className="landing-section landing-section--tinted" aria-labelledby="steps-title">
        <div className="container">
          <header className="landing-section__head">
            <h2 id="steps-title">
              Bắt đầu chỉ trong <span className="nowrap">3 bước</span>
            </h2>
            <p>
              Lần đầu cầm mic? Đọc thêm <Link to={routes.articlesTrending.href()}>mẹo hát karaoke hay hơn</Link>.
            </p>
          </header>
          <ol className="landing-steps">
            {STEPS.map((step) => (
              <li key={step.title} className="landing-steps__item">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="download" className="landing-section" aria-labelledby="download-title">
        <div className="container">
          <div className="download-card">
            <div className="download-card__copy">
              <h2 id="download-title">Tải {BRAND} miễn phí</h2>
              <p>Có trên iPhone và điện thoại Android. Đăng nhập bằng Google và hát ngay bài đầu tiên.</p>
            </div>
            <div className="store-buttons">
              <a className="store-button" href={APP_STORE_URL} aria-label="Tải trên App Store">
                <AppleLogo />
                <span className="store-button__text">
                  <span className="store-button__small">Tải trên</span> <span className="store-button__name">App Store</span>
                </span>
              </a>
              <a className="store-button" href={PLAY_STORE_URL} aria-label="Tải trên Google Play">
                <PlayLogo />
                <span className="store-button__text">
                  <span className="store-button__small">Tải trên</span> <span className="store-button__name">Google Play</span>
                </span>
              </a>
            </div>
            <div className="download-card__community">
              <a className="download-card__fanpage" href={FAN_PAGE_URL} target="_blank" rel="noopener noreferrer">
                <CommunityIcon />
                Theo dõi fan page {BRAND}
                <span className="visually-hidden"> (mở trong thẻ mới)</span>
              </a>
              <p>Tin sự kiện và quà tặng mới nhất, có ngay trên fan page.</p>
            </div>
            <p className="download-card__legal">
              Khi sử dụng {BRAND}, bạn đồng ý với <Link to={routes.terms.href()}>Điều khoản sử dụng</Link> và{' '}
              <Link to={routes.privacy.href()}>Chính sách bảo mật</Link> của chúng tôi.
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
