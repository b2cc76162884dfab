// deploy/deploy.sh against what runs while it deploys: the app links it must put in .well-known/, a
// real nginx whose CSP must allow the new pages' inline styles before they go live (re-rendered, tested
// and reloaded by the deploy itself), and server processes whose folder it must not remove.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { request } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { mainConfig } from '../../scripts/serve-nginx';
import { server as sandbox } from '../../src/mocks/node';
import { DEPLOY_SCRIPT, standInBuild, styleHash } from '../support/deployBuilds';

const NGINX = '/usr/sbin/nginx';
const T0 = 1_800_000_000;
// Each deploy runs bash and a dozen programs: seconds on a busy machine.
jest.setTimeout(60_000);

let root: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-deploy-live-'));
});
afterEach(async () => {
  await Promise.all(children.splice(0).map(stop));
  fs.rmSync(root, { recursive: true, force: true });
});

const site = () => path.join(root, 'srv', 'dist');
const read = (file: string) => fs.readFileSync(path.join(site(), file), 'utf8');
const styleHashes = () => fs.readFileSync(`${site()}.deploys/style-hashes.txt`, 'utf8').trim().split(' ').sort();

function deploy(args: string[], now: number, env: Record<string, string> = {}) {
  const run = spawnSync('bash', [DEPLOY_SCRIPT, ...args], { env: { ...process.env, DEPLOY_NOW: String(now), ...env }, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('deploy/deploy.sh and the app links', () => {
  it("puts the build's two app-link files in .well-known/ at every deploy, and leaves the rest of it alone", () => {
    const wellKnown = path.join(site(), '.well-known');
    fs.mkdirSync(path.join(wellKnown, 'acme-challenge'), { recursive: true });
    fs.writeFileSync(path.join(wellKnown, 'acme-challenge', 'token'), 'proof');
    fs.writeFileSync(path.join(wellKnown, 'security.txt'), 'Contact: mailto:security@hatvui.vn');

    expect(deploy(['--keep-days', '0', standInBuild(root, 'a', 'aaaaaaaaaa', { appLinks: true }), site()], T0).status).toBe(0);
    expect(read('.well-known/assetlinks.json')).toBe('[{"build":"aaaaaaaaaa"}]');
    expect(read('.well-known/apple-app-site-association')).toBe('{"build":"aaaaaaaaaa"}');

    expect(deploy(['--keep-days', '0', standInBuild(root, 'b', 'bbbbbbbbbb', { appLinks: true }), site()], T0 + 60).status).toBe(0);
    deploy(['--keep-days', '0', '--prune-only', site()], T0 + 365 * 86_400);
    expect(read('.well-known/assetlinks.json')).toBe('[{"build":"bbbbbbbbbb"}]');
    expect(read('.well-known/apple-app-site-association')).toBe('{"build":"bbbbbbbbbb"}');
    expect(read('.well-known/acme-challenge/token')).toBe('proof');
    expect(read('.well-known/security.txt')).toBe('Contact: mailto:security@hatvui.vn');
  });
});

/** A free loopback port. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('deploy/deploy.sh and nginx (NGINX_CONF)', () => {
  /** nginx as the current user, including NGINX_CONF, first rendered by nginx-conf.sh for `build`. */
  async function startNginx(build: string) {
    const dir = path.join(root, 'nginx');
    fs.mkdirSync(dir);
    const port = await freePort();
    const conf = path.join(dir, 'hatvui.conf');
    const main = path.join(dir, 'nginx.conf');
    const variables = {
      LISTEN_PORT: `127.0.0.1:${port}`,
      API_UPSTREAM: 'http://127.0.0.1:9',
      SERVER_UPSTREAM: '127.0.0.1:9',
      CACHE_DIR: path.join(dir, 'cache'),
      ACCESS_LOG: path.join(dir, 'access.log'),
    };
    const rendered = spawnSync('bash', [path.resolve(__dirname, '../../deploy/nginx-conf.sh')], {
      env: { PATH: process.env.PATH, ...variables, SERVER_DIR: `${build}-server`, DIST_ROOT: site() },
      encoding: 'utf8',
    });
    expect(rendered.stderr).toBe('');
    fs.writeFileSync(conf, rendered.stdout);
    fs.writeFileSync(main, mainConfig(dir, conf));
    const nginx = spawn(NGINX, ['-p', dir, '-c', main, '-g', 'daemon off;'], { stdio: 'ignore' });
    children.push(nginx);
    const origin = `http://127.0.0.1:${port}`;
    sandbox.use(http.all(`${origin}/*`, () => passthrough()));
    for (
      let i = 0;
      i < 100 &&
      !(await get(`${origin}/`).then(
        () => true,
        () => false,
      ));
      i += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const env = { ...variables, NGINX_CONF: conf, NGINX_CMD: `${NGINX} -p ${dir} -c ${main}` };
    return { origin, conf, env, errorLog: path.join(dir, 'error.log') };
  }

  /** A GET on a connection of its own (a reload closes nginx's idle kept-alive ones). */
  const get = (url: string) =>
    new Promise<{ body: string; csp: string }>((resolve, reject) => {
      request(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ body, csp: String(response.headers['content-security-policy'] ?? '') }));
      })
        .on('error', reject)
        .end();
    });
  const page = async (origin: string) => (await get(`${origin}/terms`)).body;
  const styleSrc = async (origin: string) => /style-src ([^;]*)/.exec((await get(`${origin}/terms`)).csp)?.[1]?.split(' ') ?? [];

  it('reloads nginx with the new inline styles allowed before the new pages are served, the kept build’s still allowed', async () => {
    const a = standInBuild(root, 'a', 'aaaaaaaaaa');
    expect(deploy([a, site()], T0).status).toBe(0);
    const nginx = await startNginx(a);
    expect(await styleSrc(nginx.origin)).not.toContain(styleHash('bbbbbbbbbb'));

    const { status, output } = deploy([standInBuild(root, 'b', 'bbbbbbbbbb'), site()], T0 + 60, nginx.env);
    expect(output).toContain('nginx reloaded');
    expect(status).toBe(0);
    expect(await page(nginx.origin)).toBe('terms bbbbbbbbbb');
    // B's pages are allowed their styles; a cached page of A still is.
    expect(await styleSrc(nginx.origin)).toEqual(expect.arrayContaining([styleHash('bbbbbbbbbb'), styleHash('aaaaaaaaaa'), "'sha256-shared='"]));
  });

  it('stops before the pages change when nginx -t refuses the new configuration, and puts the previous one back', async () => {
    const a = standInBuild(root, 'a', 'aaaaaaaaaa');
    deploy([a, site()], T0);
    const nginx = await startNginx(a);
    // A deploy that goes live first: NGINX_CONF.previous and the style hashes are then a deploy's own.
    expect(deploy([standInBuild(root, 'a2', 'a2a2a2a2a2'), site()], T0 + 30, nginx.env).status).toBe(0);
    const before = fs.readFileSync(nginx.conf, 'utf8');
    const kept = { previous: fs.readFileSync(`${nginx.conf}.previous`, 'utf8'), hashes: styleHashes() };

    // An https API whose CA file is missing: rendered fine, refused by nginx -t.
    const env = { ...nginx.env, API_UPSTREAM: 'https://127.0.0.1:9', API_CA_FILE: path.join(root, 'no-such-ca.pem') };
    const { status, output } = deploy([standInBuild(root, 'b', 'bbbbbbbbbb'), site()], T0 + 60, env);
    expect(status).not.toBe(0);
    expect(output).toContain('nginx -t refused the new configuration');
    expect(read('app.html')).toContain('main.a2a2a2a2a2.js');
    expect(read('terms/index.html')).toBe('terms a2a2a2a2a2');
    expect(fs.readFileSync(nginx.conf, 'utf8')).toBe(before);
    // Neither the file kept as the previous one nor the style hashes took the refused build's.
    expect({ previous: fs.readFileSync(`${nginx.conf}.previous`, 'utf8'), hashes: styleHashes() }).toEqual(kept);
    expect(styleHashes()).not.toContain(styleHash('bbbbbbbbbb'));
    expect(await page(nginx.origin)).toBe('terms a2a2a2a2a2');
    // A deploy that works afterwards is not hindered by what the refused one left.
    expect(deploy([standInBuild(root, 'c', 'cccccccccc'), site()], T0 + 120, nginx.env).status).toBe(0);
    expect(await styleSrc(nginx.origin)).toContain(styleHash('cccccccccc'));
    // nginx never got a NGINX variable of ours (it would log "invalid socket number").
    expect(fs.readFileSync(nginx.errorLog, 'utf8')).not.toContain('invalid socket number');
  });

  it('reads an old NGINX setting, and still passes nothing of it to nginx', async () => {
    const a = standInBuild(root, 'a', 'aaaaaaaaaa');
    deploy([a, site()], T0);
    const nginx = await startNginx(a);
    const { NGINX_CMD, ...others } = nginx.env;
    const { status } = deploy([standInBuild(root, 'b', 'bbbbbbbbbb'), site()], T0 + 60, { ...others, NGINX: NGINX_CMD });
    expect(status).toBe(0);
    expect(await page(nginx.origin)).toBe('terms bbbbbbbbbb');
    expect(fs.readFileSync(nginx.errorLog, 'utf8')).not.toContain('invalid socket number');
  });

  it('warns when NGINX_CONF is not set and the new pages have styles nginx was not given', () => {
    deploy([standInBuild(root, 'a', 'aaaaaaaaaa'), site()], T0);
    const { status, output } = deploy([standInBuild(root, 'b', 'bbbbbbbbbb'), site()], T0 + 60);
    expect(status).toBe(0);
    expect(output).toContain('set NGINX_CONF');
  });
});

