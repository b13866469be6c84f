/**
 * The web build's offline side, seen from the page: registers the service worker
 * (src-renderer/worker/service-worker.ts, built as `sw.js` beside index.html, so it serves the
 * folder the app was put in, whatever its path) and says when a new build is ready to take over.
 * A new build never replaces the running one behind the designer's back: the page would then load
 * its lazy screens from a build it did not come from. It waits until the designer reloads for it
 * (`takeOver`), or until every tab of the old build is closed.
 */

/** This is the web build (`npm run build:web`), which works offline and installs. */
export const IS_WEB_APP: boolean = __WEB_APP__;

/** The message the service worker takes as "take over now" (service-worker.ts). */
const TAKE_OVER = 'wellspring:take-over';

class WebApp {
  /** A new build is installed and waits for this page to let it take over. */
  updateReady = $state(false);
  /**
   * Another tab let the new build take over: this page still runs the old one, whose screens not
   * yet shown are no longer kept; it should reload.
   */
  replacedElsewhere = $state(false);
  /** Why offline use could not be set up (the browser refused the worker), or null. */
  problem = $state<string | null>(null);
  #waiting: ServiceWorker | null = null;
  #reloading = false;

  async register(): Promise<void> {
    if (!('serviceWorker' in navigator)) return;
    const workers = navigator.serviceWorker;
    workers.addEventListener('controllerchange', () => {
      // Only for a take-over: the first visit's worker takes control too, with nothing waiting.
      if (this.#reloading) location.reload();
      else if (this.updateReady) this.replacedElsewhere = true;
    });
    let registration: ServiceWorkerRegistration;
    try {
      registration = await workers.register('./sw.js');
    } catch (error) {
      this.problem = `Wellspring will not work offline here: ${(error as Error).message}`;
      return;
    }
    // An old build's page controlled by its worker while a new one waits (a reload, not a close).
    if (registration.waiting !== null && workers.controller !== null) {
      this.#ready(registration.waiting);
    }
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && workers.controller !== null) {
          this.#ready(installing);
        }
      });
    });
  }

  /** The designer asked for the new build: the page is about to reload into it. */
  get takingOver(): boolean {
    return this.#reloading;
  }

  #ready(worker: ServiceWorker): void {
    this.#waiting = worker;
    this.updateReady = true;
  }

  /**
   * Lets the new build take over, then reloads into it. Unsaved edits go to recovery as the page
   * goes, and are offered back after the reload, as after any reload.
   */
  takeOver(): void {
    if (this.#waiting === null) return;
    this.#reloading = true;
    if (this.replacedElsewhere) location.reload();
    else this.#waiting.postMessage(TAKE_OVER);
  }
}

export const webApp = new WebApp();
