// Google's sign-in script, in jest. The app runs the real @react-oauth/google, which adds
// <script src="https://accounts.google.com/gsi/client"> to the page; jsdom never loads it, so this stand-in
// watches for that element and does what the browser and Google's script would: define
// `google.accounts.oauth2` and fire the element's `load` (or `error`). Its code client answers
// `requestCode()` as the test says, and keeps what the app asked for.
import { seed } from '../../src/mocks/db';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/** How the popup opened by `requestCode()` ends. */
export type GoogleAnswer =
  | { kind: 'code'; code: string }
  /** An OAuth error in the callback (`access_denied` when the person refuses). */
  | { kind: 'error'; error: string }
  /** `error_callback`: the person closed the popup, or the browser blocked it. */
  | { kind: 'nonOAuth'; type: 'popup_closed' | 'popup_failed_to_open' }
  /** The popup stays open until the test calls `fakeGoogle.respond(...)`. */
  | { kind: 'open' };

interface CodeClientConfig {
  client_id: string;
  scope: string;
  callback: (response: Record<string, unknown>) => void;
  error_callback?: (error: { type: string; message: string }) => void;
  [option: string]: unknown;
}

/** What Google grants for `openid profile email`, as its code client reports it. */
const GRANTED_SCOPE = 'email profile https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile openid';

/** The code response Google's popup hands back: exactly what the app must POST to the login call. */
export const codeResponse = (code: string) => ({ code, scope: GRANTED_SCOPE, authuser: '0', prompt: 'consent' });

let pending: CodeClientConfig | null = null;

function answer(config: CodeClientConfig, reply: Exclude<GoogleAnswer, { kind: 'open' }>) {
  if (reply.kind === 'code') config.callback(codeResponse(reply.code));
  else if (reply.kind === 'error') config.callback({ error: reply.error, error_description: 'The user denied access.' });
  else config.error_callback?.({ type: reply.type, message: reply.type === 'popup_closed' ? 'Popup window closed' : 'Failed to open popup window' });
}

/** The settings a code client was made with, as data (callbacks and unset options left out). */
const settingsOf = (config: CodeClientConfig) =>
  Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined && typeof value !== 'function'));

const googleClient = () => ({
  accounts: {
    oauth2: {
      initCodeClient(config: CodeClientConfig) {
        return {
          requestCode() {
            fakeGoogle.requests.push(settingsOf(config));
            const reply = fakeGoogle.answer;
            pending = config;
            if (reply.kind !== 'open') setTimeout(() => fakeGoogle.respond(reply), 0);
          },
        };
      },
      initTokenClient() {
        throw new Error('fakeGoogle: sign-in must use the authorization-code flow (initCodeClient)');
      },
    },
  },
});

export const fakeGoogle = {
  /** What becomes of Google's script: it runs, fails to load, or never arrives. */
  script: 'loads' as 'loads' | 'fails' | 'hangs',
  answer: { kind: 'code', code: seed.googleCodes.owner } as GoogleAnswer,
  /** One entry per `requestCode()`: the code client's settings. */
  requests: [] as Record<string, unknown>[],
  /** How many times the page added Google's script. */
  scriptsAdded: 0,

  /** Answers through the client of the last `requestCode()` (more than once, if a test needs Google to). */
  respond(reply: Exclude<GoogleAnswer, { kind: 'open' }>) {
    if (pending) answer(pending, reply);
  },

  reset() {
    this.script = 'loads';
    this.answer = { kind: 'code', code: seed.googleCodes.owner };
    this.requests = [];
    this.scriptsAdded = 0;
    pending = null;
    delete (window as { google?: unknown }).google;
    watchForScript();
  },
};

let observer: MutationObserver | null = null;

function loadScript(element: HTMLScriptElement) {
  fakeGoogle.scriptsAdded += 1;
  const outcome = fakeGoogle.script;
  if (outcome === 'hangs') return;
  setTimeout(() => {
    if (outcome === 'loads') (window as { google?: unknown }).google = googleClient();
    element.dispatchEvent(new Event(outcome === 'loads' ? 'load' : 'error'));
  }, 0);
}

function watchForScript() {
  if (observer) return;
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLScriptElement && node.src.startsWith(GOOGLE_SCRIPT)) loadScript(node);
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}
