/**
 * What the page asks its parse worker (`src-renderer/worker/parse.worker.ts`), and how each job
 * is done: untrusted project input, a file's bytes, a share code or a document to check again,
 * is read there, off the window's thread, so a hostile or huge one cannot freeze the window. The
 * handler is plain code over the shared readers, run by the worker and by unit tests alike.
 */
import type { ProjectDocument } from '../../shared/app/project-schema';
import {
  parseProject,
  readProjectBytes,
  type ParseProjectResult,
} from '../../shared/app/serialize';
import type { ShareImport } from '../../shared/app/share-code';
import { readShareCode } from './share-code-text';

export type ParseJob =
  /** A file's bytes as picked (the browser build's Open, Revert and baseline). */
  | {
      readonly id: number;
      readonly kind: 'file';
      readonly name: string;
      readonly bytes: Uint8Array;
    }
  /** A document the desktop's main process parsed, checked again by the page's own reader. */
  | {
      readonly id: number;
      readonly kind: 'document';
      readonly name: string;
      readonly document: unknown;
    }
  /** A pasted share code, read against the project it would go into. */
  | {
      readonly id: number;
      readonly kind: 'code';
      readonly text: string;
      readonly into: ProjectDocument;
    };

export type ParseJobAnswer =
  | { readonly id: number; readonly kind: 'file' | 'document'; readonly result: ParseProjectResult }
  | { readonly id: number; readonly kind: 'code'; readonly result: ShareImport }
  /** The job threw (no reader should): the client refuses the input with this reason. */
  | { readonly id: number; readonly kind: 'failed'; readonly reason: string };

/** Does one job. Never throws: what a reader throws (none should) comes back as `failed`. */
export async function doParseJob(job: ParseJob): Promise<ParseJobAnswer> {
  try {
    return await answerOf(job);
  } catch (error) {
    return {
      id: job.id,
      kind: 'failed',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

async function answerOf(job: ParseJob): Promise<ParseJobAnswer> {
  switch (job.kind) {
    case 'file':
      return { id: job.id, kind: job.kind, result: readProjectBytes(job.bytes, job.name) };
    case 'document':
      return {
        id: job.id,
        kind: job.kind,
        result: parseProject(JSON.stringify(job.document) ?? '', job.name),
      };
    case 'code':
      return { id: job.id, kind: job.kind, result: await readShareCode(job.text, job.into) };
  }
}
