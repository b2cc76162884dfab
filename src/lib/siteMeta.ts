import { BRAND, OG_LOCALE, SITE_URL, THEME_COLOR } from './config';

/** The landing page's share text: also baked into the built index.html for link previews without JS. */
const SITE_TITLE = `${BRAND} – Hát karaoke, thu âm và song ca cùng bạn bè`;
export const SITE_DESCRIPTION =
  'Hát karaoke với lời bài hát chạy theo nhạc, thu âm, song ca cùng bạn bè, lập phòng hát trực tuyến, tặng quà và tham gia sự kiện mỗi mùa. Tải ứng dụng miễn phí.';
export const SITE_KEYWORDS = 'karaoke, hát karaoke, thu âm, song ca, phòng hát, hát online, ứng dụng karaoke, kim cương, sự kiện';
export const OG_IMAGE_PATH = '/og-image.png';

/** Absolute URL on the public site, for canonical links and share images; an absolute URL stays as it is. */
export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`);

/** Values html-webpack-plugin writes into public/index.html. */
export const siteMeta = () => ({
  brand: BRAND,
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  keywords: SITE_KEYWORDS,
  ogImage: absoluteUrl(OG_IMAGE_PATH),
  ogLocale: OG_LOCALE,
  siteUrl: SITE_URL,
  themeColor: THEME_COLOR,
});
