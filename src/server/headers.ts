// The response headers of every answer, read from deploy/nginx.conf's `add_header` lines: the server
// and nginx send the same ones because there is one list (webpack gives the server that file's text).

/** `add_header Name "value" always;` lines with a literal value; nginx variables are nginx's own. */
const ADD_HEADER = /^\s*add_header\s+([A-Za-z-]+)\s+"([^"]*)"(?:\s+always)?\s*;/gm;

/**
 * The headers deploy/nginx.conf adds, with its `${API_ORIGIN}` placeholder filled as envsubst fills it
 * (the API's origin when the browser calls it directly, else empty): byte for byte what nginx sends.
 */
export function headersFromNginxConf(conf: string, apiOrigin = ''): [name: string, value: string][] {
  return [...conf.matchAll(ADD_HEADER)].map(([, name, value]) => [
    name!,
    value!.replace('${API_ORIGIN}', apiOrigin),
  ]);
}
