// What a prerendered or server-rendered page loads instead of the entry (src/main.tsx): a few hundred
// bytes that ask for the entry once the page has loaded (its fonts, its pictures) and been painted, or
// after a few seconds if something the page shows never arrives. Such a page is readable from its HTML and CSS
// alone; its scripts only make it interactive. Fetched beside the fonts and the cover picture, the
// entry (~13 KB) took a share of a slow phone network's bandwidth while they came: the page was
// painted in its fonts later by that much (Lighthouse's graphs: the entry, the last thing but the fonts,
// on every page; bench/history.md, 2026-11-29 afternoon). Once the page has loaded, the app's code has
// the network to itself, so the page is interactive about a round trip later than before, not more.
// The bare app shell (app.html) has nothing to paint without the app: it loads the entry at once.
//
// The page names the entry and its hash on this script's tag (data-entry, data-entry-integrity:
// scripts/prerender.plugin.ts, scripts/integrity.plugin.ts).
import { installDefaultPolicy } from './app/trustedTypes';
import { onFirstContentfulPaint } from './lib/firstPaint';

/** How long after this script runs the entry is asked for at the latest, if the page has not loaded. */
export const ENTRY_AT_LATEST_MS = 4000;

export function loadEntryOnceLoaded(script: HTMLScriptElement | null, doc: Document = document, win: Window = window) {
  if (!script?.dataset.entry) return;
  const { entry: src, entryIntegrity = '' } = script.dataset;
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    const entry = doc.createElement('script');
    // The CSP requires Trusted Types for script URLs: the default policy (the entry's own, installed
    // here first; the entry keeps it) allows this site's scripts only.
    entry.src = src;
    entry.integrity = entryIntegrity;
    doc.head.append(entry);
  };
  // Once the page has loaded and its first frame is on screen (on a fast network the page loads before
  // it paints).
  let loaded = doc.readyState === 'complete';
  let painted = false;
  const askWhenBoth = () => {
    if (loaded && painted) ask();
  };
  if (!loaded) {
    win.addEventListener(
      'load',
      () => {
        loaded = true;
        askWhenBoth();
      },
      { once: true },
    );
  }
  const onPainted = () => {
    painted = true;
    askWhenBoth();
  };
  const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  // No paint timing: the load alone.
  if (!paintTiming || !onFirstContentfulPaint(onPainted)) onPainted();
  win.setTimeout(ask, ENTRY_AT_LATEST_MS);
}

installDefaultPolicy();
loadEntryOnceLoaded(document.currentScript as HTMLScriptElement | null);
