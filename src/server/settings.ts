// The production server's settings, from its environment (README: Deploying).

export interface ServerSettings {
  apiUrl: string;
  port: number;
  host: string;
  apiOrigin: string;
  proxied: string[];
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
  return {
    apiUrl,
    port: Number(env.PORT ?? 8080),
    host: env.HOST || '127.0.0.1',
    apiOrigin: env.API_ORIGIN ?? '',
    proxied: (env.PROXY_PATHS ?? '/v1').split(',').filter(Boolean),
  };
}
