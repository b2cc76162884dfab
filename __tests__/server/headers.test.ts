/**
 * @jest-environment node
 */
// The site's response headers: deploy/nginx.conf's list, as nginx and the production server send it.
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_POLICY } from '../../src/app/trustedTypes';
import { directivesOf } from '../../src/server/csp';
import { headersFromNginxConf } from '../../src/server/headers';

const conf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');
const HASHES = "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E=' 'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='";

const headers = new Map(headersFromNginxConf(conf, { STYLE_HASHES: HASHES }));
const csp = headers.get('Content-Security-Policy')!;
const directives = new Map(directivesOf(csp));

describe("deploy/nginx.conf's headers", () => {
  it('are one list of the security headers, each once', () => {
    const names = headersFromNginxConf(conf, { STYLE_HASHES: HASHES }).map(([name]) => name);
    expect(names).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]);
  });

  it('allow no inline script or style, no eval, and load nothing that is not named', () => {
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\$\{/);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it("allow inline <style> by the build's hashes, filled in style-src", () => {
    expect(directives.get('style-src')).toEqual(["'self'", ...HASHES.split(' '), 'https://accounts.google.com/gsi/style']);
  });

  it('require Trusted Types for scripts, from the two policies the app creates', () => {
    expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
    // src/app/trustedTypes.ts's default policy, and webpack's (webpack.config.ts output.trustedTypes);
    // e2e/csp.spec.ts checks that these are the names Chromium sees created.
    const webpackConfig = fs.readFileSync(path.join(__dirname, '../../webpack.config.ts'), 'utf8');
    const webpackPolicy = /trustedTypes:\s*\{\s*policyName:\s*'([^']+)'/.exec(webpackConfig)?.[1];
    expect(directives.get('trusted-types')).toEqual([DEFAULT_POLICY, webpackPolicy]);
  });

  it('add the API origin to connect-src only when the build calls it directly', () => {
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    const direct = new Map(headersFromNginxConf(conf, { API_ORIGIN: 'https://api.hatvui.vn', STYLE_HASHES: HASHES }));
    expect(direct.get('Content-Security-Policy')).toContain("connect-src 'self' https://accounts.google.com/gsi/ https://api.hatvui.vn;");
  });

  it('send the rest: HSTS on subdomains too, no framing, no cross-origin reads, no obsolete permission', () => {
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });

  it('refuse a placeholder the server cannot fill, rather than send it as it is', () => {
    expect(() => headersFromNginxConf('add_header X-Thing "a ${SOMETHING_NEW} b" always;')).toThrow(/SOMETHING_NEW/);
  });
});
