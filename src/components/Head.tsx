import { Helmet } from 'react-helmet-async';
import { BRAND, OG_LOCALE } from '../lib/config';
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
}

export const pageTitle = (title: string) => `${title} | ${BRAND}`;

/**
 * Title (with the brand suffix), description and share tags of the current page, through react-helmet-async
 * (its <HelmetProvider> wraps the routes, src/app/router.tsx). On React 19 <Helmet> renders React's own
 * <title>, <meta> and <link> elements, which React puts into <head> (and takes out with the page); the
 * prerendered pages carry the same tags in their HTML, which hydration adopts.
 */
export function Head({ title, description = SITE_DESCRIPTION, keywords, image, canonicalPath, noIndex }: HeadProps) {
  const fullTitle = pageTitle(title);
  const imageUrl = image ? (/^https?:\/\//.test(image) ? image : absoluteUrl(image)) : absoluteUrl(OG_IMAGE_PATH);
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta property="og:locale" content={OG_LOCALE} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      {canonicalPath ? <link rel="canonical" href={absoluteUrl(canonicalPath)} /> : null}
      {canonicalPath ? <meta property="og:url" content={absoluteUrl(canonicalPath)} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  );
}
