/**
 * The project parser on its own thread (bundled as dist-electron/parse-worker.cjs): a large file
 * is checked here while the main process goes on answering menus and IPC. It answers each
 * `{ id, text, name }` with `{ id, result }`, the shared parser's result as it is.
 */
import { parentPort } from 'node:worker_threads';
import { parseProject } from '../shared/app/serialize';
import type { ParseRequest, ParseResponse } from './parse-in-worker';

parentPort?.on('message', ({ id, text, name }: ParseRequest) => {
  const response: ParseResponse = { id, result: parseProject(text, name) };
  parentPort?.postMessage(response);
});
