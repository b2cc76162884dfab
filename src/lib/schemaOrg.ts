// Pieces of schema.org structured data (JSON-LD) that every share page's description shares: the
// server writes a page's description into its HTML (src/server/document.ts), for search engines and link
// preview parsers.
import { BRAND, SITE_URL } from './config';

export const SCHEMA_CONTEXT = 'https://schema.org';

/** Someone named on a page: a singer, a room's host. */
export const person = (name: string) => ({ '@type': 'Person', name });

/** The site, as the organiser or publisher of what it shows. */
export const site = () => ({ '@type': 'Organization', name: BRAND, url: SITE_URL });

/** A count people care about (`ListenAction`, `LikeAction`, …), as schema.org counts interactions. */
export const interactions = (counts: Record<string, number>) =>
  Object.entries(counts).map(([action, count]) => ({
    '@type': 'InteractionCounter',
    interactionType: `${SCHEMA_CONTEXT}/${action}`,
    userInteractionCount: count,
  }));

/** A length in seconds as ISO 8601 (`PT3M25S`). */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || whole === 0 ? `${rest}S` : ''}`;
}

/** A time in Vietnam's offset (`2026-11-16T00:00:00+07:00`): how the product states its dates. */
export function vietnamTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return `${new Date(time.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}
