// deploy/nginx-conf.sh renders deploy/nginx.conf from its variables and the build's files: every
// placeholder filled, one upstream line per server, values checked before they reach the
// configuration, files read and never run; and nginx itself accepts the result (`nginx -t`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX_ROUTES_FILE, nginxRoutesFile } from '../../scripts/nginxRoutes';
import { mainConfig } from '../../scripts/serve-nginx';
import { routeList } from '../../src/lib/routes';
import { LIVE_ROOM_STREAM_REGEX } from '../../src/lib/livePath';

const SCRIPT = path.resolve(__dirname, '../../deploy/nginx-conf.sh');
const TEMPLATE = path.resolve(__dirname, '../../deploy/nginx.conf');
const NGINX = '/usr/sbin/nginx';
const HASHES = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' 'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='";

let root: string;
let serverDir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-nginx-conf-'));
  serverDir = path.join(root, 'dist-server');
  fs.mkdirSync(path.join(serverDir, 'templates'), { recursive: true });
  fs.writeFileSync(path.join(serverDir, NGINX_ROUTES_FILE), nginxRoutesFile(routeList));
  fs.writeFileSync(path.join(serverDir, 'templates', 'style-hashes.txt'), `${HASHES}\n`);
  fs.mkdirSync(path.join(root, 'dist'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const REQUIRED = () => ({ SERVER_DIR: serverDir, DIST_ROOT: path.join(root, 'dist'), API_UPSTREAM: 'https://api.example.vn' });

function render(variables: Record<string, string>, template = TEMPLATE) {
  const run = spawnSync('bash', [SCRIPT, template], { encoding: 'utf8', env: { PATH: process.env.PATH, ...variables } });
  return { status: run.status, conf: run.stdout, error: run.stderr };
}

/** The configuration's directives: its lines without comments. */
const directives = (conf: string) => conf.split('\n').filter((line) => !/^\s*#/.test(line));

describe('deploy/nginx-conf.sh', () => {
  it('fills every placeholder of deploy/nginx.conf, one upstream line per server', () => {
    const { status, conf, error } = render({ ...REQUIRED(), SERVER_UPSTREAM: '10.1.0.5:8080 10.1.0.6:8080  [::1]:8081' });
    expect(error).toBe('');
    expect(status).toBe(0);
    expect(directives(conf).join('\n')).not.toContain('${');
    expect(
      directives(conf)
        .filter((line) => /^\s*server \S+ max_fails/.test(line))
        .map((line) => line.trim().split(' ')[1]),
    ).toEqual(['10.1.0.5:8080', '10.1.0.6:8080', '[::1]:8081']);
    // The build's share routes and pages (those matched in any case), and its style hashes in the CSP.
    const routesFile = nginxRoutesFile(routeList);
    for (const [, name, regex] of routesFile.matchAll(/^([A-Z_]+)=(.*)$/gm)) {
      const location = `location ${name === 'APP_PAGES' ? '~*' : '~'} ${regex} {`;
      expect({ name, present: conf.includes(location) }).toEqual({ name, present: true });
    }
    expect(conf).toContain(`style-src 'self' ${HASHES} https://accounts.google.com/gsi/style`);
    // The defaults: loopback trusted as a proxy, https as the public scheme, Debian's CA bundle.
    expect(
      directives(conf)
        .filter((line) => line.includes('set_real_ip_from'))
        .map((line) => line.trim()),
    ).toEqual(['set_real_ip_from 127.0.0.1;', 'set_real_ip_from ::1;']);
    expect(conf).toContain('proxy_set_header X-Forwarded-Proto https;');
    expect(conf).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    // Comments are copied as they are.
    expect(conf.split('\n')[0]).toBe(fs.readFileSync(TEMPLATE, 'utf8').split('\n')[0]);
  });

  it('writes no set_real_ip_from when no proxy is trusted', () => {
    const { status, conf } = render({ ...REQUIRED(), TRUSTED_PROXIES: '' });
    expect(status).toBe(0);
    expect(directives(conf).some((line) => line.includes('set_real_ip_from'))).toBe(false);
  });

  it('gives nginx a configuration it accepts', () => {
    // (An address: nginx resolves the API's name when it loads the configuration.)
    const { conf } = render({
      ...REQUIRED(),
      API_UPSTREAM: 'https://127.0.0.1:9443',
      SERVER_UPSTREAM: '127.0.0.1:8080 127.0.0.1:8081',
      CACHE_DIR: path.join(root, 'cache'),
      ACCESS_LOG: path.join(root, 'access.log'),
    });
    fs.writeFileSync(path.join(root, 'site.conf'), conf);
    fs.writeFileSync(path.join(root, 'nginx.conf'), mainConfig(root, path.join(root, 'site.conf')));
    const test = spawnSync(NGINX, ['-t', '-p', root, '-c', path.join(root, 'nginx.conf')], { encoding: 'utf8' });
    expect(test.stderr).toContain('test is successful');
  });

  it.each([
    ['SERVER_UPSTREAM', '127.0.0.1:8080; } server { listen 9999'],
    ['SERVER_UPSTREAM', '127.0.0.1:8080 evil;'],
    ['API_UPSTREAM', 'http://api.example.vn/; return 200 x'],
    ['DIST_ROOT', '/srv/x; autoindex on'],
    ['TRUSTED_PROXIES', '0.0.0.0/0; deny all'],
    ['PUBLIC_SCHEME', 'https; add_header X 1'],
    ['LISTEN_PORT', '80 default_server'],
    ['REAL_IP_HEADER', 'X-Forwarded-For; allow all'],
    ['API_ORIGIN', "https://api.example.vn 'unsafe-inline'"],
  ])('refuses %s=%j, naming it, and writes nothing', (name, value) => {
    const { status, conf, error } = render({ ...REQUIRED(), [name]: value });
    expect(status).toBe(1);
    expect(conf).toBe('');
    expect(error).toContain(name);
  });

  it('reads the routes and hashes files as data, never as commands', () => {
    const marker = path.join(root, 'ran');
    fs.writeFileSync(path.join(serverDir, NGINX_ROUTES_FILE), `SHARE_CACHED_PAGES=$(touch ${marker})\nSHARE_PRIVATE_PAGES=^/x$\n`);
    const routes = render(REQUIRED());
    expect(routes.status).toBe(1);
    expect(routes.error).toContain('SHARE_CACHED_PAGES');
    fs.writeFileSync(path.join(serverDir, NGINX_ROUTES_FILE), nginxRoutesFile(routeList));
    fs.writeFileSync(path.join(serverDir, 'templates', 'style-hashes.txt'), `'sha256-AAAA=' \`touch ${marker}\` "; script-src *"\n`);
    const hashes = render(REQUIRED());
    expect(hashes.status).toBe(1);
    expect(hashes.error).toContain('STYLE_HASHES');
    expect(fs.existsSync(marker)).toBe(false);
  });

  it('refuses a routes file that would set a variable of the environment', () => {
    fs.appendFileSync(path.join(serverDir, NGINX_ROUTES_FILE), 'API_UPSTREAM=^/x$\n');
    const { status, error } = render(REQUIRED());
    expect(status).toBe(1);
    expect(error).toContain('API_UPSTREAM');
  });

  it('fails on a placeholder it does not know, and without what it needs', () => {
    const template = path.join(root, 'other.conf');
    fs.writeFileSync(template, '# ${ANYTHING} in a comment is left alone\nlisten ${LISTEN_PORT};\nroot ${NOT_A_VARIABLE};\n');
    const unknown = render(REQUIRED(), template);
    expect(unknown.status).toBe(1);
    expect(unknown.error).toContain('${NOT_A_VARIABLE}');
    expect(unknown.error).toContain(':3:');
    for (const missing of ['SERVER_DIR', 'DIST_ROOT', 'API_UPSTREAM'] as const) {
      const variables: Record<string, string> = REQUIRED();
      delete variables[missing];
      const run = render(variables);
      expect({ missing, status: run.status }).toEqual({ missing, status: 1 });
      expect(run.error).toContain(missing);
    }
    expect(render({ ...REQUIRED(), SERVER_UPSTREAM: ' ' }).error).toContain('SERVER_UPSTREAM');
  });

  it('says how it is used', () => {
    const run = spawnSync('bash', [SCRIPT, '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('SERVER_UPSTREAM');
    expect(run.stdout).not.toContain('set -euo');
  });

  it('takes a server out only for a connection error or a time-out, with buffers for its largest headers', () => {
    const lines = directives(render(REQUIRED()).conf).map((line) => line.trim());
    const next = lines.filter((line) => line.startsWith('proxy_next_upstream '));
    // The share pages (cached and private), the cards, oEmbed, the sitemaps and the live streams: never a
    // 5xx, never invalid_header listed.
    expect(next).toEqual(Array(6).fill('proxy_next_upstream error timeout;'));
    expect(lines.filter((line) => line.startsWith('proxy_next_upstream_timeout '))).toEqual(Array(6).fill('proxy_next_upstream_timeout 3s;'));
    expect(lines).toEqual(expect.arrayContaining(['proxy_buffer_size 16k;', 'proxy_buffers 8 16k;', 'absolute_redirect off;']));
  });

  it('exempts this machine from the rate limits unless EXEMPT_LOCAL=0, and takes nothing else', () => {
    const exempt = (conf: string) =>
      directives(conf)
        .filter((line) => /^\s*(127\.0\.0\.0\/8|::1)\s/.test(line))
        .map((line) => line.trim().split(/\s+/)[1]);
    expect(exempt(render(REQUIRED()).conf)).toEqual(['1;', '1;']);
    expect(exempt(render({ ...REQUIRED(), EXEMPT_LOCAL: '0' }).conf)).toEqual(['0;', '0;']);
    expect(render({ ...REQUIRED(), EXEMPT_LOCAL: 'yes' }).error).toContain('EXEMPT_LOCAL');
  });

  it("streams live rooms unbuffered, uncached, uncompressed, over HTTP/1.1, with limits of their own keyed as the site's", () => {
    const conf = render(REQUIRED()).conf;
    const start = conf.indexOf(`location ~ ${LIVE_ROOM_STREAM_REGEX} {`);
    expect(start).toBeGreaterThan(0);
    const location = directives(conf.slice(start, conf.indexOf('\n    }\n', start))).map((line) => line.trim());
    expect(location).toEqual(
      expect.arrayContaining([
        'limit_conn hv_live 20;',
        'limit_conn hv_live_all 10000;',
        'limit_conn_status 429;',
        'proxy_pass http://hv_server;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        'proxy_buffering off;',
        'proxy_cache off;',
        'gzip off;',
        'proxy_next_upstream error timeout;',
      ]),
    );
    // Comfortably above the server's 15 s heartbeat: three of them missed.
    const readTimeout = Number(/^proxy_read_timeout (\d+)s;$/m.exec(location.join('\n'))![1]);
    expect(readTimeout).toBeGreaterThanOrEqual(3 * 15);
    // Per visitor as the rate limits count one (this machine exempt with EXEMPT_LOCAL), and one zone in all.
    expect(directives(conf).map((line) => line.trim())).toEqual(
      expect.arrayContaining(['limit_conn_zone $hv_rate_key zone=hv_live:10m;', 'limit_conn_zone $server_name zone=hv_live_all:1m;']),
    );
    // Before the pages' regex location, which nginx would otherwise try first for nothing.
    expect(start).toBeLessThan(conf.indexOf('location ~* '));
  });
});
