// The attacker of e2e/hostile.spec.ts, a process of its own (its requests never wait in the event loop
// of the visitor it is measured against): `ts-node e2e/hostileAttacker.ts '<AttackPlan as JSON>'`
// asks for the real items' own cards, prints READY, reads the schedule's start (ms since the epoch) as a
// line on its input, attacks in the odd periods of the schedule, and prints { answers, cardIds } as
// JSON when done. (The start used to be fixed 15 s ahead, to cover this process's start-up and those
// cards on a loaded machine: most of that was a wait, in the part of npm test that runs alone.)
import { rawGet } from '../scripts/serverBuild';
import { seed } from '../src/mocks/seed';

/** Periods of `phaseMs` from `t0` (wall-clock ms), `phases` of them: even ones quiet, odd ones attacked. */
export interface Schedule {
  t0: number;
  phaseMs: number;
  phases: number;
}

export interface AttackPlan {
  /** nginx. */
  origin: string;
  /** The schedule but its start, which the spec sends once the attacker is READY. */
  schedule: Omit<Schedule, 't0'>;
  /** The share pages a visitor reads. */
  share: string[];
}

export interface AttackResult {
  /** How many answers of each status. */
  answers: Record<number, number>;
  cardIds: number;
}

/** What the attacker prints, on a line of its own, once it is started and the real cards are drawn. */
export const READY = 'ready';

export function phases({ t0, phaseMs, phases: count }: Schedule) {
  const phaseOf = (at: number) => Math.floor((at - t0) / phaseMs);
  return {
    phaseOf,
    attacking: (at = Date.now()) => phaseOf(at) % 2 === 1,
    stopAt: t0 + count * phaseMs,
    /** Resolves at the start of the next period. */
    untilNext: () => sleep(Math.max(0, t0 + (phaseOf(Date.now()) + 1) * phaseMs - Date.now())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const statusOf = (origin: string, pathname: string, headers: Record<string, string>) =>
  rawGet(origin, pathname, headers).then(
    ({ status }) => status,
    () => 0,
  );

/** The attack: the real cards first, then `begin()` gives the schedule's start. */
export async function attack(plan: AttackPlan, begin: () => Promise<number>): Promise<AttackResult> {
  const { share } = plan;
  // The attacker, in the attacked periods: one address (X-Forwarded-For, from the trusted proxy on
  // this machine) asking for share-zone paths 8 times a second (the zone allows 10), every one a
  // miss in nginx's cache; and a card crawl spread over 28 addresses (IPv6 /64s cost an attacker
  // nothing), each 1.9 times a second (the zone allows 2): real items under made-up hashes, ids that
  // are no item, and each real item's own card once (drawn during the attack). Its 500 ids and more
  // come in the 12 s of attack (14 addresses needed 20 s: 16 s more of the part of npm test that runs
  // alone).
  const answers = new Map<number, number>();
  const count = (status: number) => answers.set(status, (answers.get(status) ?? 0) + 1);
  const randomBytes = () =>
    Array.from(
      { length: 64 },
      () =>
        `%${Math.floor(Math.random() * 256)
          .toString(16)
          .padStart(2, '0')}`,
    ).join('');
  const sharePaths = [
    () => `/recording${'/'.repeat(1000)}n1`,
    () => `/recording/${'a'.repeat(2000 + Math.floor(Math.random() * 100))}`,
    () => `/recording/${randomBytes()}`,
    () => `${share[Math.floor(Math.random() * share.length)]!}${'/'.repeat(1 + Math.floor(Math.random() * 900))}`,
    () => `/room/${Math.random().toString(36).slice(2)}`,
  ];
  /** Requests from `address`, `perSecond`, in the attacked periods. */
  const paced = async (address: string, perSecond: number, offsetMs: number, next: (i: number) => string) => {
    for (let i = 0; Date.now() < stopAt;) {
      if (!attacking()) {
        await untilAttack();
        continue;
      }
      const phaseEnd = t0 + (phaseOf(Date.now()) + 1) * phaseMs;
      for (let at = Date.now() + offsetMs; at < phaseEnd; at += 1000 / perSecond, i += 1) {
        await sleep(Math.max(0, at - Date.now()));
        count(await statusOf(plan.origin, next(i), { 'X-Forwarded-For': address }));
      }
    }
  };
  const realItems = [seed.recordings.audio.uid, seed.recordings.video.uid, seed.recordings.duet.uid, seed.recordings.quiet.uid];
  let cardIds = 0;
  const crawl = () => {
    const id = cardIds++;
    return `/cards/recording/${id % 5 === 0 ? realItems[id % realItems.length]! : `crawl${id}`}/h${id.toString(36)}.jpg`;
  };
  // Each real item's own card (its made-up hash's redirect, followed), before the schedule starts: a
  // card is drawn once per content, whoever asks, so an attacker cannot make it cost again; what the
  // attack may repeat (made-up hashes, unknown ids) is what is measured.
  const ownCards = async () => {
    for (const uid of realItems) {
      const redirect = await rawGet(plan.origin, `/cards/recording/${uid}/x.jpg`, { 'X-Forwarded-For': '203.0.113.200' });
      if (redirect.headers.location) count(await statusOf(plan.origin, redirect.headers.location, { 'X-Forwarded-For': '203.0.113.201' }));
    }
  };
  await ownCards();
  const schedule: Schedule = { ...plan.schedule, t0: await begin() };
  const { t0, phaseMs } = schedule;
  const { phaseOf, attacking, stopAt, untilNext } = phases(schedule);
  const untilAttack = async () => {
    while (!attacking() && Date.now() < stopAt) await untilNext();
  };
  await Promise.all([
    paced('203.0.113.7', 8, 0, (i) => sharePaths[i % sharePaths.length]!()),
    ...Array.from({ length: 28 }, (_, k) => paced(`2001:db8:${k + 1}::1`, 1.9, k * 18, crawl)),
  ]);
  return { answers: Object.fromEntries(answers), cardIds };
}

/** The first line of this process's input. */
const firstLine = () =>
  new Promise<string>((resolve) => {
    let input = '';
    process.stdin.on('data', (chunk: Buffer) => {
      input += chunk.toString();
      if (input.includes('\n')) resolve(input.slice(0, input.indexOf('\n')));
    });
  });

if (require.main === module) {
  const begin = async () => {
    process.stdout.write(`${READY}\n`);
    return Number(await firstLine());
  };
  void attack(JSON.parse(process.argv[2]!) as AttackPlan, begin).then((result) => {
    process.stdout.write(JSON.stringify(result));
    process.stdin.destroy();
  });
}
