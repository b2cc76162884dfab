// The loading bar's drawing code (react-top-loading-bar, 1.2 KB gzipped), fetched once, by whoever asks
// first: src/components/TopLoadingBar.tsx once someone is there (src/lib/someoneThere.ts) or a load
// starts, or the entry as the app starts on a page the app draws itself (src/main.tsx). It is no part of
// what the landing page fetches by itself (scripts/size-check.ts). The service worker precaches it; a
// fetch that failed is tried again at the next ask.
import type LoadingBarComponent from 'react-top-loading-bar';

export type LoadingBar = typeof LoadingBarComponent;

/** The code, once it has come (a live binding: importers read its current value). */
export let loadedLoadingBar: LoadingBar | undefined;
let fetching: Promise<LoadingBar> | undefined;

export const loadingBarCode = () =>
  (fetching ??= import(/* webpackChunkName: "loading-bar" */ 'react-top-loading-bar').then(
    (module) => (loadedLoadingBar = module.default),
    (error: unknown) => {
      fetching = undefined;
      throw error;
    },
  ));
