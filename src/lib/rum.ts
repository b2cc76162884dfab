// What a page sends to `POST /rum` (RUM_URL): the web vitals of one page view, measured in the visitor's
// browser (src/lib/vitals/), and what the production server accepts (src/server/rumBatch.ts). Every
// label is one of a few known values, so the server's label sets stay bounded; nothing names a person.

/** The vitals measured, as web-vitals names them. Times in milliseconds; CLS has no unit. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Google's thresholds: at most the first is "good", above the second "poor" (web.dev/articles/vitals;
 * the same figures as web-vitals' LCPThresholds and the others).
 */
export const THRESHOLDS: Readonly<Record<VitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/**
 * How the page's HTML came: rendered by the server, prerendered at build time, or the bare app shell;
 * or "navigated": a page reached by an in-app navigation, drawn by the app already running.
 */
export const RENDERINGS = ['server', 'prerendered', 'shell', 'navigated'] as const;
export type Rendering = (typeof RENDERINGS)[number];

/** The in-app browser, from the user agent (only this family is sent, never the user agent itself). */
export const BROWSERS = ['zalo', 'facebook', 'other'] as const;
export type Browser = (typeof BROWSERS)[number];

/** The connection's effective type, where the browser says it (Network Information API). */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** What the largest contentful paint was. */
export const LCP_ELEMENTS = ['image', 'text', 'video', 'other'] as const;
export type LcpElement = (typeof LCP_ELEMENTS)[number];

/** LCP split into its four phases (web-vitals' attribution), in milliseconds; they add up to LCP. */
export const LCP_PHASES = ['ttfb', 'loadDelay', 'loadDuration', 'renderDelay'] as const;
export type LcpPhases = Record<(typeof LCP_PHASES)[number], number>;

export type RumVital = { name: 'LCP'; value: number; element: LcpElement; phases: LcpPhases } | { name: Exclude<VitalName, 'LCP'>; value: number };

/** One page view's measurements, sent as JSON (a page view sends each vital once). */
export interface RumBatch {
  /** The route's pattern (src/lib/routeMatch.ts), never the URL. */
  route: string;
  rendering: Rendering;
  browser: Browser;
  /** Absent where the browser does not say. */
  connection?: Connection;
  vitals: RumVital[];
}

/** The largest batch the server reads (bytes); a page's is a few hundred. */
export const RUM_MAX_BYTES = 8 * 1024;
