import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { E2E_DIST_DIR, E2E_PORT } from '../playwright.config';
import { mainConfig, renderSiteConfig } from '../scripts/serve-nginx';
import { serverDirFor, waitForHttp } from '../scripts/serverBuild';
import { expect, test } from './fixtures';

// nginx in front of an https API (deploy/nginx.conf as nginx-conf.sh renders it, API_CA_FILE), each
// started here on ports of their own (E2E_PORT + 30, 31), from the browser tests' build. The tests
// share the API and its certificates and take its ports in turn: one worker runs them, in order. (The
// production servers behind nginx restarted under load are e2e/rehearsal.spec.ts's.)

const dist = path.resolve(__dirname, '..', E2E_DIST_DIR);
const BASE = E2E_PORT + 20;

/** Stops `child` and everything it started (its process group), by its id. */
const stopGroup = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });

test.describe.configure({ mode: 'default' });

test.describe('the API over https', () => {
  // Made in beforeAll, not as the file is read: Playwright reads it to list the tests too.
  let work = '';
  const ports = { nginx: BASE + 10, api: BASE + 11 };
  let api: https.Server;
  let nginx: ChildProcess | undefined;
  const seen: { servername: string | undefined; headers: Record<string, string | string[] | undefined> }[] = [];

  test.beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-https-api-'));
    // A certificate for localhost, signed by a CA of this test's own.
    const openssl = (...args: string[]) => {
      const run = spawnSync('openssl', args, { cwd: work, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`openssl ${args[0]}: ${run.stderr}`);
    };
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Test CA');
    openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'api.key', '-out', 'api.csr', '-subj', '/CN=localhost');
    fs.writeFileSync(path.join(work, 'san.ext'), 'subjectAltName=DNS:localhost\n');
    openssl(
      'x509',
      '-req',
      '-in',
      'api.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'api.pem',
      '-days',
      '2',
      '-extfile',
      'san.ext',
    );
    api = https.createServer({ key: fs.readFileSync(path.join(work, 'api.key')), cert: fs.readFileSync(path.join(work, 'api.pem')) }, (req, res) => {
      seen.push({ servername: (req.socket as TLSSocket).servername || undefined, headers: req.headers });
      req.resume();
      req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{"ok":true}}'));
    });
    await new Promise<void>((resolve) => api.listen(ports.api, '127.0.0.1', resolve));
  });
  test.afterEach(async () => {
    if (nginx) await stopGroup(nginx);
    nginx = undefined;
    seen.length = 0;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** nginx alone, with deploy/nginx.conf as nginx-conf.sh renders it (no production server needed for /v1). */
  async function startNginx(variables: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(work, 'nginx-'));
    fs.writeFileSync(
      path.join(dir, 'site.conf'),
      renderSiteConfig({
        LISTEN_PORT: `127.0.0.1:${ports.nginx}`,
        DIST_ROOT: dist,
        API_UPSTREAM: `https://localhost:${ports.api}`,
        SERVER_UPSTREAM: '127.0.0.1:9',
        CACHE_DIR: path.join(dir, 'cache'),
        ACCESS_LOG: path.join(dir, 'access.log'),
        SERVER_DIR: serverDirFor(dist),
        ...variables,
      }),
    );
    fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, path.join(dir, 'site.conf')));
    nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { detached: true, stdio: 'ignore' });
    await waitForHttp(`http://127.0.0.1:${ports.nginx}/`, nginx);
    return `http://127.0.0.1:${ports.nginx}`;
  }

  test('is refused when its certificate is not trusted', async () => {
    const origin = await startNginx({});
    const response = await fetch(`${origin}/v1/users/owner`);
    expect(response.status).toBe(502);
    expect(seen).toEqual([]);
  });

  test("is verified, asked for by its name, and told the visitor's address and scheme, never a client's claims; bodies over 1 MB only on the upload route", async () => {
    const origin = await startNginx({ API_CA_FILE: path.join(work, 'ca.pem') });
    const response = await fetch(`${origin}/v1/users/owner`, {
      headers: { 'X-Forwarded-For': '6.6.6.6', 'X-Forwarded-Host': 'evil.example', Forwarded: 'for=6.6.6.6', 'X-Real-IP': '6.6.6.6' },
    });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.servername).toBe('localhost');
    // The client is this machine, a trusted proxy (TRUSTED_PROXIES' default): the address it names
    // counts, but only the nearest untrusted one, and nginx writes the header afresh.
    expect(seen[0]!.headers['x-forwarded-for']).toBe('6.6.6.6');
    expect(seen[0]!.headers['x-forwarded-proto']).toBe('https');
    expect(seen[0]!.headers).not.toHaveProperty('x-forwarded-host');
    expect(seen[0]!.headers).not.toHaveProperty('forwarded');
    expect(seen[0]!.headers).not.toHaveProperty('x-real-ip');

    const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);
    const tooLarge = await fetch(`${origin}/v1/reports`, { method: 'POST', body: twoMegabytes });
    expect(tooLarge.status).toBe(413);
    const upload = await fetch(`${origin}/v1/songs/uploadVideoSong`, { method: 'POST', body: twoMegabytes });
    expect(upload.status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  test('a visitor behind a proxy nginx does not trust is known by its own address', async () => {
    const origin = await startNginx({ API_CA_FILE: path.join(work, 'ca.pem'), TRUSTED_PROXIES: '' });
    await fetch(`${origin}/v1/users/owner`, { headers: { 'X-Forwarded-For': '6.6.6.6' } });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});
