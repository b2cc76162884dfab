// The look of each seasonal event page: an accent for actions on white, a dark banner gradient that
// white text reads on, and a motif drawn in inline SVG. Data only (no request, no image file), so the
// event chunk stays small and a new slug from the API still gets the default look.
import { EVENT_SLUGS, type EventSlug } from './eventSlugs';

export type EventMotif =
  'snow' | 'fireworks' | 'blossom' | 'envelope' | 'hearts' | 'flowers' | 'flag' | 'lotus' | 'moon' | 'pumpkin' | 'tie' | 'notes';

interface EventThemeSpec {
  /** Short season name above the title. */
  season: string;
  motif: EventMotif;
  /** Buttons (white text on it), links and rank numbers on white: ≥ 4.5:1 against #fff. */
  accent: string;
  /** The banner gradient, from top left to bottom right; white text on either end ≥ 4.5:1. */
  bannerFrom: string;
  bannerTo: string;
  /** Colour of the motif: decoration only, never text. */
  highlight: string;
}

export interface EventTheme extends EventThemeSpec {
  /** A pale wash of the accent for chips and rank badges; accent text on it stays ≥ 4.5:1. */
  accentSoft: string;
  /** Text on the banner. */
  bannerText: string;
}

const CHRISTMAS = 'Mùa Giáng Sinh';
const NEW_YEAR = 'Chào năm mới';
const TET = 'Tết Nguyên Đán';
const VALENTINE = 'Lễ Tình nhân';
const WOMEN = 'Ngày của phái đẹp';
const COUNTRY = 'Mừng đất nước';
const VU_LAN = 'Mùa Vu Lan';
const MID_AUTUMN = 'Tết Trung thu';
const HALLOWEEN = 'Halloween';
const MOTHER = 'Ngày của Mẹ';
const FATHER = 'Ngày của Cha';

