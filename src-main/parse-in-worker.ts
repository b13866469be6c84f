/**
 * Parses project files on a worker thread, so opening a 40 MB file does not hold the main
 * process's event loop (menus, IPC, other windows) for seconds. One worker, started on first use
 * and kept; a worker that fails or exits fails the parses it held, and the next parse starts a
 * new one. Plain Node (worker_threads), no Electron.
 */
import { Worker } from 'node:worker_threads';
import type { ProjectParseResult, ProjectParser } from './project-files';

type ParseResult = ProjectParseResult;

/** What main sends the worker. */
export interface ParseRequest {
  readonly id: number;
  readonly text: string;
  readonly name: string;
}

/** What the worker answers. */
export interface ParseResponse {
  readonly id: number;
  readonly result: ParseResult;
}

export interface WorkerParser {
  readonly parse: ProjectParser;
  /** Stops the worker (the app quitting, a test ending). */
  readonly close: () => Promise<void>;
}

/** @param workerPath the bundled worker (dist-electron/parse-worker.cjs). */
export function createWorkerParser(workerPath: string): WorkerParser {
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (result: ParseResult) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error): void => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker = null;
  };

  const started = (): Worker => {
    if (worker !== null) return worker;
    const fresh = new Worker(workerPath);
    fresh.on('message', ({ id, result }: ParseResponse) => {
      waiting.get(id)?.resolve(result);
      waiting.delete(id);
    });
    fresh.on('error', (error) => {
      if (worker === fresh) failAll(error);
    });
    fresh.on('exit', (code) => {
      if (worker === fresh) failAll(new Error(`The project reader stopped (exit code ${code}).`));
    });
    // An idle worker does not keep the process alive.
    fresh.unref();
    worker = fresh;
    return fresh;
  };

  return {
    parse: (text, name) =>
      new Promise<ParseResult>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        const request: ParseRequest = { id, text, name };
        started().postMessage(request);
      }),
    close: async () => {
      const stopping = worker;
      worker = null;
      failAll(new Error('The project reader was closed.'));
      await stopping?.terminate();
    },
  };
}
