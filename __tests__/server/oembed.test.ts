import { expect } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import type { Recording } from '../../src/api/contract';
import { BRAND } from '../../src/lib/config';
import { EMBED_SIZE, OEMBED_PATH } from '../../src/lib/embed';
import { routes } from '../../src/lib/routes';
import { cardPath, recordingCard } from '../../src/lib/shareCard';
import { absoluteUrl } from '../../src/lib/siteMeta';
import { seed } from '../../src/mocks/db';
import { server as sandbox } from '../../src/mocks/node';
import { payloadOf } from '../support';
import { serverForTheseTests } from '../support/productionServer';

// GET /oembed on the production server, with the sandbox API: what another site (or a link unfurler)
// reads to embed a recording, by the rules of oembed.com.

jest.setTimeout(20_000);

const site = serverForTheseTests();

const recordingOf = (uid: string) => payloadOf<Recording>(`/recordings/detail-by-uid/${uid}?is_platform=3`);
const pageUrl = (uid: string) => absoluteUrl(routes.recording.href(uid));
const oembed = async (query: Record<string, string>) => {
  const response = await fetch(`${site().origin}${OEMBED_PATH}?${new URLSearchParams(query).toString()}`);
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type'), text, json: () => JSON.parse(text) as Record<string, unknown> };
};
/** The attributes of the answer's <iframe>. */
const iframeOf = (html: string): Record<string, string> => {
  const tag = /^<iframe\b([^>]*)><\/iframe>$/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/\s([a-z]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, value ?? '']));
};

describe('oEmbed for a recording', () => {
  it('describes an audio recording as a rich embed: title, singer, provider, the card as thumbnail, the player in an iframe', async () => {
    const recording = await recordingOf(seed.recordings.audio.uid);
    const { status, type, json } = await oembed({ url: pageUrl(recording.uid), format: 'json' });
    expect(status).toBe(200);
    expect(type).toBe('application/json; charset=utf-8');
    const answer = json();
    expect(answer).toEqual({
      version: '1.0',
      type: 'rich',
      title: recording.title,
      author_name: recording.owner.name,
      provider_name: BRAND,
      provider_url: absoluteUrl('/'),
      cache_age: expect.any(Number),
      thumbnail_url: absoluteUrl(cardPath(recordingCard(recording))),
      thumbnail_width: 1200,
      thumbnail_height: 630,
      html: expect.any(String),
      width: EMBED_SIZE.audio.width,
      height: EMBED_SIZE.audio.height,
    });
    const iframe = iframeOf(answer.html as string);
    expect(iframe).toMatchObject({
      src: absoluteUrl(routes.embedRecording.href(recording.uid)),
      width: String(EMBED_SIZE.audio.width),
      height: String(EMBED_SIZE.audio.height),
      title: `${recording.title} – ${recording.owner.name} | ${BRAND}`,
    });
  });

  it('calls a video a video, names both singers of a duet, and takes format=json as the default', async () => {
    const video = await recordingOf(seed.recordings.video.uid);
    expect((await oembed({ url: pageUrl(video.uid) })).json()).toMatchObject({ type: 'video', ...EMBED_SIZE.video });
    const duet = await recordingOf(seed.recordings.duet.uid);
    expect((await oembed({ url: pageUrl(duet.uid) })).json().author_name).toBe(`${duet.owner.name} và ${duet.duet_partner!.name}`);
  });

  it.each<[{ maxwidth?: string; maxheight?: string }]>([[{ maxwidth: '320' }], [{ maxwidth: '300', maxheight: '100' }], [{ maxheight: '200' }]])(
    'keeps the player (and the thumbnail) within %o',
    async (max) => {
      for (const uid of [seed.recordings.audio.uid, seed.recordings.video.uid]) {
        const answer = (await oembed({ url: pageUrl(uid), ...max })).json();
        const width = Number(max.maxwidth ?? Infinity);
        const height = Number(max.maxheight ?? Infinity);
        expect(answer.width).toBeLessThanOrEqual(width);
        expect(answer.height).toBeLessThanOrEqual(height);
        expect(answer.width).toBeGreaterThan(0);
        expect(iframeOf(answer.html as string)).toMatchObject({ width: String(answer.width), height: String(answer.height) });
        // The 1200×630 card does not fit: no thumbnail rather than one too large.
        expect(answer).not.toHaveProperty('thumbnail_url');
      }
    },
  );

  it('a video keeps its proportions when it must be smaller', async () => {
    const answer = (await oembed({ url: pageUrl(seed.recordings.video.uid), maxwidth: '320' })).json();
    expect(answer).toMatchObject({ width: 320, height: Math.floor((EMBED_SIZE.video.height * 320) / EMBED_SIZE.video.width) });
  });

  it('a limit the card fits in keeps the thumbnail', async () => {
    const answer = (await oembed({ url: pageUrl(seed.recordings.audio.uid), maxwidth: '1280', maxheight: '720' })).json();
    expect(answer).toMatchObject({ thumbnail_width: 1200, width: EMBED_SIZE.audio.width });
  });
});

describe("oEmbed's player markup", () => {
  it('names a title with quotes and markup exactly, and no quote in it can add an attribute, whichever quote the other site uses', async () => {
    const real = await recordingOf(seed.recordings.audio.uid);
    const title = `Em c'ứ "đi" <b>đi</b> & về' onmouseover='alert(1)`;
    sandbox.use(http.get('*/v1/recordings/detail-by-uid/:uid', () => HttpResponse.json({ data: { ...real, title } })));
    const html = (await oembed({ url: pageUrl(real.uid) })).json().html as string;
    const player = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe')!;
    expect(player.getAttribute('title')).toBe(`${title} – ${real.owner.name} | ${BRAND}`);
    expect(player.getAttribute('src')).toBe(absoluteUrl(routes.embedRecording.href(real.uid)));
    // A site that keeps the markup in a single-quoted attribute until it is shown (a data-* or srcdoc).
    const host = new DOMParser().parseFromString(`<div data-embed='${html}'></div>`, 'text/html').body;
    expect([...host.firstElementChild!.attributes].map((attribute) => attribute.name)).toEqual(['data-embed']);
    expect(host.children).toHaveLength(1);
  });
});

describe('oEmbed refusing', () => {
  it.each([
    ['an unknown recording', { url: pageUrl(seed.recordings.unknown.uid) }],
    ["another site's URL", { url: `https://example.com${routes.recording.href(seed.recordings.audio.uid)}` }],
    ['a page that is not a recording', { url: absoluteUrl(routes.room.href(seed.rooms.live)) }],
    ['a path that is not an id', { url: absoluteUrl('/recording/..%2Fx') }],
    ['not a URL', { url: 'recording a7Hk29Qx' }],
    ['no URL', {}],
  ])('answers 404 for %s', async (_name, query) => {
    const { status, type } = await oembed({ ...query, format: 'json' });
    expect({ status, type }).toEqual({ status: 404, type: 'text/plain; charset=utf-8' });
  });

  it('answers 501 for XML, which it does not write', async () => {
    const { status, type } = await oembed({ url: pageUrl(seed.recordings.audio.uid), format: 'xml' });
    expect({ status, type }).toEqual({ status: 501, type: 'text/plain; charset=utf-8' });
  });

  it('says to come back when the API fails, rather than waiting or inventing an answer', async () => {
    sandbox.use(http.get('*/v1/recordings/detail-by-uid/:uid', () => HttpResponse.error()));
    const { status, type } = await oembed({ url: pageUrl(seed.recordings.audio.uid) });
    expect({ status, type }).toEqual({ status: 503, type: 'text/plain; charset=utf-8' });
  });
});