const THEMES: Record<EventSlug, EventThemeSpec> = {
  'ngan-vang-don-giang-sinh': {
    season: CHRISTMAS,
    motif: 'snow',
    accent: '#b91c1c',
    bannerFrom: '#7f1d1d',
    bannerTo: '#14532d',
    highlight: '#fde68a',
  },
  'am-vang-chao-nam-moi-2023': {
    season: NEW_YEAR,
    motif: 'fireworks',
    accent: '#6d28d9',
    bannerFrom: '#1e1b4b',
    bannerTo: '#581c87',
    highlight: '#fcd34d',
  },
  'vui-xuan-don-tet-2023': { season: TET, motif: 'blossom', accent: '#b91c1c', bannerFrom: '#7f1d1d', bannerTo: '#9a3412', highlight: '#fbbf24' },
  'valentine-ngot-ngao': { season: VALENTINE, motif: 'hearts', accent: '#be185d', bannerFrom: '#831843', bannerTo: '#4c0519', highlight: '#fbcfe8' },
  'loi-ca-tang-nang': { season: WOMEN, motif: 'flowers', accent: '#9d174d', bannerFrom: '#831843', bannerTo: '#581c87', highlight: '#f9a8d4' },
  'dat-nuoc-loi-ru': { season: COUNTRY, motif: 'flag', accent: '#b91c1c', bannerFrom: '#991b1b', bannerTo: '#7f1d1d', highlight: '#facc15' },
  'vu-lan-mua-hieu-hanh-2023': {
    season: VU_LAN,
    motif: 'lotus',
    accent: '#9d174d',
    bannerFrom: '#500724',
    bannerTo: '#3f3f46',
    highlight: '#f9a8d4',
  },
  'trung-thu-sum-vay-2023': {
    season: MID_AUTUMN,
    motif: 'moon',
    accent: '#92400e',
    bannerFrom: '#1e1b4b',
    bannerTo: '#7c2d12',
    highlight: '#fde68a',
  },
  'happy-halloween': { season: HALLOWEEN, motif: 'pumpkin', accent: '#b33c0b', bannerFrom: '#1c1917', bannerTo: '#431407', highlight: '#fb923c' },
  'giang-sinh-an-lanh': { season: CHRISTMAS, motif: 'snow', accent: '#166534', bannerFrom: '#14532d', bannerTo: '#1e3a8a', highlight: '#ffffff' },
  'happy-new-year-2024': {
    season: NEW_YEAR,
    motif: 'fireworks',
    accent: '#8a5306',
    bannerFrom: '#0c0a09',
    bannerTo: '#312e81',
    highlight: '#facc15',
  },
  'tet-sum-vay-2024': { season: TET, motif: 'blossom', accent: '#be123c', bannerFrom: '#881337', bannerTo: '#7c2d12', highlight: '#f9a8d4' },
  'happy-valentine-day-2024': {
    season: VALENTINE,
    motif: 'hearts',
    accent: '#be123c',
    bannerFrom: '#9f1239',
    bannerTo: '#3b0764',
    highlight: '#fda4af',
  },
  'happy-women-day-2024': { season: WOMEN, motif: 'flowers', accent: '#7e22ce', bannerFrom: '#581c87', bannerTo: '#831843', highlight: '#e9d5ff' },
  'mung-dai-le-2024': { season: COUNTRY, motif: 'flag', accent: '#c81e1e', bannerFrom: '#b91c1c', bannerTo: '#450a0a', highlight: '#fde047' },
  'me-tuyet-voi-nhat': { season: MOTHER, motif: 'flowers', accent: '#be185d', bannerFrom: '#831843', bannerTo: '#9d174d', highlight: '#fecdd3' },
  'vu-lan-mua-bao-hieu': { season: VU_LAN, motif: 'lotus', accent: '#7e22ce', bannerFrom: '#3b0764', bannerTo: '#831843', highlight: '#fbcfe8' },
  'dem-hoi-trang-ram': { season: MID_AUTUMN, motif: 'moon', accent: '#b33c0b', bannerFrom: '#172554', bannerTo: '#431407', highlight: '#fed7aa' },
  'le-hoi-ma-quai': { season: HALLOWEEN, motif: 'pumpkin', accent: '#7e22ce', bannerFrom: '#0f0a1e', bannerTo: '#3b0764', highlight: '#a3e635' },
  'dieu-uoc-giang-sinh': { season: CHRISTMAS, motif: 'snow', accent: '#1d4ed8', bannerFrom: '#172554', bannerTo: '#4c1d95', highlight: '#e0f2fe' },
  'chao-nam-moi-2025': { season: NEW_YEAR, motif: 'fireworks', accent: '#0e7490', bannerFrom: '#082f49', bannerTo: '#3b0764', highlight: '#67e8f9' },
  'uoc-nguyen-dau-nam': { season: TET, motif: 'blossom', accent: '#b33c0b', bannerFrom: '#7c2d12', bannerTo: '#450a0a', highlight: '#fde047' },
  'tinh-nhan-valentine': { season: VALENTINE, motif: 'hearts', accent: '#a21caf', bannerFrom: '#701a75', bannerTo: '#1e1b4b', highlight: '#f0abfc' },
  'loi-yeu-thuong': { season: WOMEN, motif: 'flowers', accent: '#a21caf', bannerFrom: '#4a044e', bannerTo: '#831843', highlight: '#f5d0fe' },
  'dat-nuoc-tron-niem-vui': { season: COUNTRY, motif: 'flag', accent: '#166534', bannerFrom: '#7f1d1d', bannerTo: '#14532d', highlight: '#fde047' },
  'hoa-xinh-tang-me': { season: MOTHER, motif: 'flowers', accent: '#a21caf', bannerFrom: '#701a75', bannerTo: '#9d174d', highlight: '#fbcfe8' },
  'mung-ngay-cua-cha': { season: FATHER, motif: 'tie', accent: '#1d4ed8', bannerFrom: '#172554', bannerTo: '#1e3a8a', highlight: '#bfdbfe' },
  'am-vang-non-song': { season: COUNTRY, motif: 'flag', accent: '#047857', bannerFrom: '#064e3b', bannerTo: '#7f1d1d', highlight: '#fde047' },
  'vu-lan-bao-hieu': { season: VU_LAN, motif: 'lotus', accent: '#0f766e', bannerFrom: '#134e4a', bannerTo: '#500724', highlight: '#fecdd3' },
  'vui-tet-trung-thu': { season: MID_AUTUMN, motif: 'moon', accent: '#8a5306', bannerFrom: '#1e3a8a', bannerTo: '#78350f', highlight: '#fef08a' },
  'le-hoi-halloween-2025': {
    season: HALLOWEEN,
    motif: 'pumpkin',
    accent: '#9a3412',
    bannerFrom: '#18181b',
    bannerTo: '#4c1d95',
    highlight: '#fdba74',
  },
  'tet-vui-khui-li-xi': { season: TET, motif: 'envelope', accent: '#b91c1c', bannerFrom: '#991b1b', bannerTo: '#450a0a', highlight: '#facc15' },
};

