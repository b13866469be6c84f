/// <reference lib="webworker" />
import { doParseJob, type ParseJob } from '../lib/parse-jobs';

/**
 * The page's reader of untrusted project input, off the window's thread (as the desktop's main
 * process reads files on its own worker thread): it only moves messages; the work is
 * `doParseJob`'s.
 */
declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ParseJob>) => {
  void doParseJob(event.data).then((answer) => self.postMessage(answer));
});
