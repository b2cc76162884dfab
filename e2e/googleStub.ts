import type { Page, Route } from '@playwright/test';
import { seed } from '../src/mocks/seed';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/** How the popup of one `requestCode()` ends: with a code, closed by the person, or blocked. */
type PopupOutcome = 'code' | 'popup_closed' | 'popup_failed_to_open';

interface StubOptions {
  /** The authorization code the account chooser hands back (the sandbox reads `sandbox:<uid>`). */
  code?: string;
  /** One outcome per `requestCode()`, in order; once used up, each further request gets a code. */
  outcomes?: PopupOutcome[];
  /** How long Google's script takes to arrive. */
  delayMs?: number;
  /** How long the popup stays open before it answers. */
  popupMs?: number;
}

/**
 * Answers Google's sign-in script with a stand-in of its code client, called as @react-oauth/google
 * calls it: `google.accounts.oauth2.initCodeClient(config).requestCode()`, answered through
 * `config.callback({ code, scope, ... })` or `config.error_callback({ type })`. What the app asked
 * for (the client's settings) is kept in `window.__googleRequests` for the test to read.
 */
export async function stubGoogle(
  page: Page,
  { code = seed.googleCodes.owner, outcomes = [], delayMs = 0, popupMs = 50 }: StubOptions = {},
): Promise<() => Promise<void>> {
  const answer = async (route: Route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({
      contentType: 'text/javascript',
      body: `
        (function () {
          var outcomes = ${JSON.stringify(outcomes)};
          var granted = 'email profile https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile openid';
          window.__googleRequests = [];
          function settings(config) {
            var out = {};
            Object.keys(config).forEach(function (key) {
              if (config[key] !== undefined && typeof config[key] !== 'function') out[key] = config[key];
            });
            return out;
          }
          window.google = { accounts: {
            id: { initialize() {}, prompt() {}, cancel() {}, renderButton() {}, disableAutoSelect() {} },
            oauth2: {
              initCodeClient(config) {
                return {
                  requestCode() {
                    window.__googleRequests.push(settings(config));
                    var outcome = outcomes.length ? outcomes.shift() : 'code';
                    setTimeout(function () {
                      if (outcome === 'code') {
                        config.callback({ code: ${JSON.stringify(code)}, scope: granted, authuser: '0', prompt: 'consent' });
                      } else if (config.error_callback) {
                        config.error_callback({ type: outcome, message: outcome });
                      }
                    }, ${popupMs});
                  },
                };
              },
              initTokenClient() {
                throw new Error('googleStub: sign-in must use the authorization-code flow');
              },
              revoke(_token, done) { if (done) done(); },
            },
          } };
        })();
      `,
    });
  };
  await page.route(GOOGLE_SCRIPT, answer);
  // Removing the stub: a page with no route left gets its HTTP cache back (any route turns it off).
  return () => page.unroute(GOOGLE_SCRIPT, answer);
}

/** Google's script never arrives (blocked network, an ad blocker). */
export async function blockGoogle(page: Page) {
  await page.route(GOOGLE_SCRIPT, (route) => route.abort('blockedbyclient'));
}
