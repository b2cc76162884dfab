import type { Page } from '@playwright/test';

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/**
 * Answers Google's sign-in script with a stand-in that behaves like its token client: the account
 * chooser "picks" the given access token (the sandbox maps `sandbox:<uid>` to that user). What the app
 * asked for (scope, prompt) is kept in `window.__googleRequests` for the test to read.
 */
export async function stubGoogle(page: Page, { accessToken = 'google-token', delayMs = 0 } = {}) {
  await page.route(GOOGLE_SCRIPT, async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({
      contentType: 'text/javascript',
      body: `
        window.__googleRequests = [];
        window.google = { accounts: {
          id: { initialize() {}, prompt() {}, cancel() {}, renderButton() {}, disableAutoSelect() {} },
          oauth2: {
            initTokenClient(config) {
              return {
                requestAccessToken(overrides) {
                  const asked = Object.assign({}, config, overrides || {});
                  window.__googleRequests.push({ scope: asked.scope, prompt: asked.prompt, client_id: asked.client_id });
                  setTimeout(() => config.callback({
                    access_token: ${JSON.stringify(accessToken)},
                    token_type: 'Bearer', expires_in: 3599, scope: asked.scope, prompt: asked.prompt || '',
                  }), 50);
                },
              };
            },
            revoke(_token, done) { if (done) done(); },
          },
        } };
      `,
    });
  });
}

/** Google's script never arrives (blocked network, an ad blocker). */
export async function blockGoogle(page: Page) {
  await page.route(GOOGLE_SCRIPT, (route) => route.abort('blockedbyclient'));
}
