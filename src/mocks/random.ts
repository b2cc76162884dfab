// A seeded generator, so every reset of the sandbox rebuilds exactly the same data and tests stay stable.
export type Rng = () => number;

export const createRng = (seedValue: number): Rng => {
  let state = seedValue >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const intBetween = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export const pick = <T>(rng: Rng, items: readonly T[]): T => {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
};

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export const shortUid = (rng: Rng, length = 8): string => Array.from({ length }, () => ALPHABET[Math.floor(rng() * ALPHABET.length)]).join('');

/** Session tokens must not be guessable, unlike the seed data: use the platform's CSPRNG. */
export const randomToken = (): string => {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
