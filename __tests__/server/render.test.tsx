// React on the server (src/server/render.tsx): what a page hoists goes into <head>, the rest into #root,
// as React itself places them in the document it renders.
import { makeStore } from '../../src/app/store';
import { renderStandalone } from '../../src/server/render';

function Page() {
  return (
    <main>
      <title>Bản thu | Hát Vui</title>
      <meta name="description" content={'Hát "vui" & <b>to</b>'} />
      <script async src="/assets/player.js" />
      <img src="/cover.jpg" alt="" width={640} height={640} />
      <h1>Bản thu</h1>
    </main>
  );
}

describe('renderStandalone', () => {
  it('puts everything React hoists in the head, whatever comes first, and the page alone in the body', () => {
    const { head, body } = renderStandalone('/x/:id', Page, '/x/1', makeStore());
    const document = new DOMParser().parseFromString(`<html><head>${head}</head><body>${body}</body></html>`, 'text/html');
    expect(document.title).toBe('Bản thu | Hát Vui');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Hát "vui" & <b>to</b>');
    expect(document.head.querySelector('script[async]')?.getAttribute('src')).toBe('/assets/player.js');
    // React's own preload of the first image, for the browser to fetch it before it reaches the body.
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe('/cover.jpg');
    expect([...document.body.children].map((element) => element.tagName)).toEqual(['MAIN']);
    expect(document.body.querySelector('main')!.innerHTML).toBe('<img src="/cover.jpg" alt="" width="640" height="640"><h1>Bản thu</h1>');
  });
});
