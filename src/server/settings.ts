// The production server's settings, from its environment (README: Deploying).
import os from 'node:os';
import { addressList, LOOPBACK, type VisitorSettings } from './visitor';

/** The share cards' limits (src/server/cards/cardDrawer.ts). */
export interface CardSettings {
  /** Origins besides the API's that the cards' pictures may come from (a CDN): CARD_IMAGE_ORIGINS. */
  imageOrigins: string[];
  /** Cards drawn at once at most; a request beyond them gets the site's image: CARD_MAX_DRAWS. */
  maxDraws: number;
  /**
   * Draws that may wait for a thread beyond those (link fetchers of a few new shares at once), after
   * which a request gets the site's image: three per thread by default.
   */
  waitingDraws?: number;
  /** Whether SVG pictures are drawn too (the sandbox's placeholders): CARD_SVG_IMAGES=1. */
  svgImages: boolean;
}

export interface ServerSettings {
  apiUrl: string;
  port: number;
  host: string;
  apiOrigin: string;
  proxied: string[];
  cards: CardSettings;
  visitors: VisitorSettings;
}

/** One draw per core: a draw is ~150 ms of a core, and the share pages need the rest. */
// The cores but one draw cards (at least one): one core always answers the pages.
export const defaultCardSettings = (): CardSettings => ({ imageOrigins: [], maxDraws: Math.max(1, os.availableParallelism() - 1), svgImages: false });

/** CARD_IMAGE_ORIGINS: origins, comma- or space-separated, each `https://host[:port]` and nothing more. */
function imageOrigins(value: string | undefined): string[] | { error: string } {
  const origins: string[] = [];
  for (const item of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
      return { error: `CARD_IMAGE_ORIGINS: ${item} is not an origin (https://cdn.example.com)` };
    }
    origins.push(url.origin);
  }
  return origins;
}

function cardSettings(env: NodeJS.ProcessEnv): CardSettings | { error: string } {
  const origins = imageOrigins(env.CARD_IMAGE_ORIGINS);
  if ('error' in origins) return origins;
  const draws = (env.CARD_MAX_DRAWS ?? '').trim();
  if (draws && !/^[1-9]\d{0,2}$/.test(draws)) return { error: 'CARD_MAX_DRAWS must be a whole number from 1, e.g. 2' };
  return { ...defaultCardSettings(), imageOrigins: origins, svgImages: env.CARD_SVG_IMAGES === '1', ...(draws ? { maxDraws: Number(draws) } : {}) };
}

/**
 * NGINX_ADDRESSES (addresses or CIDR ranges, space- or comma-separated; loopback by default): where
 * nginx connects from, whose X-Forwarded-For names the visitor (src/server/visitor.ts). EXEMPT_LOCAL
 * (1 by default, as deploy/nginx-conf.sh's): this machine's own requests are under no per-visitor bound.
 */
function visitorSettings(env: NodeJS.ProcessEnv): VisitorSettings | { error: string } {
  const items = (env.NGINX_ADDRESSES ?? '').split(/[\s,]+/).filter(Boolean);
  const proxies = addressList(items.length ? items : LOOPBACK);
  if ('error' in proxies) return { error: `NGINX_ADDRESSES: ${proxies.error} is not an address or a CIDR range` };
  const exempt = (env.EXEMPT_LOCAL ?? '1').trim();
  if (!/^[01]$/.test(exempt)) return { error: 'EXEMPT_LOCAL must be 1 or 0' };
  return { proxies, exemptLocal: exempt === '1' };
}

/**
 * The settings, or why they cannot be used. HOST is loopback unless set: nginx on the same machine is
 * the server's only client; a container (or nginx on another machine) sets HOST=0.0.0.0 or an address.
 */
export function serverSettings(env: NodeJS.ProcessEnv): ServerSettings | { error: string } {
  const apiUrl = (env.API_URL ?? '').trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(apiUrl)) {
    return { error: 'API_URL must be the API origin, e.g. API_URL=https://api.example.com npm run serve' };
  }
  const cards = cardSettings(env);
  if ('error' in cards) return cards;
  const visitors = visitorSettings(env);
  if ('error' in visitors) return visitors;
  return {
    apiUrl,
    port: Number(env.PORT ?? 8080),
    host: env.HOST || '127.0.0.1',
    apiOrigin: env.API_ORIGIN ?? '',
    proxied: (env.PROXY_PATHS ?? '/v1').split(',').filter(Boolean),
    cards,
    visitors,
  };
}
