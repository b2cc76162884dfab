// Reads the state a server-rendered page carries (src/server/html.ts writes it), once, and only on the
// page it was rendered for: after a navigation in the app, or on a page from the service worker's
// cached shell, there is none.
import { SERVER_STATE_ID, type ServerState } from '../api/serverState';

export function takeServerState(): ServerState | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script) return undefined;
  script.remove();
  if (document.getElementById('root')?.dataset.prerendered !== window.location.pathname) return undefined;
  try {
    const state = JSON.parse(script.textContent ?? '') as ServerState;
    return state && typeof state.slices === 'object' && typeof state.api?.queries === 'object' ? state : undefined;
  } catch {
    return undefined; // Unreadable: the page asks the API, as any other page does.
  }
}
