import type { ComponentType } from 'react';

/**
 * Loads a component with the store (the "store" chunk, src/app/withStore.tsx) and gives it back inside
 * the store's provider: how a route's page, or the header's account menu, joins the store.
 */
export const loadWithStore =
  (load: () => Promise<{ default: ComponentType }>, options: { account?: boolean } = {}) =>
  async () => {
    const [module, { withStore }] = await Promise.all([load(), import(/* webpackChunkName: "store" */ './withStore')]);
    return { default: withStore(module.default, options) };
  };
