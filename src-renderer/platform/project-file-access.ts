import type {
  OpenProjectOutcome,
  SaveProjectOutcome,
  SaveProjectRequest,
} from '../../shared/protocol/ipc';

/**
 * How a plain browser opens and saves project files: through the File System Access API where
 * the browser has it (`file-system-access.ts`: Save writes back to the file opened), else with an
 * upload picker and downloads (`download-files.ts`). A failure is thrown, with words for the
 * designer; the browser API turns it into the error result the desktop's handlers give.
 */
export interface ProjectFileAccess {
  /** Which of the two ways: the About box says what the second one lacks. */
  readonly kind: 'file-system-access' | 'downloads';
  /**
   * Asks for a project file and reads it. `keep`: it becomes the tab's file, the one Save writes
   * and Revert reads again (a baseline is only read).
   */
  open(keep: boolean): Promise<OpenProjectOutcome>;
  /** Reads the tab's file again; `canceled` when the tab has none. */
  revert(): Promise<OpenProjectOutcome>;
  save(request: SaveProjectRequest): Promise<SaveProjectOutcome>;
  /** File › New: the tab has no file any more. */
  forget(): void;
}

/** Reads a file's bytes as a project (on the page's parse worker, in the app). */
export type ProjectReader = (name: string, bytes: Uint8Array) => Promise<OpenProjectOutcome>;
