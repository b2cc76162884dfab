/**
 * @jest-environment node
 */
// deploy/deploy.sh on small stand-in builds in a temporary folder, with DEPLOY_NOW for the clock: a
// deploy adds the new hashed files and keeps the old ones, replaces the pages and sw.js, records
// itself, and prunes a build's files only once it was replaced more than the kept days ago.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_SCRIPT, standInBuild } from '../support/deployBuilds';

const SCRIPT = DEPLOY_SCRIPT;
const DAY = 86_400;
const T0 = 1_800_000_000;

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-deploy-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const build = (name: string, label: string, options: { server?: boolean; copies?: boolean } = {}) => standInBuild(root, name, label, options);

const site = () => path.join(root, 'srv', 'dist');

function deploy(args: string[], now: number) {
  return execFileSync('bash', [SCRIPT, ...args], { env: { ...process.env, DEPLOY_NOW: String(now) }, encoding: 'utf8' });
}

const has = (file: string) => fs.existsSync(path.join(site(), file));
const styleHashes = () => fs.readFileSync(`${site()}.deploys/style-hashes.txt`, 'utf8').trim().split(' ').sort();
const read = (file: string) => fs.readFileSync(path.join(site(), file), 'utf8');

describe('deploy/deploy.sh', () => {
  it('adds the new build beside the old one, replaces the pages and sw.js, and moves the server in', () => {
    deploy([build('a', 'aaaaaaaaaa'), site()], T0);
    expect(read('app.html')).toContain('main.aaaaaaaaaa.js');
    expect(has('assets/main.aaaaaaaaaa.js.map')).toBe(false);

    deploy([build('b', 'bbbbbbbbbb'), site()], T0 + 60);
    expect(read('app.html')).toContain('main.bbbbbbbbbb.js');
    expect(read('terms/index.html')).toBe('terms bbbbbbbbbb');
    expect(read('sw.js')).toBe('precache main.bbbbbbbbbb.js');
    // The previous build's code is still there for the tabs that run it.
    for (const label of ['aaaaaaaaaa', 'bbbbbbbbbb']) {
      expect(has(`assets/main.${label}.js`)).toBe(true);
      expect(has(`assets/page-transfer.${label}.js`)).toBe(true);
    }
    expect(fs.readFileSync(path.join(`${site()}-server`, 'templates', 'page-recording.html'), 'utf8')).toBe('template bbbbbbbbbb');
    expect(fs.readFileSync(path.join(`${site()}-server.previous`, 'server.js'), 'utf8')).toMatch(/^\/\/ server aaaaaaaaaa\n/);
    // The server's folder is a symlink, moved by a rename: never a moment without one.
    expect(fs.lstatSync(`${site()}-server`).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(`${site()}-server`)).toMatch(/^dist-server\.\d+$/);
    // Each deploy's time is recorded; nothing temporary is left behind.
    const log = fs.readFileSync(`${site()}.deploys/log`, 'utf8').trim().split('\n');
    expect(log.map((line) => line.split('\t')[0])).toEqual([String(T0), String(T0 + 60)]);
    expect(fs.readdirSync(`${site()}.deploys`).sort()).toEqual(['builds', 'lock', 'log', 'seq', 'server-links', 'style-hashes.txt']);
    // The inline styles of both builds' pages are allowed (a cache may still hold a page of A).
    expect(styleHashes()).toEqual(["'sha256-aaaaaaaaaa='", "'sha256-bbbbbbbbbb='", "'sha256-shared='"]);
    expect(fs.readdirSync(site()).filter((file) => file.startsWith('.'))).toEqual([]);
  });

  it("puts a file's precompressed copies in with it, and removes a replaced file's copy the new build has not", () => {
    deploy([build('a', 'aaaaaaaaaa', { copies: true }), site()], T0);
    expect(read('sw.js.br')).toBe('br:precache main.aaaaaaaaaa.js');
    deploy([build('b', 'bbbbbbbbbb', { copies: true }), site()], T0 + 60);
    expect(read('sw.js.gz')).toBe('gz:precache main.bbbbbbbbbb.js');
    expect(read('index.html.br')).toBe('br:landing bbbbbbbbbb');
    // A build without them: nginx must not send B's worker and page in place of C's.
    deploy([build('c', 'cccccccccc'), site()], T0 + 120);
    expect(read('sw.js')).toBe('precache main.cccccccccc.js');
    for (const file of ['sw.js.br', 'sw.js.gz', 'index.html.br', 'index.html.gz']) expect({ file, there: has(file) }).toEqual({ file, there: false });
    // A hashed file's copies stay with it, for the tabs still running its build.
    expect(read('assets/main.bbbbbbbbbb.js.br')).toBe('br:main bbbbbbbbbb');
  });

  it('keeps a build that was live for a month for a week after the next deploy, then removes what only it used', () => {
    deploy([build('a', 'aaaaaaaaaa'), site()], T0);
    deploy([build('b', 'bbbbbbbbbb'), site()], T0 + 30 * DAY);
    // Six days later: A was replaced six days ago, so it stays.
    deploy([build('c', 'cccccccccc'), site()], T0 + 36 * DAY);
    expect(has('assets/main.aaaaaaaaaa.js')).toBe(true);

    // Over seven days after A was replaced: its own files go, the ones B and C share with it stay.
    const output = deploy([build('d', 'dddddddddd'), site()], T0 + 37 * DAY + 1);
    expect(has('assets/main.aaaaaaaaaa.js')).toBe(false);
    expect(has('assets/page-transfer.aaaaaaaaaa.js')).toBe(false);
    expect(has('assets/font.0123456789.woff2')).toBe(true);
    // B was replaced seven days ago at most: kept, as C and D are.
    for (const label of ['bbbbbbbbbb', 'cccccccccc', 'dddddddddd']) expect(has(`assets/main.${label}.js`)).toBe(true);
    expect(output).toContain('2 file(s)');
    expect(styleHashes()).not.toContain("'sha256-aaaaaaaaaa='");
    expect(styleHashes()).toContain("'sha256-bbbbbbbbbb='");
  });

  it('prunes at once with --keep-days 0, never the live build, and --prune-only keeps it too', () => {
    deploy([build('a', 'aaaaaaaaaa'), site()], T0);
    deploy(['--keep-days', '0', build('b', 'bbbbbbbbbb'), site()], T0 + 60);
    expect(has('assets/main.aaaaaaaaaa.js')).toBe(false);
    expect(has('assets/main.bbbbbbbbbb.js')).toBe(true);
    deploy(['--keep-days', '0', '--prune-only', site()], T0 + 365 * DAY);
    expect(has('assets/main.bbbbbbbbbb.js')).toBe(true);
    expect(read('app.html')).toContain('main.bbbbbbbbbb.js');
  });

  it('treats files it finds unrecorded as a build this deploy replaces', () => {
    fs.mkdirSync(path.join(site(), 'assets'), { recursive: true });
    fs.writeFileSync(path.join(site(), 'assets', 'main.0000000000.js'), 'copied by hand');
    deploy([build('a', 'aaaaaaaaaa'), site()], T0);
    expect(has('assets/main.0000000000.js')).toBe(true);
    deploy([build('b', 'bbbbbbbbbb'), site()], T0 + 7 * DAY + 1);
    expect(has('assets/main.0000000000.js')).toBe(false);
    expect(has('assets/main.aaaaaaaaaa.js')).toBe(true);
  });

  it('orders builds by deploy, not by the clock: a clock stepping back never makes the live build look replaced', () => {
    deploy([build('a', 'aaaaaaaaaa'), site()], T0 + 30 * DAY);
    // The clock stepped back a month; B is live from now on.
    deploy([build('b', 'bbbbbbbbbb'), site()], T0);
    // A week and a day after A's own deploy time: B is still the live build.
    deploy(['--prune-only', site()], T0 + 38 * DAY);
    expect(read('app.html')).toContain('main.bbbbbbbbbb.js');
    expect(has('assets/main.bbbbbbbbbb.js')).toBe(true);
    expect(has('assets/page-transfer.bbbbbbbbbb.js')).toBe(true);
    // A was replaced (by B), over a week ago by any clock: its own files went.
    expect(has('assets/main.aaaaaaaaaa.js')).toBe(false);
  });

  it('takes over the records of an earlier version, named time first', () => {
    deploy([build('a', 'aaaaaaaaaa'), site()], T0 + 30 * DAY);
    deploy([build('b', 'bbbbbbbbbb'), site()], T0);
    // As the earlier script named them: TIME-SEQ.
    const records = `${site()}.deploys/builds`;
    for (const file of fs.readdirSync(records)) {
      const [, seq, time, ext] = /^(\d{8})-(\d{12})\.(\w+)$/.exec(file)!;
      fs.renameSync(path.join(records, file), path.join(records, `${time}-${seq}.${ext}`));
    }
    deploy(['--prune-only', site()], T0 + 38 * DAY);
    expect(has('assets/main.bbbbbbbbbb.js')).toBe(true);
    expect(has('assets/main.aaaaaaaaaa.js')).toBe(false);
    expect(fs.readdirSync(records).every((file) => /^\d{8}-\d{12}\./.test(file))).toBe(true);
  });

  it('never records, replaces or removes what is under .well-known/', () => {
    const wellKnown = path.join(site(), '.well-known');
    fs.mkdirSync(path.join(wellKnown, 'acme-challenge'), { recursive: true });
    fs.writeFileSync(path.join(wellKnown, 'assetlinks.json'), '[]');
    fs.writeFileSync(path.join(wellKnown, 'acme-challenge', 'token'), 'proof');
    deploy(['--keep-days', '0', build('a', 'aaaaaaaaaa'), site()], T0);
    deploy(['--keep-days', '0', build('b', 'bbbbbbbbbb'), site()], T0 + 60);
    deploy(['--keep-days', '0', '--prune-only', site()], T0 + 365 * DAY);
    expect(fs.readFileSync(path.join(wellKnown, 'assetlinks.json'), 'utf8')).toBe('[]');
    expect(fs.readFileSync(path.join(wellKnown, 'acme-challenge', 'token'), 'utf8')).toBe('proof');
    const recorded = fs.readdirSync(`${site()}.deploys/builds`).map((file) => fs.readFileSync(path.join(`${site()}.deploys/builds`, file), 'utf8'));
    expect(recorded.join('\n')).not.toContain('.well-known');
    expect(has('assets/main.aaaaaaaaaa.js')).toBe(false);
  });

  const leftovers = () => fs.readdirSync(`${site()}.deploys`).filter((name) => name.startsWith('tmp.') || name === 'stage');

  it('leaves no temporary folder when killed: SIGTERM cleans up, and the next deploy removes what SIGKILL left', async () => {
    deploy([build('a', 'aaaaaaaaaa'), site()], T0);
    // What a deploy killed outright leaves.
    fs.mkdirSync(`${site()}.deploys/tmp.KILLED`);
    fs.writeFileSync(`${site()}.deploys/tmp.KILLED/present`, 'x');
    deploy([build('b', 'bbbbbbbbbb'), site()], T0 + 60);
    expect(leftovers()).toEqual([]);

    // A deploy stopped (SIGTERM) once it has made its temporary folder.
    const child = spawn('bash', [SCRIPT, build('c', 'cccccccccc'), site()], {
      env: { ...process.env, DEPLOY_NOW: String(T0 + 120) },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let seen = false;
    for (let i = 0; i < 2000 && !seen && child.exitCode === null; i += 1) {
      seen = leftovers().some((name) => name.startsWith('tmp.'));
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    if (seen) child.kill('SIGTERM');
    const code = await exited;
    expect({ seen, code, leftovers: leftovers() }).toEqual({ seen: true, code: seen ? 130 : 0, leftovers: [] });
  });

  it('refuses to deploy without flock, rather than run unlocked', () => {
    // A PATH with everything but flock.
    const bin = path.join(root, 'bin');
    fs.mkdirSync(bin);
    for (const dir of ['/usr/bin', '/bin']) {
      for (const name of fs.readdirSync(dir)) {
        if (name !== 'flock' && !fs.existsSync(path.join(bin, name))) fs.symlinkSync(path.join(dir, name), path.join(bin, name));
      }
    }
    const run = spawnSync('/bin/bash', [SCRIPT, build('a', 'aaaaaaaaaa'), site()], { encoding: 'utf8', env: { PATH: bin } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('flock');
    expect(fs.existsSync(path.join(site(), 'app.html'))).toBe(false);
  });

  it('turns a server folder left by an earlier version into the previous one, and keeps two', () => {
    // As the earlier script left it: a plain folder, and one before it.
    for (const [dir, label] of [
      [`${site()}-server`, 'old'],
      [`${site()}-server.previous`, 'older'],
    ] as const) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'server.js'), `// server ${label}`);
    }
    deploy([build('a', 'aaaaaaaaaa'), site()], T0);
    expect(fs.readFileSync(path.join(`${site()}-server`, 'server.js'), 'utf8')).toMatch(/^\/\/ server aaaaaaaaaa\n/);
    expect(fs.readFileSync(path.join(`${site()}-server.previous`, 'server.js'), 'utf8')).toBe('// server old');
    deploy([build('b', 'bbbbbbbbbb'), site()], T0 + 60);
    deploy([build('c', 'cccccccccc'), site()], T0 + 120);
    expect(fs.readFileSync(path.join(`${site()}-server`, 'server.js'), 'utf8')).toMatch(/^\/\/ server cccccccccc\n/);
    expect(fs.readFileSync(path.join(`${site()}-server.previous`, 'server.js'), 'utf8')).toMatch(/^\/\/ server bbbbbbbbbb\n/);
    // The live one and the one before: no older folder is left.
    const folders = fs.readdirSync(path.dirname(site())).filter((name) => /^dist-server\.\d+$/.test(name));
    expect(folders.sort()).toEqual([fs.readlinkSync(`${site()}-server`), fs.readlinkSync(`${site()}-server.previous`)].sort());
  });

  it('refuses a folder that is not a build, and a site named unlike the build when the server comes along', () => {
    const notBuild = path.join(root, 'empty');
    fs.mkdirSync(notBuild);
    const refused = spawnSync('bash', [SCRIPT, notBuild, site()], { encoding: 'utf8' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('is not a build');

    const misnamed = spawnSync('bash', [SCRIPT, build('a', 'aaaaaaaaaa'), path.join(root, 'srv', 'www')], { encoding: 'utf8' });
    expect(misnamed.status).not.toBe(0);
    expect(misnamed.stderr).toContain('--no-server');
    expect(fs.existsSync(path.join(root, 'srv', 'www', 'app.html'))).toBe(false);
    // Without the server, any name will do.
    execFileSync('bash', [SCRIPT, '--no-server', build('a', 'aaaaaaaaaa'), path.join(root, 'srv', 'www')]);
    expect(fs.existsSync(path.join(root, 'srv', 'www', 'app.html'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'srv', 'www-server'))).toBe(false);
  });
});
