import type { Page } from '@playwright/test';

/** What an app's in-app browser lacks: Web Share, and popups (window.open answers nothing). */
export const asInAppBrowser = (page: Page) =>
  page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    window.open = () => null;
  });
