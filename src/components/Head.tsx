import { Helmet } from 'react-helmet-async';
import { BRAND } from '../lib/config';
import { absoluteUrl, OG_IMAGE_PATH, SITE_DESCRIPTION } from '../lib/siteMeta';

export interface HeadProps {
  /** The page's own title; the brand suffix is added here. */
  title: string;
  description?: string;
  keywords?: string;
  /** Absolute or site-relative image for link previews; the site's share image by default. */
  image?: string | null;
  /** Site-relative path of the canonical URL (without query), when the page has one. */
  canonicalPath?: string;
  /** Pages that must not be indexed (history, forms, error states). */
  noIndex?: boolean;
  /** What a link preview shows it as: a song, a video, or (by default) a page. */
  type?: 'website' | 'music.song' | 'video.other';
  /** The size `image` is shown at; the site's share image is 1200×630. */
  imageSize?: readonly [width: number, height: number];
  /** X's card: a large image, or a player (whose own tags a share page adds: ShareHead). */
  twitterCard?: 'player';
  /**
   * The id of the page's `<h1>` in its server-drawn or prerendered HTML. The browser's first paint waits
   * until the parser has read it (`<link rel="expect" blocking="render">`), so the heading is in that
   * paint: otherwise a browser paints whatever it has parsed when the parser yields or the network
   * pauses (the header alone), and the heading, the page's LCP, a frame or a second later. Only the
   * HTML's own link counts; one added later by a script changes nothing.
   */
  heading?: string;
}

const SITE_IMAGE_SIZE = [1200, 630] as const;

export const pageTitle = (title: string) => `${title} | ${BRAND}`;

/**
 * Title (with the brand suffix), description and share tags of the current page, through react-helmet-async
 * (its <HelmetProvider> wraps the routes, src/app/router.tsx). On React 19 <Helmet> renders React's own
 * <title>, <meta> and <link> elements, which React puts into <head> (and takes out with the page); the
 * prerendered pages carry the same tags in their HTML, which hydration adopts.
 */
export function Head({
  title,
  description = SITE_DESCRIPTION,
  keywords,
  image,
  canonicalPath,
  noIndex,
  type = 'website',
  imageSize,
  twitterCard,
  heading,
}: HeadProps) {
  const fullTitle = pageTitle(title);
  const imageUrl = absoluteUrl(image || OG_IMAGE_PATH);
  const [width, height] = image ? (imageSize ?? []) : SITE_IMAGE_SIZE;
  const url = canonicalPath ? absoluteUrl(canonicalPath) : undefined;
  // Open Graph and X's card, one of each: link previews (Zalo, Facebook, X) read them from the HTML. The
  // tags every page shares (og:site_name, og:locale) are the shell's own (public/index.html).
  const og: [string, string | number | undefined][] = [
    ['og:type', type],
    ['og:title', fullTitle],
    ['og:description', description],
    ['og:url', url],
    ['og:image', imageUrl],
    ['og:image:width', width],
    ['og:image:height', height],
  ];
  return (
    <Helmet>
      {heading ? <link rel="expect" href={`#${heading}`} blocking="render" /> : null}
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {og.map(([property, content]) => (content === undefined ? null : <meta key={property} property={property} content={String(content)} />))}
      <meta name="twitter:card" content={twitterCard ?? 'summary_large_image'} />
      {url ? <link rel="canonical" href={url} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  );
}
