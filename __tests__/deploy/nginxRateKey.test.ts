/**
 * @jest-environment node
 */
// Who a rate limit counts as one visitor (deploy/nginx.conf's $hv_visitor): an IPv4 address, or an
// IPv6 /64 however its address is written. Checked in nginx itself: the rendered configuration's maps
// in a probe server that answers with the key of the address a trusted proxy names.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX_ROUTES_FILE, nginxRoutesFile } from '../../scripts/nginxRoutes';
import { routeList } from '../../src/lib/routes';
import { ipv6Groups, visitorKey } from '../../src/server/visitor';

const SCRIPT = path.resolve(__dirname, '../../deploy/nginx-conf.sh');
const NGINX = '/usr/sbin/nginx';

let root: string;
let nginx: ChildProcess;
let socket: string;
let conf: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-rate-key-'));
  const serverDir = path.join(root, 'dist-server');
  fs.mkdirSync(path.join(serverDir, 'templates'), { recursive: true });
  fs.writeFileSync(path.join(serverDir, NGINX_ROUTES_FILE), nginxRoutesFile(routeList));
  fs.writeFileSync(path.join(serverDir, 'templates', 'style-hashes.txt'), "'sha256-AAAA='\n");
  const rendered = spawnSync('bash', [SCRIPT], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, SERVER_DIR: serverDir, DIST_ROOT: root, API_UPSTREAM: 'http://127.0.0.1:9' },
  });
  expect(rendered.stderr).toBe('');
  conf = rendered.stdout;
  // The maps that make the key, as rendered: from the loopback geo to the first zone that uses it.
  const maps = /^geo \$hv_local \{[^]*?(?=^limit_req_zone )/m.exec(conf)![0];
  socket = path.join(root, 'probe.sock');
  fs.writeFileSync(
    path.join(root, 'nginx.conf'),
    `pid ${root}/nginx.pid;
error_log ${root}/error.log;
daemon off;
events {}
http {
  access_log off;
  ${maps}
  server {
    listen unix:${socket};
    set_real_ip_from unix:;
    real_ip_header X-Forwarded-For;
    location / { return 200 "$remote_addr $hv_rate_key"; }
  }
}
`,
  );
  nginx = spawn(NGINX, ['-p', root, '-c', path.join(root, 'nginx.conf')], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  while (!fs.existsSync(socket)) {
    if (Date.now() > until) throw new Error(fs.readFileSync(path.join(root, 'error.log'), 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(() => {
  nginx?.kill('SIGTERM');
  fs.rmSync(root, { recursive: true, force: true });
});

/** The address nginx takes the visitor for, and the key it counts them under. (Over a plain socket: MSW
 * takes the tests' HTTP requests.) */
const keyOf = (address: string) =>
  new Promise<{ address: string; key: string }>((resolve, reject) => {
    let answer = '';
    net
      .connect(socket)
      .on('connect', function (this: net.Socket) {
        this.end(`GET / HTTP/1.0\r\nX-Forwarded-For: ${address}\r\n\r\n`);
      })
      .on('data', (chunk: Buffer) => (answer += chunk.toString()))
      .on('end', () => {
        const [seen = '', key = ''] = answer.slice(answer.indexOf('\r\n\r\n') + 4).split(' ');
        resolve({ address: seen, key });
      })
      .on('error', reject);
  });

/** `groups` written another way: full with leading zeros, in capitals, or with one zero run as `::`. */
function spellings(groups: number[]): string[] {
  const full = groups.map((group) => group.toString(16).padStart(4, '0')).join(':');
  const written = [full, full.toUpperCase(), groups.map((group) => group.toString(16)).join(':')];
  // Every run of zeros (of one group or more) as `::`, not only the longest. (nginx refuses a last
  // group alone as `::`, `1:2:3:4:5:6:7::`: the proxy's own address stays the visitor's.)
  for (let start = 0; start < 8; start += 1) {
    for (let end = start + 1; end <= 8 && groups[end - 1] === 0 && start < 7; end += 1) {
      const hex = groups.map((group) => group.toString(16));
      written.push(`${hex.slice(0, start).join(':')}::${hex.slice(end).join(':')}`);
    }
  }
  return written;
}

/** Random groups, each zero half of the time: long and short zero runs anywhere. */
function randomGroups(random: () => number) {
  return Array.from({ length: 8 }, () => (random() < 0.5 ? 0 : Math.floor(random() * 0x10000)));
}

describe("the rate limits' visitor", () => {
  it('limits share pages, cards and oEmbed by it', () => {
    const zones = conf.split('\n').filter((line) => line.startsWith('limit_req_zone'));
    expect(zones.length).toBeGreaterThanOrEqual(2);
    for (const zone of zones) expect(zone).toMatch(/^limit_req_zone \$hv_rate_key /);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8:0:0'],
    ['2001:db8:0:0:ffff::2', '2001:db8:0:0'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0003', '2001:db8:0:0'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2'],
    ['2001:db8:1::', '2001:db8:1:0'],
    ['2001::1:2:3:4:5', '2001:0:0:1'],
    ['::1:2:3:4:5:6', '0:0:1:2'],
    ['::2:3:4:5:6', '0:0:0:2'],
    ['::ffff:198.51.100.9', '198.51.100.9'],
    // This machine (its health checks, the benchmark): not limited.
    ['127.0.0.1', ''],
    ['::1', ''],
  ])('%s is %s, to nginx and to the server alike', async (address, key) => {
    const seen = await keyOf(address);
    expect(seen).toMatchObject({ key });
    // The server's per-visitor bounds (the live rooms' streams) get nginx's X-Forwarded-For, $remote_addr.
    expect(visitorKey(seen.address, { exemptLocal: true })).toBe(key);
    expect(visitorKey(address, { exemptLocal: true })).toBe(key);
  });

  it('is the /64 of any IPv6 address however it is written', async () => {
    // (A fixed seed: the same addresses every run.)
    let seed = 28;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const addresses = Array.from({ length: 120 }, () => randomGroups(random)).flatMap(spellings);
    const wrong: { address: string; key: string; expected: string }[] = [];
    for (const address of addresses) {
      const { key, address: seen } = await keyOf(address);
      if (seen === 'unix:') wrong.push({ address, key: 'not taken by nginx', expected: '' });
      // The server's key (src/server/visitor.ts, written apart from nginx's maps and checked against the
      // table above), of the address as written and as nginx forwards it. (::1 is this machine: not limited.)
      const local = ipv6Groups(address).join() === '0,0,0,0,0,0,0,1';
      const expected = local ? '' : visitorKey(address, { exemptLocal: false });
      if (key !== expected) wrong.push({ address, key, expected });
      if (visitorKey(seen, { exemptLocal: true }) !== key)
        wrong.push({ address: seen, key: `server: ${visitorKey(seen, { exemptLocal: true })}`, expected: key });
    }
    expect(addresses.length).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
  });
});
