// Well-known ids of the sandbox's seed data. Tests (jest and Playwright) import these instead of
// hard-coding copies, so the data can change in one place. Read it, never change it.
export const seed = {
  users: {
    /** The default signed-in user. */
    owner: '100001',
    /** Someone to transfer diamonds to or top up for. */
    other: '100002',
    /** A user with almost no diamonds, to meet INSUFFICIENT_BALANCE. */
    poor: '100003',
    /** No such user. */
    unknown: '999999',
  },
  /** Balances right after a reset. */
  balances: { owner: 1250, other: 380, poor: 5 },
  recordings: {
    /** Audio, lyrics with line breaks, images, comments (one with markup), a full gift ranking. */
    audio: { uid: 'a7Hk29Qx', id: 101 },
    /** Video, no lyrics, no images, a short gift ranking. */
    video: { uid: 'Vd3Qm8Lp', id: 102 },
    /** Audio duet with a partner. */
    duet: { uid: 'Du5Nt2Rc', id: 103 },
    /** No cover, images, comments or gifts: every empty state at once. */
    quiet: { uid: 'Qt6Wm4Ya', id: 104 },
    unknown: { uid: 'khong-ton-tai', id: 999999 },
  },
  rooms: { live: 'Rm7Kq2Zs', offline: 'Rm3Hv8Nd', unknown: 'phong-khong-ton-tai' },
  events: {
    /** Its period always contains "now" (computed when the sandbox is seeded). */
    running: 'tet-vui-khui-li-xi',
    ended: 'ngan-vang-don-giang-sinh',
    /** Ended, with songs but no recordings. */
    empty: 'loi-ca-tang-nang',
    /** Not one of the 32 slugs. */
    unknown: 'su-kien-khong-ton-tai',
  },
  /** `Event.id` of the events above, for the songs and recordings calls. */
  eventIds: { running: 7032, ended: 7001, empty: 7005, unknown: 7999 },
  /** Entries in the owner's ledger after a reset (15 per page: three pages). */
  ownerLedgerSize: 40,
  /** Google authorization codes the sandbox understands: `sandbox:<uid>` signs in as that uid. */
  googleCodes: { owner: 'sandbox:100001', other: 'sandbox:100002', invalid: 'invalid' },
  /** Who one may sign in as in the sandbox (`code: 'sandbox:<uid>'`). */
  sandboxUsers: ['100001', '100002', '100003', '100004'],
  perPage: 15,
};
