/**
 * @jest-environment node
 */
import { interactions, isoDuration, vietnamTime } from '../../src/lib/schemaOrg';

describe('schema.org values', () => {
  it.each([
    [0, 'PT0S'],
    [59, 'PT59S'],
    [205, 'PT3M25S'],
    [180, 'PT3M'],
    [3725.4, 'PT1H2M5S'],
  ])('writes %s seconds as %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });

  it("writes a time in Vietnam's offset, whatever offset it came with", () => {
    expect(vietnamTime('2026-11-15T17:00:00Z')).toBe('2026-11-16T00:00:00+07:00');
    expect(vietnamTime('2026-12-16T23:59:00+07:00')).toBe('2026-12-16T23:59:00+07:00');
    expect(vietnamTime('2026-01-01T08:30:00+09:00')).toBe('2026-01-01T06:30:00+07:00');
  });

  it('counts interactions by their schema.org action', () => {
    expect(interactions({ ListenAction: 12 })).toEqual([
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ListenAction', userInteractionCount: 12 },
    ]);
  });
});
