import { useSyncExternalStore } from 'react';
import { browserContext, NO_BROWSER, type BrowserContext } from './inAppBrowser';

let cached: BrowserContext | null = null;
/** The user agent does not change while the page lives: read once, the same object every time. */
const snapshot = () => (cached ??= browserContext());
const neverChanges = () => () => {};

/**
 * The browser's context (src/lib/inAppBrowser.ts) for what a page renders: a computer's on the server
 * and while a server-rendered page hydrates (so it hydrates without a mismatch), the real one after.
 */
export const useBrowserContext = (): BrowserContext => useSyncExternalStore(neverChanges, snapshot, () => NO_BROWSER);
