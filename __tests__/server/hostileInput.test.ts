// What an attacker can send the production server (a path, a query) or put in the API's texts: text
// wherever it lands in a share page (src/server/document.ts writes each value for where it goes).
import { expect } from '@jest/globals';
import { http as mock, HttpResponse } from 'msw';
import type { Recording } from '../../src/api/contract';
import { routes } from '../../src/lib/routes';
import { seed } from '../../src/mocks/seed';
import { server as sandbox } from '../../src/mocks/node';
import { slot, SLOTS } from '../../src/server/document';
import { payloadOf } from '../support';
import { rawGet as rawGetFrom, serverForTheseTests, stateIn } from '../support/productionServer';

const site = serverForTheseTests();

const visit = async (pathname: string) => {
  const response = await fetch(`${site().origin}${pathname}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};

const recordingPath = routes.recording.href(seed.recordings.audio.uid);

describe('with every slot marker and markup character in every input', () => {
  // What an attacker can put in a path, a query or (through the app) any text the API returns.
  const HOSTILE = `${SLOTS.map(slot).join('')}<b id="pwn">GOI</b><plaintext>"'&`;
  /** The page's HTML as a browser would build it, and what of the attacker's text came alive in it. */
  const live = (html: string) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return {
      doc,
      markup: doc.getElementById('pwn') !== null || doc.querySelector('plaintext') !== null,
      // A slot's marker left in the output was not filled: it would be in an unescaped form.
      markers: SLOTS.filter((name) => html.includes(slot(name))),
    };
  };
  const rawGet = async (pathname: string) => {
    const { status, body } = await rawGetFrom(site().origin, pathname);
    return { status, html: body };
  };

  // In a path, without a slash (a slash makes it another route: the app shell, which names no path).
  const IN_PATH = `${SLOTS.map(slot).join('')}<b id="pwn">GOI<plaintext>"'&`;

  it.each([
    ['raw', (route: string) => `${route}x${IN_PATH.replace(/ /g, '%20')}`],
    ['encoded', (route: string) => `${route}${encodeURIComponent(`x${HOSTILE}`)}`],
    ['with the path slot of old', (route: string) => `${route}x__server_path__%22%3E%3Ch1%3EGOI`],
  ])('a %s path is text wherever it lands', async (_kind, pathFor) => {
    for (const route of ['/recording/', '/room/', '/events/', '/recharge/']) {
      const pathname = pathFor(route);
      const { status, html } = await rawGet(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 404 });
      const { doc, markup, markers } = live(html);
      expect({ pathname, markup, markers }).toEqual({ pathname, markup: false, markers: [] });
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
      // The page names its path exactly, in one attribute.
      expect(doc.getElementById('root')?.dataset.prerendered).toBe(pathname);
    }
  });

  it('a query is never written into the page', async () => {
    const { html } = await rawGet(`${recordingPath}?q=${encodeURIComponent(HOSTILE)}&x=${HOSTILE.replace(/[ #]/g, '')}`);
    expect(live(html)).toMatchObject({ markup: false, markers: [] });
    expect(html).not.toContain('GOI');
  });

  it("the API's texts are text in the markup, the head and the state", async () => {
    const real = await payloadOf<Recording>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}?is_platform=3`);
    const hostileUser = { ...real.owner, name: HOSTILE };
    const hostile: Recording = {
      ...real,
      title: HOSTILE,
      artist: HOSTILE,
      lyrics: HOSTILE,
      owner: hostileUser,
      duet_partner: hostileUser,
      comments: real.comments.map((comment) => ({ ...comment, content: HOSTILE, user: hostileUser })),
    };
    sandbox.use(mock.get('*/v1/recordings/detail-by-uid/:uid', () => HttpResponse.json({ data: hostile })));
    const { status, html } = await visit(recordingPath);
    expect(status).toBe(200);
    const { doc, markup, markers } = live(html);
    expect({ markup, markers }).toEqual({ markup: false, markers: [] });
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(doc.title).toContain(HOSTILE);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain(HOSTILE);
    expect((stateIn(html).slices.recording as { detail: Recording }).detail.title).toBe(HOSTILE);
  });
});
