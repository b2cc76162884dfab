// Who a request comes from, the one spelling for the whole server: the socket's address, unless that
// socket is nginx in front (NGINX_ADDRESSES: loopback by default), whose X-Forwarded-For names the
// visitor ($remote_addr, after its own TRUSTED_PROXIES). And the key a per-visitor bound counts under,
// as nginx's $hv_visitor / $hv_rate_key (deploy/nginx.conf): an IPv4 address, an IPv6 /64 (one
// subscriber holds a whole /64), and nothing at all for this machine when EXEMPT_LOCAL (its health
// checks and benchmarks). __tests__/deploy/nginxRateKey.test.ts holds both to the same keys.
import net from 'node:net';
import type { IncomingMessage } from 'node:http';

export interface VisitorSettings {
  /** The addresses nginx connects from: their X-Forwarded-For is the visitor. */
  proxies: net.BlockList;
  /** Requests from this machine are counted under no visitor (deploy/nginx-conf.sh's EXEMPT_LOCAL). */
  exemptLocal: boolean;
}

/** A BlockList of addresses and CIDR ranges (`127.0.0.0/8 ::1`), or the first item that is neither. */
export function addressList(items: readonly string[]): net.BlockList | { error: string } {
  const list = new net.BlockList();
  for (const item of items) {
    const [address = '', prefix] = item.split('/');
    const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
    const bits = prefix === undefined ? undefined : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (!type || (bits !== undefined && !(bits <= (type === 'ipv4' ? 32 : 128)))) return { error: item };
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

export const LOOPBACK = ['127.0.0.0/8', '::1'];

export const defaultVisitorSettings = (): VisitorSettings => ({ proxies: addressList(LOOPBACK) as net.BlockList, exemptLocal: true });

/** `::ffff:1.2.3.4` is 1.2.3.4: node writes an IPv4 client of a dual-stack socket that way. */
const unmapped = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

const has = (list: net.BlockList, address: string) => {
  const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
  return type !== undefined && list.check(address, type);
};

/**
 * The visitor's address: the socket's, or, when the socket is nginx's, the last address its
 * X-Forwarded-For names (nginx sets the header to one address; a list's last item is the one the
 * nearest proxy added). A header that names no address leaves the socket's.
 */
export function visitorAddress(req: IncomingMessage, settings: VisitorSettings): string {
  const socket = unmapped(req.socket.remoteAddress ?? '');
  if (!has(settings.proxies, socket)) return socket;
  const header = req.headers['x-forwarded-for'];
  const named = unmapped((Array.isArray(header) ? header.at(-1) : header)?.split(',').at(-1)?.trim() ?? '');
  return net.isIP(named) ? named : socket;
}

const LOCAL = addressList(LOOPBACK) as net.BlockList;

/** The eight groups of a valid IPv6 address, however written (`::`, leading zeros, an IPv4 tail). */
export function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** What a per-visitor bound counts `address` under: '' (no bound) for this machine when exempt. */
export function visitorKey(address: string, settings: Pick<VisitorSettings, 'exemptLocal'>): string {
  const plain = unmapped(address);
  if (settings.exemptLocal && has(LOCAL, plain)) return '';
  if (!net.isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
}
