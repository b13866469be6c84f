import { onNextRun } from './app-run';

/**
 * A request from one screen to show another (the balance grid opens a build on its ruleset's
 * screen). The app shell follows it; each request is a new object, so it acts on it once.
 */
class ScreenNavigation {
  request = $state.raw<{ readonly screenId: string } | null>(null);

  show(screenId: string): void {
    this.request = { screenId };
  }
}

export let screenNavigation = new ScreenNavigation();
onNextRun(() => (screenNavigation = new ScreenNavigation()));
