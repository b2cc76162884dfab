// The year-in-review share image, drawn in the browser. Only shapes and text: no outside image is
// ever drawn, so the canvas is never tainted and toBlob always works. Avatars are initials.
import { BRAND, SITE_URL } from '../../lib/config';
import { formatCount } from '../../lib/format';

export const SHARE_CARD = { width: 1080, height: 1350, fileName: 'hat-vui-2022.png' } as const;

const FONT = '"Be Vietnam Pro", system-ui, sans-serif';

export interface ShareCardData {
  name: string;
  uid: string;
  recordings: number;
  minutes: number;
  diamonds: number;
  duets: number;
  topSong: { name: string; artist: string } | null;
}

/** Every weight the card uses, with Vietnamese letters, so the canvas never falls back mid-draw. */
export async function loadShareFonts(sample: string, timeoutMs = 3000): Promise<void> {
  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  if (!fonts?.load) return;
  const loads = ['400', '600', '700'].map((weight) => fonts.load(`${weight} 48px ${FONT}`, sample));
  // A font that never arrives must not keep the card from being drawn.
  await Promise.race([Promise.allSettled(loads), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

const PALETTE = ['#6d28d9', '#b4235a', '#0f766e', '#1d4ed8', '#b45309', '#7c3aed', '#be123c', '#047857'];

const colourFor = (seed: string) => {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
};

const initialOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return Array.from(words[words.length - 1] ?? '?')[0]?.toLocaleUpperCase('vi-VN') ?? '?';
};

/** Shrinks the text until it fits `maxWidth`, then cuts it with an ellipsis if it still does not. */
const fitText = (ctx: CanvasRenderingContext2D, text: string, weight: number, size: number, minSize: number, maxWidth: number) => {
  let current = size;
  ctx.font = `${weight} ${current}px ${FONT}`;
  while (ctx.measureText(text).width > maxWidth && current > minSize) {
    current -= 2;
    ctx.font = `${weight} ${current}px ${FONT}`;
  }
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = Array.from(text);
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
};

const roundRect = (ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) => {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
};

const glow = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number, colour: string) => {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, colour);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
};

const note = (ctx: CanvasRenderingContext2D, x: number, y: number, s: number, colour: string) => {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s, s);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.ellipse(0, 40, 14, 10, -0.4, 0, Math.PI * 2);
  ctx.ellipse(48, 32, 14, 10, -0.4, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(10, -8, 5, 48);
  ctx.fillRect(58, -16, 5, 48);
  ctx.beginPath();
  ctx.moveTo(10, -8);
  ctx.lineTo(63, -16);
  ctx.lineTo(63, -4);
  ctx.lineTo(10, 4);
  ctx.fill();
  ctx.restore();
};

const logo = (ctx: CanvasRenderingContext2D, x: number, y: number, size: number) => {
  const k = size / 48;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(k, k);
  ctx.fillStyle = '#6d28d9';
  roundRect(ctx, 0, 0, 48, 48, 14);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, 18, 9, 12, 20, 6);
  ctx.fill();
  ctx.lineCap = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#f5b700';
  ctx.beginPath();
  ctx.arc(24, 23, 11, 0, Math.PI);
  ctx.stroke();
  ctx.strokeStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(24, 34);
  ctx.lineTo(24, 40);
  ctx.moveTo(18, 40);
  ctx.lineTo(30, 40);
  ctx.stroke();
  ctx.restore();
};

/** Draws the whole card on a SHARE_CARD-sized 2D context. */
export function drawShareCard(ctx: CanvasRenderingContext2D, data: ShareCardData): void {
  const { width: W, height: H } = SHARE_CARD;
  const cx = W / 2;

  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#1a1033');
  bg.addColorStop(0.55, '#3b1a75');
  bg.addColorStop(1, '#8a1c4a');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);
  glow(ctx, W - 80, 120, 420, 'rgba(245,183,0,0.28)');
  glow(ctx, 60, H - 160, 460, 'rgba(109,40,217,0.55)');
  note(ctx, 900, 330, 1.6, 'rgba(255,255,255,0.14)');
  note(ctx, 130, 280, 1.1, 'rgba(245,183,0,0.22)');

  // Brand
  logo(ctx, 72, 72, 72);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 44px ${FONT}`;
  ctx.fillText(BRAND, 164, 110);
  ctx.textAlign = 'right';
  ctx.font = `600 36px ${FONT}`;
  ctx.fillStyle = '#f5b700';
  ctx.fillText('Nhìn lại 2022', W - 72, 110);

  // Who
  ctx.textAlign = 'center';
  const avatarY = 330;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(cx, avatarY, 106, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = colourFor(data.uid || data.name);
  ctx.beginPath();
  ctx.arc(cx, avatarY, 98, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 104px ${FONT}`;
  ctx.fillText(initialOf(data.name), cx, avatarY + 6);

  ctx.fillStyle = '#e4dcf7';
  ctx.font = `400 40px ${FONT}`;
  ctx.fillText('Năm 2022 của', cx, 500);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(fitText(ctx, data.name, 700, 76, 48, W - 160), cx, 574);

  // Key numbers, two by two
  const stats = [
    { value: data.recordings, label: 'bản thu' },
    { value: data.minutes, label: 'phút ca hát' },
    { value: data.diamonds, label: 'kim cương nhận' },
    { value: data.duets, label: 'lần song ca' },
  ];
  const boxW = 440;
  const boxH = 200;
  const gap = 40;
  const left = (W - boxW * 2 - gap) / 2;
  stats.forEach((stat, i) => {
    const x = left + (i % 2) * (boxW + gap);
    const y = 680 + Math.floor(i / 2) * (boxH + gap);
    ctx.fillStyle = 'rgba(255,255,255,0.1)';
    roundRect(ctx, x, y, boxW, boxH, 32);
    ctx.fill();
    ctx.fillStyle = '#f5b700';
    ctx.fillText(fitText(ctx, formatCount(stat.value), 700, 88, 48, boxW - 48), x + boxW / 2, y + 84);
    ctx.fillStyle = '#ffffff';
    ctx.font = `400 36px ${FONT}`;
    ctx.fillText(stat.label, x + boxW / 2, y + 152);
  });

  // The song of the year
  if (data.topSong) {
    ctx.fillStyle = '#e4dcf7';
    ctx.font = `400 34px ${FONT}`;
    ctx.fillText('Bài hát tủ', cx, 1170);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(fitText(ctx, `${data.topSong.name} – ${data.topSong.artist}`, 600, 44, 30, W - 160), cx, 1222);
  }

  ctx.fillStyle = '#d6cdef';
  ctx.font = `400 30px ${FONT}`;
  ctx.fillText(SITE_URL.replace(/^https?:\/\//, ''), cx, H - 56);
}

/** The canvas as a PNG file. */
export const canvasToBlob = (canvas: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob returned nothing'))), 'image/png');
  });
