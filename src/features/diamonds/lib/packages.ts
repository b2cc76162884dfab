// What can be bought: the diamond packages, the custom amount's bounds and its price. One list, read by
// the top-up pages, the bank pages and the guide, so a price changes in one place.

/** The price of one diamond bought as a custom amount: 100 kim cương = 20.000 ₫. */
export const VND_PER_DIAMOND = 200;

/** A custom amount is a whole number of diamonds within these bounds (10.000 ₫ to 10.000.000 ₫). */
export const CUSTOM_AMOUNT = { min: 50, max: 50_000 } as const;

/** The `package_id` sent for a custom amount. */
export const CUSTOM_PACKAGE_ID = 'tuy-chon';

export interface DiamondPackage {
  /** Sent as `package_id`; also kept in the page's URL (`?goi=`). */
  id: string;
  /** Diamonds bought at the base rate. */
  diamonds: number;
  /** Extra diamonds the package gives on top, 0 when none. */
  bonus: number;
  /** What the person pays, in whole dong. */
  priceVnd: number;
}

/** Bigger packages give a bonus; the base price always follows VND_PER_DIAMOND. */
export const DIAMOND_PACKAGES: readonly DiamondPackage[] = [
  { id: 'goi-100', diamonds: 100, bonus: 0, priceVnd: 20_000 },
  { id: 'goi-250', diamonds: 250, bonus: 0, priceVnd: 50_000 },
  { id: 'goi-500', diamonds: 500, bonus: 25, priceVnd: 100_000 },
  { id: 'goi-1000', diamonds: 1_000, bonus: 70, priceVnd: 200_000 },
  { id: 'goi-2500', diamonds: 2_500, bonus: 250, priceVnd: 500_000 },
  { id: 'goi-5000', diamonds: 5_000, bonus: 600, priceVnd: 1_000_000 },
];

/** The package a page starts with when the URL names none. */
export const DEFAULT_PACKAGE_ID = 'goi-500';

export const findPackage = (id: string | null | undefined): DiamondPackage | undefined => DIAMOND_PACKAGES.find((p) => p.id === id);

/** What a person is about to buy: the body of a top-up, before it is confirmed. */
export interface Purchase {
  packageId: string;
  /** Everything credited: the package's diamonds plus its bonus. */
  diamonds: number;
  bonus: number;
  priceVnd: number;
}

export const purchaseOfPackage = (pkg: DiamondPackage): Purchase => ({
  packageId: pkg.id,
  diamonds: pkg.diamonds + pkg.bonus,
  bonus: pkg.bonus,
  priceVnd: pkg.priceVnd,
});

/** A custom amount (already validated) at the configured rate. */
export const purchaseOfCustom = (diamonds: number): Purchase => ({
  packageId: CUSTOM_PACKAGE_ID,
  diamonds,
  bonus: 0,
  priceVnd: diamonds * VND_PER_DIAMOND,
});
