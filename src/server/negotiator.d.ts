// negotiator 1 ships no types (@types/negotiator describes 0.6, without `preferred`): the one call
// src/server/precompressed.ts makes.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
