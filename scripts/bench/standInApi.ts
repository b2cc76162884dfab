// `npm run bench`'s API: the sandbox, except that one recording, one event and one room are production-shaped
// (scripts/bench/productionShaped.ts), with their pictures as JPEGs on a media host of their own: another
// loopback port, over https (another origin with its own TLS handshake, as production's CDN; the pages'
// CSP allows pictures from https: only). Its certificate is made per run, self-signed: the benchmark's
// browser is started with --ignore-certificate-errors. Everything else (the other pages, /sandbox/
// pictures) is the sandbox's answer, passed through.
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { passOn, selfSignedCertificate } from '../localServers';
import { startSandboxServer } from '../sandbox-server';
import {
  BENCH_EVENT_ID,
  BENCH_EVENT_SLUG,
  BENCH_RECORDING_ID,
  BENCH_RECORDING_UID,
  BENCH_ROOM_UID,
  event,
  eventRecordings,
  eventSongs,
  giftRanking,
  recording,
  room,
  type MediaUrls,
} from './productionShaped';

/** A photo-like JPEG (smooth colour with grain, as a phone's picture compresses), `width`×`height`. */
async function photo(width: number, height: number, seed: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const grain = (state >>> 24) % 24;
      const i = (y * width + x) * 3;
      pixels[i] = (((x * 255) / width + seed * 40) % 200) + grain;
      pixels[i + 1] = (((y * 255) / height + seed * 70) % 180) + grain;
      pixels[i + 2] = ((((x + y) * 128) / (width + height) + seed * 20) % 220) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 78, progressive: true })
    .toBuffer();
}

/** The media host's pictures by the first part of their path: covers 640², avatars 96², photos, rooms' covers, thumbnails. */
async function makePictures() {
  const [cover, avatar, portrait, landscape, thumbnail] = await Promise.all([
    photo(640, 640, 1),
    photo(96, 96, 2),
    photo(1080, 1350, 3),
    photo(1280, 720, 4),
    photo(320, 180, 5),
  ]);
  return (path: string) => {
    if (path.startsWith('/covers/')) return cover;
    if (path.startsWith('/avatars/')) return avatar;
    if (path.startsWith('/songs/')) return thumbnail;
    if (path.startsWith('/rooms/')) return landscape;
    if (path.startsWith('/photos/')) return /-[36]\.jpg$/.test(path) ? landscape : portrait;
    return undefined;
  };
}

const listen = (server: http.Server | https.Server, port: number) =>
  new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** The production-shaped answers by path (the envelope's data), or undefined: the sandbox answers. */
function answerFor(url: URL, media: MediaUrls): unknown {
  const path = url.pathname;
  if (path === `/v1/recordings/detail-by-uid/${BENCH_RECORDING_UID}`) return recording(media);
  if (path === '/v1/gifts/recording/top' && url.searchParams.get('recording_id') === String(BENCH_RECORDING_ID)) {
    return giftRanking(media);
  }
  if (path === `/v1/events/detail/${BENCH_EVENT_SLUG}`) return event();
  if (path === `/v1/rooms/detail/${BENCH_ROOM_UID}` && url.searchParams.get('is_uid') === '1') return room(media);
  if (path === `/v1/events/songs/${BENCH_EVENT_ID}`) return eventSongs(media);
  if (path === `/v1/events/recordings/${BENCH_EVENT_ID}`) return eventRecordings(media, Number(url.searchParams.get('page')) || 1);
  return undefined;
}

export interface StandIn {
  /** The API's origin, for the production server's API_URL. */
  apiUrl: string;
  mediaOrigin: string;
  close: () => void;
}

/** Starts the sandbox, the media host and the API in front of the sandbox, on loopback ports from `port`. */
export async function startStandInApi(port: number): Promise<StandIn> {
  const sandboxPort = port + 2;
  const sandbox = await startSandboxServer(sandboxPort);
  const pictureFor = await makePictures();
  const mediaServer = https.createServer(selfSignedCertificate('127.0.0.1'), (request, response) => {
    const body = pictureFor(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    // As a CDN sends them: cached for long, no Timing-Allow-Origin.
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length, 'cache-control': 'public, max-age=31536000' });
    response.end(body);
  });
  const mediaOrigin = `https://127.0.0.1:${await listen(mediaServer, port + 1)}`;
  const media: MediaUrls = { origin: mediaOrigin };

  const api = http.createServer((request, response) => {
    const data = answerFor(new URL(request.url ?? '/', 'http://api'), media);
    if (data !== undefined) {
      const body = JSON.stringify({ data });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
      return;
    }
    passOn(request, response, sandboxPort);
  });
  const apiUrl = `http://127.0.0.1:${await listen(api, port)}`;
  return {
    apiUrl,
    mediaOrigin,
    close: () => {
      api.close();
      mediaServer.close();
      sandbox.close();
    },
  };
}
