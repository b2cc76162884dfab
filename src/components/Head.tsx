import { Helmet } from 'react-helmet-async';
import { appLinkTags } from '../lib/appLinks';
import { BRAND } from '../lib/config';
import type { ShareImage } from '../lib/shareCard';
import { absoluteUrl, SITE_DESCRIPTION, SITE_IMAGE } from '../lib/siteMeta';

export interface HeadProps {
  /** The page's own title; the brand suffix is added here. */
  title: string;
  description?: string;
  keywords?: string;
  /** The link preview's image (absolute or site-relative URL, size, type, text); the site's share image by default. */
  image?: ShareImage;
  /** Site-relative path of the canonical URL (without query), when the page has one. */
  canonicalPath?: string;
  /** Pages that must not be indexed (history, forms, error states). */
  noIndex?: boolean;
  /** What a link preview shows it as: a song, a video, or (by default) a page. */
  type?: 'website' | 'music.song' | 'video.other';
  /** A recording's audio or video, for players in link previews. */
  media?: { kind: 'audio' | 'video'; url: string; type: string };
  /** A player other sites may frame (X's player card), with its size. */
  player?: { url: string; width: number; height: number };
  /** The page's oEmbed description (absolute URL). */
  oembed?: string;
  /** The page's path, when the installed app opens it too: App Links and Safari's app banner name it. */
  appLinkPath?: string;
}

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
  media,
  player,
  oembed,
  appLinkPath,
}: HeadProps) {
  const fullTitle = pageTitle(title);
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : absoluteUrl(href));
  const picture = image ?? SITE_IMAGE;
  const imageUrl = absolute(picture.url);
  const url = canonicalPath ? absoluteUrl(canonicalPath) : undefined;
  // Open Graph and X's card, one of each: link previews (Zalo, Facebook, X) read them from the HTML. The
  // tags every page shares (og:site_name, og:locale) are the shell's own (public/index.html).
  const og: [string, string | number | undefined][] = [
    ['og:type', type],
    ['og:title', fullTitle],
    ['og:description', description],
    ['og:url', url],
    ['og:image', imageUrl],
    ['og:image:secure_url', imageUrl.startsWith('https://') ? imageUrl : undefined],
    ['og:image:type', picture.type],
    ['og:image:width', picture.width],
    ['og:image:height', picture.height],
    ['og:image:alt', picture.alt],
    [`og:${media?.kind}`, media && absolute(media.url)],
    [`og:${media?.kind}:type`, media?.type],
  ];
  const twitter: [string, string | number | undefined][] = [
    ['twitter:card', player ? 'player' : 'summary_large_image'],
    ['twitter:image', imageUrl],
    ['twitter:image:alt', picture.alt],
    ['twitter:player', player && absolute(player.url)],
    ['twitter:player:width', player?.width],
    ['twitter:player:height', player?.height],
  ];
  const tags = [
    ...og.map(([key, content]) => ({ attribute: 'property' as const, key, content })),
    ...twitter.map(([key, content]) => ({ attribute: 'name' as const, key, content })),
    ...(appLinkPath ? appLinkTags(appLinkPath) : []),
  ];
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {tags.map(({ attribute, key, content }) =>
        content === undefined ? null : <meta key={key} {...{ [attribute]: key }} content={String(content)} />,
      )}
      {url ? <link rel="canonical" href={url} /> : null}
      {oembed ? <link rel="alternate" type="application/json+oembed" href={oembed} title={fullTitle} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  );
}
