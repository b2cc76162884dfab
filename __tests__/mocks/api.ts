// Test helper for the sandbox specs: one fetch against http://localhost/v1 returning status and JSON.
import { signInAs } from '../../src/mocks/db';

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

interface CallOptions {
  token?: string;
  /** JSON body; sent with an Idempotency-Key unless `key` is null. */
  json?: unknown;
  form?: FormData;
  /** The Idempotency-Key; a fresh one when omitted, none when null. */
  key?: string | null;
}

let keyCounter = 0;
export const freshKey = () => `test-key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

export const call = async <T = unknown>(method: 'GET' | 'POST', path: string, options: CallOptions = {}) => {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (method === 'POST') {
    const key = options.key === undefined ? freshKey() : options.key;
    if (key !== null) headers.set('Idempotency-Key', key);
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    }
  }
  const response = await fetch(`http://localhost/v1${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as T, headers: response.headers } satisfies Reply<T>;
};

export const get = <T = unknown>(path: string, token?: string) => call<T>('GET', path, { token });
export const post = <T = unknown>(path: string, json: unknown, token?: string, key?: string | null) =>
  call<T>('POST', path, { json, token, key });

export { signInAs };
