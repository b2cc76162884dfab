// Raw HTTP/1.1 for the live rooms' tests: a path exactly as spelled (fetch would encode it, and MSW
// answers a malformed one itself), and a stream read as it arrives, never waited to its end.
import net from 'node:net';

/** The status of GET `pathname` (as spelled), read from the status line; the connection is then dropped. */
export const statusOf = (origin: string, pathname: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    let got = '';
    const socket = net.connect(Number(port), hostname, () => {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: test\r\n${lines}\r\n`);
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      got += chunk;
      if (!got.includes('\r\n')) return;
      socket.destroy();
      resolve(Number(got.split(' ')[1]));
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(got.split(' ')[1] ?? 0)));
  });

/** `count` paths under /live/rooms/ of up to 12 pieces each (dot segments, encodings, odd bytes), from a fixed seed. */
export function fuzzedPaths(count: number, seed: number): string[] {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pieces = ['a', 'Z', '0', '-', '_', '.', '/', '%', '%2F', '%2e', '%00', '..', '?', '%23', '~', ':', '@', '%E1%BA%A1', '%20', '%22', 'ạ', '\\\\', ';', '=', '*'];
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 12);
    return `/live/rooms/${Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join('')}`;
  });
}
