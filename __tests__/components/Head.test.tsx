/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { Head, pageTitle } from '../../src/components/Head';
import { ShareHead } from '../../src/components/share/ShareHead';
import { APP_SCHEME, APP_STORE_ID, ANDROID_PACKAGE } from '../../src/lib/config';
import { absoluteUrl, OG_IMAGE_PATH } from '../../src/lib/siteMeta';

// The head a link preview reads (Zalo's and Facebook's fetchers run no JavaScript): rendered on the
// server exactly as the HTML carries it.
const headOf = (element: React.ReactElement) => {
  const html = renderToString(<HelmetProvider>{element}</HelmetProvider>);
  const tags = [...html.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)"\/>/g)].map(([, , key, value]) => [key, value]);
  return { html, meta: Object.fromEntries(tags) as Record<string, string>, count: (key: string) => tags.filter(([k]) => k === key).length };
};

describe('Head', () => {
  it("gives a recording's preview its kind, its card with its size, type and text, its audio and its player (ShareHead)", () => {
    const card = { url: '/cards/recording/a7Hk29Qx/abc123.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Bản thu “Bèo dạt mây trôi”' };
    const { html, meta, count } = headOf(
      <ShareHead
        appPath="/recording/a7Hk29Qx"
        title="Bèo dạt mây trôi – Thu Trang"
        description="Thu Trang hát"
        image={card}
        canonicalPath="/recording/a7Hk29Qx"
        type="music.song"
        media={{ kind: 'audio', url: '/media/a7Hk29Qx.m4a', type: 'audio/mp4' }}
        player={{ url: '/embed/recording/a7Hk29Qx', width: 480, height: 180 }}
        oembed="https://hatvui.vn/oembed?url=x&format=json"
      />,
    );
    expect(html).toContain(`<title>${pageTitle('Bèo dạt mây trôi – Thu Trang')}</title>`);
    expect(meta).toMatchObject({
      'og:type': 'music.song',
      'og:title': pageTitle('Bèo dạt mây trôi – Thu Trang'),
      'og:description': 'Thu Trang hát',
      'og:url': absoluteUrl('/recording/a7Hk29Qx'),
      'og:image': absoluteUrl(card.url),
      'og:image:secure_url': absoluteUrl(card.url),
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': card.alt,
      'og:audio': absoluteUrl('/media/a7Hk29Qx.m4a'),
      'og:audio:type': 'audio/mp4',
      'twitter:card': 'player',
      'twitter:image': absoluteUrl(card.url),
      'twitter:player': absoluteUrl('/embed/recording/a7Hk29Qx'),
      'twitter:player:width': '480',
      'twitter:player:height': '180',
      'al:ios:url': `${APP_SCHEME}recording/a7Hk29Qx`,
    });
    for (const key of Object.keys(meta)) expect(count(key)).toBe(1);
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl('/recording/a7Hk29Qx')}"/>`);
    expect(html).toContain(
      '<link rel="alternate" type="application/json+oembed" href="https://hatvui.vn/oembed?url=x&amp;format=json" title="Bèo dạt mây trôi – Thu Trang"/>',
    );
  });

  it("falls back to the site's share image and its size, as a large summary card", () => {
    const { meta, html } = headOf(<Head title="Trang" />);
    expect(meta).toMatchObject({
      'og:type': 'website',
      'og:image': absoluteUrl(OG_IMAGE_PATH),
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    // X takes og:image when there is no twitter:image.
    for (const key of ['og:video', 'og:image:alt', 'twitter:image', 'twitter:player']) expect(meta).not.toHaveProperty(key);
    expect(html).not.toContain('json+oembed');
  });

  it('keeps a title that tries to close the head as text', () => {
    const { html } = headOf(<Head title={'</title><script>alert(1)</script>'} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });
});

describe('ShareHead', () => {
  const card = { url: '/cards/room/Rm7/abc.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Phòng hát “Góc nhỏ”' };

  it("offers the installed app for a share page: App Links and Safari's banner, with the link the page's button opens", () => {
    const { meta, count } = headOf(<ShareHead title="Phòng" image={card} canonicalPath="/room/Rm7" appPath="/room/Rm7" />);
    expect(meta).toMatchObject({
      'al:ios:url': `${APP_SCHEME}room/Rm7`,
      'al:ios:app_store_id': APP_STORE_ID,
      'al:ios:app_name': 'Hát Vui',
      'al:android:url': `${APP_SCHEME}room/Rm7`,
      'al:android:package': ANDROID_PACKAGE,
      'al:android:app_name': 'Hát Vui',
      'apple-itunes-app': `app-id=${APP_STORE_ID}, app-argument=${APP_SCHEME}room/Rm7`,
      'twitter:card': 'summary_large_image',
    });
    for (const key of Object.keys(meta)) expect(count(key)).toBe(1);
    expect(meta).not.toHaveProperty('twitter:player');
    // Any other page has none of them (a top-up names a person).
    expect(
      Object.keys(headOf(<Head title="Nạp" canonicalPath="/recharge/1" />).meta).filter((key) => /^al:|apple-itunes|og:image:alt/.test(key)),
    ).toEqual([]);
  });
});