describe('deploy/deploy.sh and the servers running', () => {
  const serverFolders = () =>
    fs
      .readdirSync(path.dirname(site()))
      .filter((name) => /^dist-server\.\d+$/.test(name))
      .sort();

  it('keeps the folder a server started from while it runs, whether started through the link or in it, and removes it once it stopped', async () => {
    deploy([standInBuild(root, 'a', 'aaaaaaaaaa'), site()], T0);
    const folderA = fs.readlinkSync(`${site()}-server`);
    // As systemd would start them: the script through the link, and `node server.js` in its folder.
    children.push(spawn(process.execPath, [path.join(`${site()}-server`, 'server.js')], { stdio: 'ignore' }));
    children.push(spawn(process.execPath, ['server.js'], { cwd: `${site()}-server`, stdio: 'ignore' }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    deploy([standInBuild(root, 'b', 'bbbbbbbbbb'), site()], T0 + 60);
    const third = deploy([standInBuild(root, 'c', 'cccccccccc'), site()], T0 + 120);
    expect(third.status).toBe(0);
    expect(third.output).toContain(`keeping ${folderA}`);
    expect(serverFolders()).toContain(folderA);
    expect(fs.readFileSync(path.join(path.dirname(site()), folderA, 'server.js'), 'utf8')).toMatch(/server aaaaaaaaaa/);

    await Promise.all(children.splice(0).map(stop));
    deploy([standInBuild(root, 'd', 'dddddddddd'), site()], T0 + 180);
    // The live folder and the one before: A's, no longer in use, is gone.
    expect(serverFolders()).toEqual([fs.readlinkSync(`${site()}-server`), fs.readlinkSync(`${site()}-server.previous`)].sort());
  });
});
