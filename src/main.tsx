import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';
import { restoreSession } from './app/session';
import { makeStore } from './app/store';
import { installDefaultPolicy } from './app/trustedTypes';

installDefaultPolicy();

// index.html carries the landing page's share tags for link previews read without JavaScript; from
// here on each page renders its own, so the static ones go to avoid duplicates.
document.querySelectorAll('[data-static-meta]').forEach((node) => node.remove());

const auth = restoreSession();
const store = makeStore(auth ? { auth } : undefined);
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

void registerServiceWorker().catch(() => {
  // No service worker means no offline shell, never a broken page.
});
