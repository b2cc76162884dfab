// Placeholder media for the sandbox's same-origin URLs (/sandbox/img/*, /sandbox/media/*), so pages
// show no broken images or players and never reach another host.
import { escapeHtml } from '../lib/escapeHtml';
import { findUser } from './db';

const hueOf = (s: string): number => {
  let h = 0;
  for (const ch of s) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return h;
};

/** Vietnamese names put the given name last: "Nguyễn Thu Trang" → "T". */
const initialOf = (name: string): string => (name.trim().split(/\s+/).pop() ?? '?').charAt(0).toUpperCase();

/**
 * An SVG for a file name such as `cover-101-640x640.svg` (size from the `WxH` part, 256×256 without one)
 * or `avatar-100001.svg` (a circle with the user's initial).
 */
export const svgPlaceholder = (fileName: string): string => {
  const base = fileName.replace(/\.svg$/i, '');
  const size = /-(\d{2,4})x(\d{2,4})$/.exec(base);
  const width = size ? Number(size[1]) : 256;
  const height = size ? Number(size[2]) : 256;
  const hue = hueOf(base);
  const avatar = /^avatar-(.+)$/.exec(base);
  if (avatar) {
    const name = findUser(avatar[1] ?? '')?.name ?? '?';
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 256 256">`,
      `<rect width="256" height="256" fill="hsl(${hue} 55% 42%)"/>`,
      `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="120" fill="#fff">${escapeHtml(initialOf(name))}</text>`,
      '</svg>',
    ].join('');
  }
  const note = Math.min(width, height) * 0.4;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 22%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="${width / 2}" y="${height / 2}" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(note)}" fill="rgba(255,255,255,.55)">♪</text>`,
    '</svg>',
  ].join('');
};

/** One second of silence: 8 kHz, 8-bit mono PCM in a WAV container (about 8 KB). */
export const silentWav = (seconds = 1): ArrayBuffer => {
  const sampleRate = 8000;
  const samples = sampleRate * seconds;
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const ascii = (offset: number, s: string) => {
    for (let i = 0; i < s.length; i += 1) view.setUint8(offset + i, s.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  // 8-bit PCM is unsigned: 128 is silence.
  new Uint8Array(buffer, 44).fill(128);
  return buffer;
};
