/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { SAVE_WAIT_MAX_MS, serverSaveWaitMs } from '../../../src/features/songs/uploadWait';
import { MAX_THUMBNAIL_BYTES, MAX_VIDEO_BYTES, MB } from '../../../src/features/songs/validation';

describe('how long the page waits for the server to store an upload', () => {
  it('is two minutes plus a second per megabyte begun', () => {
    expect(serverSaveWaitMs(0)).toBe(120_000);
    expect(serverSaveWaitMs(5_000)).toBe(121_000);
    expect(serverSaveWaitMs(50 * MB)).toBe(170_000);
    expect(serverSaveWaitMs(300 * MB + 1)).toBe(421_000);
  });

  it('never exceeds ten minutes, which the largest upload reaches', () => {
    expect(SAVE_WAIT_MAX_MS).toBe(600_000);
    expect(serverSaveWaitMs(MAX_VIDEO_BYTES + MAX_THUMBNAIL_BYTES)).toBe(SAVE_WAIT_MAX_MS);
    expect(serverSaveWaitMs(10_000 * MB)).toBe(SAVE_WAIT_MAX_MS);
  });
});

describe('nginx in front of the upload (deploy/nginx.conf)', () => {
  const conf = fs.readFileSync(path.join(__dirname, '../../../deploy/nginx.conf'), 'utf8');
  // Up to the location's own closing brace, at its indentation (`${API_UPSTREAM}` holds one too, and the
  // path checks' `if` blocks close deeper).
  const block = /\n( *)location = \/v1\/songs\/uploadVideoSong \{([\s\S]*?)\n\1\}\n/.exec(conf)?.[2] ?? '';
  const directive = (name: string) => new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(block)?.[1];

  it('has a location of its own that waits for the answer as long as the page does', () => {
    expect(block).not.toBe('');
    const readTimeout = directive('proxy_read_timeout');
    expect(readTimeout).toMatch(/^\d+s$/);
    expect(Number.parseInt(readTimeout!, 10) * 1000).toBeGreaterThanOrEqual(SAVE_WAIT_MAX_MS);
  });

  it('takes the largest upload, and proxies it as /v1/ does', () => {
    const maxBody = directive('client_max_body_size');
    expect(maxBody).toMatch(/^\d+m$/);
    expect(Number.parseInt(maxBody!, 10) * MB).toBeGreaterThan(MAX_VIDEO_BYTES + MAX_THUMBNAIL_BYTES);
    expect(directive('proxy_pass')).toBe('${API_UPSTREAM}');
    expect(directive('proxy_request_buffering')).toBe('off');
    // Its own add_header would drop every header the server block adds (CSP, HSTS, …).
    expect(block).not.toMatch(/add_header/);
  });
});
