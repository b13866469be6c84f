import { fileTooLargeMessage, sizeText } from '../../shared/project/project-bytes';
import type { ParseProjectResult } from '../../shared/app/serialize';
import {
  PROJECT_FILE_MAX_BYTES,
  type OpenProjectOutcome,
  type ProjectFileProblem,
} from '../../shared/protocol/ipc';

/**
 * The checks a plain browser makes on a project file, in the desktop app's words: a file past the
 * size limit is refused before a byte is read, a save past it before a byte is written, and a
 * file the browser cannot reach says why as `src-main/project-files.ts` does for a disk error.
 */

/** A file that cannot be opened, as opening answers it: one problem about the whole file. */
export function refusedFile(name: string, message: string): OpenProjectOutcome {
  const problems: readonly ProjectFileProblem[] = [{ path: '', message }];
  return { status: 'invalid', name, problems };
}

/** The refusal of a file too large to open, or null: checked on its size, before reading it. */
export function tooLargeToOpen(name: string, size: number): OpenProjectOutcome | null {
  return size > PROJECT_FILE_MAX_BYTES ? refusedFile(name, fileTooLargeMessage(size)) : null;
}

/**
 * Why a project text cannot be saved, or null. The limit is the one every reader refuses past
 * (the desktop's main process refuses such a save too), so a saved file always opens again.
 */
export function saveRefusal(text: string): string | null {
  const bytes = new TextEncoder().encode(text).byteLength;
  if (bytes <= PROJECT_FILE_MAX_BYTES) return null;
  const limit = sizeText(PROJECT_FILE_MAX_BYTES);
  const actual = sizeText(bytes);
  return (
    `The project was not saved: a project file must be at most ${limit}, the most Wellspring ` +
    `opens${actual === limit ? '' : ` (this one would be ${actual})`}.`
  );
}

/** What opening gives for the parse worker's answer. */
export function outcomeOf(name: string, parsed: ParseProjectResult): OpenProjectOutcome {
  if (!parsed.ok) return { status: 'invalid', name, problems: parsed.problems };
  return parsed.migratedFrom === undefined
    ? { status: 'opened', name, document: parsed.document }
    : { status: 'opened', name, document: parsed.document, migratedFrom: parsed.migratedFrom };
}

/**
 * A browser's file error as one sentence for the designer, in the desktop's words where the
 * meaning is the same (`describeReadError`): a file moved or deleted since it was chosen, a
 * permission refused, a disk that failed.
 */
export function describeFileError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : null;
  switch (name) {
    case 'NotFoundError':
      return 'The file no longer exists (it may have been moved, renamed or deleted).';
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Wellspring is not allowed to read this file (the browser did not give permission).';
    case 'NotReadableError':
      return 'The file could not be read (it may be in use, or on a drive that was removed).';
    case 'QuotaExceededError':
      return 'The disk is full.';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
