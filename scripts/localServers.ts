// Small pieces of the local servers that benchmarks and browser tests put in front of the app: a
// throwaway certificate for an https stand-in, and a plain pass-through to another local port.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** A throwaway self-signed certificate for `host` (a name, or 127.0.0.1), valid two days. */
export function selfSignedCertificate(host: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  const altName = /^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=${altName}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Passes a request on to `host:port` as it came, and its answer back as it comes. */
export function passOn(request: http.IncomingMessage, response: http.ServerResponse, port: number, host = '127.0.0.1') {
  const upstream = http.request({ host, port, path: request.url, method: request.method, headers: request.headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}
