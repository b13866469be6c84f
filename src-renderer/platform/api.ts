import type { IpcResult, OpenProjectOutcome, WellspringApi } from '../../shared/protocol/ipc';
import { onNextRun } from '../lib/app-run';
import { parseClient } from '../lib/parse-client';
import { makeBrowserApi } from './browser-api';
import { askChangedOnDisk } from './changed-on-disk-dialog';
import { downloadProjectFiles } from './download-files';
import { browserFilePickers, fileSystemAccessProjectFiles } from './file-system-access';
import { outcomeOf } from './project-file-checks';
import type { ProjectFileAccess, ProjectReader } from './project-file-access';
import { indexedDbRecentStore, RecentProjects, type RecentProject } from './recent-projects';

/** Open Recent in a browser: the list, and opening one of its files (as Open answers). */
export interface BrowserRecent {
  readonly projects: RecentProjects;
  open(entry: RecentProject): Promise<IpcResult<OpenProjectOutcome>>;
}

/** What only the browser version has or lacks (the About box says which desktop features). */
export interface BrowserPlatform {
  readonly files: ProjectFileAccess;
  /** Null where the browser cannot keep file handles (no File System Access API). */
  readonly recent: BrowserRecent | null;
}

function makeBrowserPlatform(): { api: WellspringApi; platform: BrowserPlatform } {
  const read: ProjectReader = async (name, bytes) =>
    outcomeOf(name, await parseClient.readFile(name, bytes));
  const pickers = browserFilePickers();
  if (pickers === null) {
    const files = downloadProjectFiles(read);
    return { api: makeBrowserApi(__APP_VERSION__, files), platform: { files, recent: null } };
  }
  const projects = new RecentProjects(indexedDbRecentStore());
  const files = fileSystemAccessProjectFiles({
    pickers,
    read,
    recent: projects,
    askChangedOnDisk,
  });
  const recent: BrowserRecent = {
    projects,
    async open(entry) {
      try {
        return { ok: true, value: await files.openRecent(entry) };
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
  return { api: makeBrowserApi(__APP_VERSION__, files), platform: { files, recent } };
}

let browser = window.wellspring === undefined ? makeBrowserPlatform() : null;

/** The desktop app's preload verbs when present, else their browser equivalents. */
export let platformApi: WellspringApi = window.wellspring ?? browser!.api;

/** The browser's own means, or null in the desktop app. */
export let browserPlatform: BrowserPlatform | null = browser?.platform ?? null;

// A new run forgets the file the last one had open (the browser's means are made anew).
onNextRun(() => {
  browser = window.wellspring === undefined ? makeBrowserPlatform() : null;
  platformApi = window.wellspring ?? browser!.api;
  browserPlatform = browser?.platform ?? null;
});