/** The brand's own look, for an event the app does not know yet. */
const DEFAULT_EVENT_THEME_SPEC: EventThemeSpec = {
  season: 'Sự kiện',
  motif: 'notes',
  accent: '#6d28d9',
  bannerFrom: '#1a1033',
  bannerTo: '#2a1a52',
  highlight: '#f5b700',
};

// ---- Colour arithmetic (WCAG 2.1 relative luminance) ----

const channels = (hex: string): [number, number, number] => {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `amount` of `a` over `b` (0..1), as a browser paints a translucent colour. */
export const mix = (a: string, b: string, amount: number): string => {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c * amount + cb[i]! * (1 - amount)));
};

const relativeLuminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export const contrastRatio = (a: string, b: string): number => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

const complete = (spec: EventThemeSpec): EventTheme => ({
  ...spec,
  accentSoft: mix(spec.accent, '#ffffff', 0.1),
  bannerText: '#ffffff',
});

export const DEFAULT_EVENT_THEME: EventTheme = complete(DEFAULT_EVENT_THEME_SPEC);

const isKnownSlug = (slug: string): slug is EventSlug => (EVENT_SLUGS as readonly string[]).includes(slug);

/** The theme of an event page; any slug the app does not know gets the default. */
export const eventThemeFor = (slug: string): EventTheme => (isKnownSlug(slug) ? complete(THEMES[slug]) : DEFAULT_EVENT_THEME);

/** Whether a slug has a look of its own (rather than the default). */
export const hasOwnTheme = (slug: string): boolean => isKnownSlug(slug);

/** A theme's colours as the custom properties the event page's CSS reads. */
export const themeProperties = (theme: EventTheme): Record<`--event-${string}`, string> => ({
  '--event-accent': theme.accent,
  '--event-accent-soft': theme.accentSoft,
  '--event-from': theme.bannerFrom,
  '--event-to': theme.bannerTo,
});

/** The class of a themed event's page, which its rule (eventThemeRule) selects. */
export const themeClassOf = (slug: string) => `event-theme--${slug}`;

/**
 * The CSS rule of a themed event's colours, by its page's class; none for an event without a theme (the
 * brand's look is the stylesheet's own, eventThemes.css). Only the server's HTML carries one, its own
 * event's: the stylesheet would otherwise carry every event's colours into every event page.
 */
export function eventThemeRule(slug: string): string | undefined {
  if (!isKnownSlug(slug)) return undefined;
  const declarations = Object.entries(themeProperties(eventThemeFor(slug))).map(([name, value]) => `${name}:${value}`);
  return `.event-page.${themeClassOf(slug)}{${declarations.join(';')}}`;
}
