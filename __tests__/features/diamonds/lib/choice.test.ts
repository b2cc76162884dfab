/**
 * @jest-environment node
 */
import { choiceFromQuery, choiceToQuery, purchaseOf } from '../../../../src/features/diamonds/lib/choice';
import {
  CUSTOM_AMOUNT,
  CUSTOM_PACKAGE_ID,
  DEFAULT_PACKAGE_ID,
  DIAMOND_PACKAGES,
  findPackage,
  VND_PER_DIAMOND,
} from '../../../../src/features/diamonds/lib/packages';

describe('the package list', () => {
  it('prices every package at the configured rate, the bonus on top for free', () => {
    for (const pkg of DIAMOND_PACKAGES) {
      expect(pkg.priceVnd).toBe(pkg.diamonds * VND_PER_DIAMOND);
      expect(pkg.bonus).toBeGreaterThanOrEqual(0);
      expect(Number.isSafeInteger(pkg.diamonds + pkg.bonus)).toBe(true);
    }
  });

  it('has unique ids, none of them the custom one, and the default among them', () => {
    const ids = DIAMOND_PACKAGES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(CUSTOM_PACKAGE_ID);
    expect(findPackage(DEFAULT_PACKAGE_ID)).toBeDefined();
  });
});

describe('the chosen package', () => {
  it('credits a package with its bonus', () => {
    expect(purchaseOf({ packageId: 'goi-1000', customRaw: '' })).toEqual({
      purchase: { packageId: 'goi-1000', diamonds: 1070, bonus: 70, priceVnd: 200_000 },
      error: null,
    });
  });

  it('prices a custom amount at the rate, and refuses one out of bounds', () => {
    expect(purchaseOf({ packageId: CUSTOM_PACKAGE_ID, customRaw: '750' }).purchase).toEqual({
      packageId: CUSTOM_PACKAGE_ID,
      diamonds: 750,
      bonus: 0,
      priceVnd: 750 * VND_PER_DIAMOND,
    });
    expect(purchaseOf({ packageId: CUSTOM_PACKAGE_ID, customRaw: String(CUSTOM_AMOUNT.max + 1) })).toEqual({
      purchase: null,
      error: 'Mỗi lần nạp tối đa 50.000 kim cương.',
    });
  });

  it('travels through the URL and back', () => {
    const custom = { packageId: CUSTOM_PACKAGE_ID, customRaw: '750' };
    expect(choiceFromQuery(new URLSearchParams(choiceToQuery(custom)))).toEqual(custom);
    expect(choiceFromQuery(new URLSearchParams(choiceToQuery({ packageId: 'goi-2500', customRaw: '' })))).toEqual({
      packageId: 'goi-2500',
      customRaw: '',
    });
  });

  it('falls back to the default package for a URL naming none, or one that does not exist', () => {
    expect(choiceFromQuery(new URLSearchParams('')).packageId).toBe(DEFAULT_PACKAGE_ID);
    expect(choiceFromQuery(new URLSearchParams('goi=goi-khong-co')).packageId).toBe(DEFAULT_PACKAGE_ID);
  });
});
