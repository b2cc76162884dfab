// The table as an SVG chart: one panel per vital, a bar per route and browser as long as its 75th
// percentile, coloured by Google's rating, with the two thresholds drawn across.
import { escapeHtml } from '../../src/lib/escapeHtml';
import { THRESHOLDS, VITAL_NAMES, type VitalName } from '../../src/lib/rum';
import { formatValue, pageOf, ratingOf, type Row } from './table';

const COLOURS = { good: '#0c7d45', 'needs improvement': '#b26a00', poor: '#c62828' } as const;
const PANEL_WIDTH = 300;
const LABEL_WIDTH = 260;
const ROW_HEIGHT = 22;

function panel(vital: VitalName, rows: Row[], x: number, top: number) {
  const [good, poor] = THRESHOLDS[vital];
  const largest = Math.max(poor * 1.25, ...rows.map((row) => row.vitals[vital]?.p75 ?? 0));
  const scale = (value: number) => (value / largest) * (PANEL_WIDTH - 20);
  const height = rows.length * ROW_HEIGHT;
  const parts = [
    `<text x="${x}" y="${top - 8}" font-weight="700">${vital} p75</text>`,
    ...[good, poor].map(
      (threshold) =>
        `<line x1="${x + scale(threshold)}" x2="${x + scale(threshold)}" y1="${top}" y2="${top + height}" stroke="#888" stroke-dasharray="3 3"/>` +
        `<text x="${x + scale(threshold)}" y="${top + height + 14}" font-size="10" text-anchor="middle">${escapeHtml(formatValue(vital, threshold))}</text>`,
    ),
  ];
  rows.forEach((row, i) => {
    const figures = row.vitals[vital];
    const y = top + i * ROW_HEIGHT;
    if (!figures || figures.p75 === undefined) {
      parts.push(`<text x="${x + 4}" y="${y + 15}" font-size="11" fill="#888">–</text>`);
      return;
    }
    const rating = ratingOf(vital, figures.p75);
    parts.push(
      `<rect x="${x}" y="${y + 3}" width="${Math.max(1, scale(figures.p75)).toFixed(1)}" height="${ROW_HEIGHT - 6}" fill="${COLOURS[rating]}"><title>${escapeHtml(
        `${pageOf(row)} · ${row.browser}: ${vital} p75 ${formatValue(vital, figures.p75)}, ${Math.round((figures.good ?? 0) * 100)}% good, ${Math.round(figures.count)} page views (${rating})`,
      )}</title></rect>`,
      `<text x="${x + Math.max(1, scale(figures.p75)) + 4}" y="${y + 15}" font-size="11">${escapeHtml(formatValue(vital, figures.p75))}</text>`,
    );
  });
  return parts.join('');
}

/** The chart of `rows`, with `title` above it. */
export function drawChart(rows: Row[], title: string): string {
  const top = 60;
  const height = top + rows.length * ROW_HEIGHT + 40;
  const width = LABEL_WIDTH + VITAL_NAMES.length * (PANEL_WIDTH + 20);
  const labels = rows.map(
    (row, i) => `<text x="8" y="${top + i * ROW_HEIGHT + 15}" font-size="12">${escapeHtml(`${pageOf(row)} · ${row.browser}`)}</text>`,
  );
  const panels = VITAL_NAMES.map((vital, i) => panel(vital, rows, LABEL_WIDTH + i * (PANEL_WIDTH + 20), top));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="13">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="22" font-size="15" font-weight="700">${escapeHtml(title)}</text>`,
    ...labels,
    ...panels,
    '</svg>',
  ].join('\n');
}
