// A test file in Node's environment runs without MSW, whose "unhandled request" error kept a stray
// request from leaving this machine. This keeps it here instead: a connection to any host but this
// machine's fails, with an error that names the host, before any lookup or packet. Every way Node opens
// a TCP connection (http, https, fetch, net, tls) goes through net.Socket's connect.
import net from 'node:net';

const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The host a call of Socket#connect names; undefined for a local (Unix) socket. */
function hostOf(args: unknown[]): string | undefined {
  // net.connect() hands over its normalised arguments as one array: [options, callback].
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  if (typeof first === 'object' && first !== null) {
    const options = first as { path?: string; host?: string };
    return options.path ? undefined : (options.host ?? 'localhost');
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) return typeof second === 'string' ? second : 'localhost';
  // A string that is no port is a socket's path.
  return undefined;
}

/** Refuses connections to other hosts until the returned function is called. */
export function loopbackOnly(): () => void {
  const prototype = net.Socket.prototype;
  const original = (Object.getOwnPropertyDescriptor(prototype, 'connect') as { value: (this: net.Socket, ...args: unknown[]) => net.Socket }).value;
  const guarded = function (this: net.Socket, ...args: unknown[]) {
    const host = hostOf(args);
    if (host !== undefined && !THIS_MACHINE.has(host)) {
      process.nextTick(() => this.destroy(new Error(`a test may not reach ${host}: only this machine (__tests__/support/loopbackOnly.ts)`)));
      return this;
    }
    return original.apply(this, args);
  };
  Object.defineProperty(prototype, 'connect', { value: guarded, writable: true, configurable: true });
  return () => {
    Object.defineProperty(prototype, 'connect', { value: original, writable: true, configurable: true });
  };
}
