// What waits for someone (the field measurements, the deploy recovery's code) must not load within a
// load nobody uses, whose scripts Lighthouse counts as the landing page's: only at an input, at the
// page's hiding, or SOMEONE_THERE_AFTER_MS after load.
import type * as SomeoneThere from '../../src/lib/someoneThere';

type Module = typeof SomeoneThere;

/** A fresh copy of the module (it holds one promise per page), watching from now; `arrived()` polls it. */
function watching() {
  let module!: Module;
  jest.isolateModules(() => {
    module = jest.requireActual<Module>('../../src/lib/someoneThere');
  });
  let there = false;
  void module.someoneThere.then(() => (there = true));
  module.watchForSomeone();
  const arrived = async () => {
    await Promise.resolve();
    await Promise.resolve();
    return there;
  };
  return { ...module, arrived };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('waits while nobody does anything, however long a lab measure goes on after load', async () => {
  const { arrived, SOMEONE_THERE_AFTER_MS } = watching();
  jest.advanceTimersByTime(SOMEONE_THERE_AFTER_MS - 1);
  expect(await arrived()).toBe(false);
  jest.advanceTimersByTime(1);
  expect(await arrived()).toBe(true);
});

it.each(['pointerdown', 'keydown', 'scroll', 'visibilitychange'])('arrives at the first %s, whatever the page stops', async (type) => {
  const { arrived } = watching();
  const stop = (event: Event) => event.stopPropagation();
  document.body.addEventListener(type, stop);
  document.body.dispatchEvent(new Event(type, { bubbles: true }));
  document.body.removeEventListener(type, stop);
  expect(await arrived()).toBe(true);
});

it('does not arrive at events that say nothing about anyone being there', async () => {
  const { arrived } = watching();
  for (const type of ['load', 'pageshow', 'resize', 'message']) dispatchEvent(new Event(type));
  expect(await arrived()).toBe(false);
});
