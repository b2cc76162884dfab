// A deploy replaces the app while people are using it. A tab, or a service worker's copy of app.html,
// keeps running the previous build, whose files stay on the server for a week after the deploy
// (deploy/deploy.sh) but may be gone after that. When a piece of code fails to load because the server
// no longer has it, the page reloads once onto the new version, on the same URL; someone who has typed
// into the page on screen is asked first. src/lib/newVersion.ts does that, loaded only then: this
// part, in the app's first bundle, only keeps track of the page on screen and of the question.
import type { ChunkLoadError, RecoveryDeps } from './newVersion';
import { someoneThere } from './someoneThere';

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => (error as Error | null)?.name === 'ChunkLoadError';

/** A failure a deploy caused, that one reload did not cure: src/app/RouteError.tsx says a new version is out. */
export const isNewVersionError = (error: unknown) => isChunkLoadError(error) && error.newVersion === true;

// --- The page on screen, and whether anything was typed into it ------------------------------------

let watching = false;
let typed = false;
// The person chose to stay on the page they typed into: its URL comes back, with what they typed.
let staying = false;

/** A page is on screen (its navigation committed): from now on, what is typed is typed on it. */
export function pageShown() {
  if (!watching) {
    // Capture phase: every field of every page, whatever the page's own handlers do with the event.
    // Only fields fire `input`: text boxes, lists, boxes to tick, files chosen, editable text.
    document.addEventListener('input', () => (typed = true), true);
    watching = true;
    // The recovery's code, fetched while this build's files are surely on the server (a tab may stay
    // open longer than they are kept), once someone is there: never within a load nobody uses, whose
    // scripts a lab measure (Lighthouse) counts as the page's.
    void someoneThere.then(loadNewVersion).catch(() => undefined);
  }
  typed &&= staying;
  staying = false;
}

// --- "Reload for the new version?", shown by src/components/UpdatePrompt.tsx ---------------------------

/** Answers the question; null while nothing is asked. */
export type ReloadAnswer = (reload: boolean) => void;
let question: ReloadAnswer | null = null;
const listeners = new Set<() => void>();
const ask = (next: ReloadAnswer | null) => {
  question = next;
  listeners.forEach((listener) => listener());
};

export const reloadQuestion = {
  get: () => question,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// --- The recovery, loaded when needed ------------------------------------------------------------------

/** Its code (webpack.config.ts precaches it too: an old app shell from a service worker finds it). */
const loadNewVersion = () => import(/* webpackChunkName: "new-version" */ './newVersion');

/**
 * What to do about `error`, a route's code that failed to load: 'show-error' (a network failure, a
 * crash, or a deploy's failure that one reload did not cure), or 'stay' (the person chose to stay on
 * the page they typed into). While the page reloads onto the new version it never resolves. (`deps`:
 * the browser's, unless a test gives its own.)
 */
export const recoverFromChunkError = (error: unknown, deps?: Partial<RecoveryDeps>): Promise<'show-error' | 'stay'> =>
  isChunkLoadError(error)
    ? loadNewVersion().then(
        ({ recover }) =>
          recover(error, {
            ...deps,
            typed: () => typed,
            ask: () =>
              new Promise<boolean>((resolve) =>
                ask((reload) => {
                  ask(null);
                  staying = !reload;
                  resolve(reload);
                }),
              ),
          }),
        // Its own code did not load either: the network's doing, as far as anyone can tell.
        () => 'show-error' as const,
      )
    : Promise.resolve('show-error');

/** Loads the page again on the new version (the route error's button). */
export const reloadToNewVersion = () =>
  loadNewVersion().then(
    (module) => module.reloadToNewVersion(),
    () => window.location.reload(),
  );
