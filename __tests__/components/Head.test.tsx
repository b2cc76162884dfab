import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { Head, pageTitle } from '../../src/components/Head';
import { absoluteUrl, OG_IMAGE_PATH } from '../../src/lib/siteMeta';

// The head a link preview reads (Zalo's and Facebook's fetchers run no JavaScript): rendered on the
// server exactly as the HTML carries it.
const headOf = (element: React.ReactElement) => {
  const html = renderToString(<HelmetProvider>{element}</HelmetProvider>);
  const tags = [...html.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)"\/>/g)].map(([, , key, value]) => [key, value]);
  return { html, meta: Object.fromEntries(tags) as Record<string, string>, count: (key: string) => tags.filter(([k]) => k === key).length };
};

describe('Head', () => {
  it("gives a recording's preview its kind, its cover with its size, and its audio with a type", () => {
    const { html, meta, count } = headOf(
      <Head
        title="Bèo dạt mây trôi – Thu Trang"
        description="Thu Trang hát"
        image="/covers/101.jpg"
        imageSize={[640, 640]}
        canonicalPath="/recording/a7Hk29Qx"
        type="music.song"
        media={{ kind: 'audio', url: '/media/a7Hk29Qx.m4a', type: 'audio/mp4' }}
      />,
    );
    expect(html).toContain(`<title>${pageTitle('Bèo dạt mây trôi – Thu Trang')}</title>`);
    expect(meta).toMatchObject({
      'og:type': 'music.song',
      'og:title': pageTitle('Bèo dạt mây trôi – Thu Trang'),
      'og:description': 'Thu Trang hát',
      'og:url': absoluteUrl('/recording/a7Hk29Qx'),
      'og:image': absoluteUrl('/covers/101.jpg'),
      'og:image:width': '640',
      'og:image:height': '640',
      'og:audio': absoluteUrl('/media/a7Hk29Qx.m4a'),
      'og:audio:type': 'audio/mp4',
    });
    for (const key of Object.keys(meta)) expect(count(key)).toBe(1);
    expect(html).toContain(`<link rel="canonical" href="${absoluteUrl('/recording/a7Hk29Qx')}"/>`);
  });

  it("falls back to the site's share image and its size, and says nothing of a size it does not know", () => {
    expect(headOf(<Head title="Trang" />).meta).toMatchObject({
      'og:type': 'website',
      'og:image': absoluteUrl(OG_IMAGE_PATH),
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    const { meta } = headOf(<Head title="Phòng" image="https://cdn.example.com/a.jpg" />);
    expect(meta['og:image']).toBe('https://cdn.example.com/a.jpg');
    expect(meta).not.toHaveProperty('og:image:width');
    expect(meta).not.toHaveProperty('og:video');
  });

  it('keeps a title that tries to close the head as text', () => {
    const { html } = headOf(<Head title={'</title><script>alert(1)</script>'} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;');
  });
});
