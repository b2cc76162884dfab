// Reads a `POST /rum` body (src/lib/rum.ts) field by field. A label the server does not know (a route,
// a browser, a kind of rendering, a connection or an LCP element it has no name for) becomes "other",
// so no client can grow the label sets; anything else that is not as described (a wrong type, a value
// out of range, a field too many, an unknown vital) refuses the whole batch.
import { OTHER_ROUTE } from '../lib/routeMatch';
import { routes } from '../lib/routes';
import { BROWSERS, CONNECTIONS, LCP_ELEMENTS, LCP_PHASES, RENDERINGS, VITAL_NAMES, type LcpPhases, type VitalName } from '../lib/rum';

/** The routes' patterns: the only routes a batch may name. */
export const ROUTE_PATTERNS: readonly string[] = Object.values(routes).map((route) => route.path);

/** The label of a value the server does not know (the same as an unknown route's). */
const OTHER = OTHER_ROUTE;
/** The connection label of a page whose browser did not say. */
const UNKNOWN_CONNECTION = 'unknown';

/** The largest value taken: 10 minutes (a time in ms), or a CLS of 100. */
const MAX_VALUE = { ms: 600_000, CLS: 100 } as const;

interface ReadVital {
  name: VitalName;
  value: number;
  /** LCP only. */
  element?: string;
  phases?: LcpPhases;
}

/** A batch as the metrics take it: every label one of the known values or "other". */
export interface ReadBatch {
  route: string;
  rendering: string;
  browser: string;
  connection: string;
  vitals: ReadVital[];
}

export type BatchReading = { ok: true; batch: ReadBatch } | { ok: false; message: string };

class Refused extends Error {}

const refuse = (field: string, expected: string): never => {
  throw new Refused(`${field}: ${expected}`);
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyFields(object: Record<string, unknown>, allowed: readonly string[], at: string) {
  const extra = Object.keys(object).find((key) => !allowed.includes(key));
  if (extra !== undefined) refuse(`${at}${extra}`, 'not a field of a batch');
}

/** A label: a string, one of `known` or else "other". */
function label(value: unknown, field: string, known: readonly string[] | ((value: string) => boolean)): string {
  if (typeof value !== 'string') return refuse(field, 'a string');
  return (typeof known === 'function' ? known(value) : known.includes(value)) ? value : OTHER;
}

function number(value: unknown, field: string, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    return refuse(field, `a number from 0 to ${max}`);
  }
  return value;
}

function readVital(value: unknown, at: string): ReadVital {
  if (!isObject(value)) return refuse(at, 'an object');
  if (typeof value.name !== 'string' || !(VITAL_NAMES as readonly string[]).includes(value.name)) {
    return refuse(`${at}.name`, VITAL_NAMES.join(', '));
  }
  const name = value.name as VitalName;
  const max = name === 'CLS' ? MAX_VALUE.CLS : MAX_VALUE.ms;
  if (name !== 'LCP') {
    onlyFields(value, ['name', 'value'], `${at}.`);
    return { name, value: number(value.value, `${at}.value`, max) };
  }
  onlyFields(value, ['name', 'value', 'element', 'phases'], `${at}.`);
  const { phases } = value;
  if (!isObject(phases)) return refuse(`${at}.phases`, 'an object');
  onlyFields(phases, LCP_PHASES, `${at}.phases.`);
  const read = Object.fromEntries(LCP_PHASES.map((phase) => [phase, number(phases[phase], `${at}.phases.${phase}`, MAX_VALUE.ms)])) as LcpPhases;
  return {
    name,
    value: number(value.value, `${at}.value`, max),
    element: label(value.element, `${at}.element`, LCP_ELEMENTS),
    phases: read,
  };
}

function readBatch(body: unknown): ReadBatch {
  if (!isObject(body)) return refuse('batch', 'a JSON object');
  onlyFields(body, ['route', 'rendering', 'browser', 'connection', 'vitals'], '');
  const { vitals } = body;
  if (!Array.isArray(vitals) || vitals.length === 0 || vitals.length > VITAL_NAMES.length) {
    return refuse('vitals', `a list of 1 to ${VITAL_NAMES.length} vitals`);
  }
  const read = vitals.map((vital, i) => readVital(vital, `vitals[${i}]`));
  const twice = read.find((vital, i) => read.findIndex((other) => other.name === vital.name) !== i);
  if (twice) refuse('vitals', `${twice.name} twice (a page view sends each vital once)`);
  return {
    // A route is known by its pattern, never by a URL: anything else is "other".
    route: label(body.route, 'route', ROUTE_PATTERNS),
    rendering: label(body.rendering, 'rendering', RENDERINGS),
    browser: label(body.browser, 'browser', BROWSERS),
    connection: body.connection === undefined ? UNKNOWN_CONNECTION : label(body.connection, 'connection', CONNECTIONS),
    vitals: read,
  };
}

/** Reads a batch from the body's text. */
export function readRumBatch(text: string): BatchReading {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: 'batch: not JSON' };
  }
  try {
    return { ok: true, batch: readBatch(body) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
