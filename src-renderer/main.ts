import { mount, unmount } from 'svelte';
import App from './App.svelte';
import { endRun, startNextRun, type AppRuns } from './lib/app-run';
import { IS_WEB_APP, webApp } from './lib/web-app.svelte';
import './app.css';

// Only the web build works offline (`npm run build:web`); the desktop app and the preview used
// by the tests have no service worker.
if (IS_WEB_APP) void webApp.register();

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element.');
const appRoot: HTMLElement = target;

let app: ReturnType<typeof mount> | null = mount(App, { target: appRoot });

/**
 * An automated browser (the browser tests) may end the app's run and start another in the same
 * page (see `app-run.ts`): a new app as a reload would make it, without compiling the app and
 * its engine again. A designer's browser never has it.
 */
if (navigator.webdriver) {
  const runs: AppRuns = {
    async stop() {
      if (app === null) return;
      await unmount(app);
      app = null;
      endRun();
      for (const node of [...document.body.children]) {
        if (node !== appRoot && node.tagName !== 'SCRIPT') node.remove();
      }
      localStorage.clear();
      sessionStorage.clear();
      scrollTo(0, 0);
    },
    start(address) {
      history.replaceState(null, '', address);
      startNextRun();
      app = mount(App, { target: appRoot });
    },
  };
  Object.assign(window, { wellspringRuns: runs });
}
