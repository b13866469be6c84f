/**
 * One run of the app in its page: from mounting `App` to unmounting it. What the renderer keeps
 * outside its components (the engine's workers and its memory of answers, the baseline, the tour,
 * the file verbs, preferences read from storage…) belongs to one run. Each module that keeps such
 * state registers here how its run ends (workers stopped, timers and locks let go) and how the
 * next one starts (the state made anew, as a page load makes it), next to the state itself.
 *
 * A page load starts the first run. Only the browser tests start a second one in the same page
 * (`main.ts`): between two tests the app is stopped, the origin's storage cleared and the app
 * started again, which keeps the code the page compiled warm. A module that kept state and did
 * not register here would carry one test's state into the next; `app-run.test.ts` lists the
 * renderer's module-level state and checks that each module registers.
 */

const ends: (() => void)[] = [];
const starts: (() => void)[] = [];

/** Called when the run ends, after the app is unmounted: stop what outlives the components. */
export function onRunEnd(end: () => void): void {
  ends.push(end);
}

/**
 * Called before the next run mounts the app: make the module's state as a page load makes it
 * (the first run's state is made as the module loads).
 */
export function onNextRun(start: () => void): void {
  starts.push(start);
}

/** Ends the run: every module's `onRunEnd`, in the order they registered. */
export function endRun(): void {
  for (const end of ends) end();
}

/** Starts the next run: every module's `onNextRun`, in the order they registered. */
export function startNextRun(): void {
  for (const start of starts) start();
}

/**
 * What an automated browser (the tests) finds on `window.wellspringRuns`: the app stopped, then
 * started again at an address, in the same page.
 */
export interface AppRuns {
  /**
   * Ends the run: the app unmounted, every module's run ended, and the page left as a load
   * leaves it (nothing beside `#app` in the body, the tab's storage empty, scrolled to the top).
   */
  stop(): Promise<void>;
  /** Starts the next run at `address` (same origin and page), as loading that address would. */
  start(address: string): void;
}
