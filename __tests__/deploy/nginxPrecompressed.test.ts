// The build's precompressed copies through a real nginx (deploy/nginx.conf as rendered): a file is sent
// from its `.br` copy to a visitor who takes brotli, from its `.gz` to one who takes only gzip, as it is
// otherwise, each with the file's headers and Vary; a copy is never sent by its own name. The copies
// here are the build's levels (brotli 11, gzip 9), which nginx's own filters (brotli 5, gzip 6) do not
// reproduce: the bytes on the wire tell a copy from a compression per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { http as mock, passthrough } from 'msw';
import { server as sandbox } from '../../src/mocks/node';
import { rawNginxGet, startRealNginx } from '../support/realNginx';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `lời ${i}`))};\n`;
const PAGE = `<!doctype html><html lang="vi"><body><p>${'Hát cùng bạn bè. '.repeat(100)}</p></body></html>`;
const BROWSER = 'gzip, deflate, br, zstd';

let nginx: Awaited<ReturnType<typeof startRealNginx>>;
const copies: Record<string, Buffer> = {};

/** `content` at `file` in nginx's DIST_ROOT, with the build's two copies beside it. */
function writeWithCopies(file: string, content: string) {
  const at = path.join(nginx.root, 'dist', file);
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.writeFileSync(at, content);
  copies[`${file}.br`] = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  copies[`${file}.gz`] = zlib.gzipSync(content, { level: 9 });
  for (const suffix of ['.br', '.gz']) fs.writeFileSync(`${at}${suffix}`, copies[`${file}${suffix}`]!);
}

beforeAll(async () => {
  // No server behind it: only the static locations are asked.
  nginx = await startRealNginx(['127.0.0.1:9']);
  writeWithCopies('assets/app.0123456789.js', SCRIPT);
  writeWithCopies('index.html', PAGE);
  writeWithCopies('404/index.html', PAGE);
});

afterAll(() => nginx?.stop());

// The tests' requests pass MSW (the sandbox's) untouched.
beforeEach(() => sandbox.use(mock.all(`http://127.0.0.1:${nginx.port}/*`, () => passthrough())));

const ask = (pathname: string, headers: Record<string, string> = {}, method?: string) => rawNginxGet(nginx.port, pathname, headers, method);
const ASSET = '/assets/app.0123456789.js';

describe("nginx and the build's precompressed copies", () => {
  it.each([
    ['br', BROWSER, '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip', 'gzip, deflate', '.gz'],
  ])("sends the %s copy to a visitor who takes %s, with the plain file's headers and Vary", async (encoding, accept, suffix) => {
    const plain = await ask(ASSET);
    const answer = await ask(ASSET, { 'Accept-Encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.body.equals(copies[`${ASSET.slice(1)}${suffix}`]!)).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-type']).toBe(plain.headers['content-type']);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it.each([[undefined], ['identity'], ['zstd']])('sends the plain file to a visitor who takes %s', async (accept) => {
    const answer = await ask(ASSET, accept === undefined ? {} : { 'Accept-Encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(SCRIPT);
  });

  it("sends a page's copy, and the not-found page's", async () => {
    const page = await ask('/', { 'Accept-Encoding': BROWSER, Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body.equals(copies['index.html.br']!)).toBe(true);
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await ask('/khong-co-trang-nay', { 'Accept-Encoding': 'gzip', Accept: 'text/html' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(missing.body.equals(copies['404/index.html.gz']!)).toBe(true);
  });

  it.each([`${ASSET}.br`, `${ASSET}.gz`, '/index.html.br', `${ASSET}.b%72`])('never sends a copy by its own name: %s', async (pathname) => {
    const answer = await ask(pathname, { 'Accept-Encoding': BROWSER });
    expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
  });
});
