import { Helmet } from 'react-helmet-async';
import { appLinkTags } from '../../lib/appLinks';
import { absoluteUrl } from '../../lib/siteMeta';
import type { ShareImage } from '../../lib/shareCard';
import { Head, type HeadProps } from '../Head';

export interface ShareHeadProps extends Omit<HeadProps, 'image' | 'imageSize' | 'twitterCard'> {
  /** The item's page (without a query), which the installed app opens too (src/lib/appLinks.ts). */
  appPath: string;
  /** The page's drawn card (src/lib/shareCard.ts). */
  image: ShareImage;
  /** A player other sites may frame (X's player card), with its size. */
  player?: { url: string; width: number; height: number };
  /** The page's oEmbed description (absolute URL). */
  oembed?: string;
  /** A recording's audio or video, for players in link previews. */
  media?: { kind: 'audio' | 'video'; url: string; type: string };
  /**
   * Who made the item (a recording's singers), as `<meta name="author">`: link-preview parsers that
   * find no single author in the JSON-LD (a duet has two) read it there, and not a commenter's name.
   */
  author?: string;
}

/**
 * A share page's head: <Head>'s tags with the page's card, and what only share pages have (the card's
 * type and text, a recording's audio or video and X's player, App Links and Safari's app banner, the
 * oEmbed link). Kept out of <Head>, which the first bundle of every page carries (a budget of bytes).
 */
export function ShareHead({ appPath, image, player, oembed, media, author, ...head }: ShareHeadProps) {
  const imageUrl = absoluteUrl(image.url);
  const tags: [string, string | number | undefined][] = [
    ['author', author],
    ['og:image:secure_url', imageUrl.startsWith('https:') ? imageUrl : undefined],
    ['og:image:type', image.type],
    ['og:image:alt', image.alt],
    [`og:${media?.kind}`, media && absoluteUrl(media.url)],
    [`og:${media?.kind}:type`, media?.type],
    ['twitter:image', imageUrl],
    ['twitter:player', player && absoluteUrl(player.url)],
    ['twitter:player:width', player?.width],
    ['twitter:player:height', player?.height],
    ...appLinkTags(appPath).map(({ key, content }): [string, string] => [key, content]),
  ];
  return (
    <>
      <Head {...head} image={image.url} imageSize={[image.width, image.height]} twitterCard={player ? 'player' : undefined} />
      <Helmet>
        {tags.map(([key, content]) =>
          content === undefined ? null : (
            // Open Graph's and App Links' are properties; X's and Safari's are names.
            <meta key={key} {...{ [/^(og|al):/.test(key) ? 'property' : 'name']: key }} content={String(content)} />
          ),
        )}
        {oembed ? <link rel="alternate" type="application/json+oembed" href={oembed} title={head.title} /> : null}
      </Helmet>
    </>
  );
}
