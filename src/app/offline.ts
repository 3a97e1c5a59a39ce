// The standalone build as an installed, offline app: registers the service worker that
// vite-plugin-pwa writes (sw.js beside index.html, precaching every built file). Only a page that is
// the top window registers it: inside another site's frame (itch.io's) a worker would be partitioned
// and is kept out. Nothing from the address decides any of it. A new version waits until every
// window of the old one is closed, or until the player chooses Reload on the notice: never mid-game.
import { Workbox } from 'workbox-window';

/** What registration looks at: the page's window as the browser gives it. */
export interface PageWindow {
  readonly top: unknown;
  readonly isSecureContext: boolean;
  readonly navigator: { readonly serviceWorker?: unknown };
}

/** True when this page may install the offline app: the top window, served securely, with service workers. */
export function mayRegister(page: PageWindow): boolean {
  try {
    return page.top === page && page.isSecureContext && !!page.navigator.serviceWorker;
  } catch {
    // Reading `top` across origins may throw in some browsers: that page is framed.
    return false;
  }
}

/** Where the service worker is, relative to the page (the game may be served from any sub-path). */
export const SERVICE_WORKER_URL = './sw.js';

/**
 * Registers the service worker when allowed; `onUpdate` is called when a new version is installed
 * and waiting, with the function that switches to it (the page reloads once it has). A failure is
 * told on the console only: the game plays the same without it.
 */
export async function registerOfflineApp(onUpdate: (switchNow: () => void) => void): Promise<boolean> {
  if (!mayRegister(window)) return false;
  try {
    const workbox = new Workbox(SERVICE_WORKER_URL);
    workbox.addEventListener('waiting', () =>
      onUpdate(() => {
        workbox.addEventListener('controlling', () => location.reload());
        workbox.messageSkipWaiting();
      }),
    );
    await workbox.register();
    return true;
  } catch (e) {
    console.warn('offline play is not available:', e);
    return false;
  }
}
