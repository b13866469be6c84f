/**
 * The page's way to its parse worker: each call posts one job and resolves with its answer. One
 * worker, started on first use and kept (as the desktop's `src-main/parse-in-worker.ts`). A worker
 * that fails, or takes longer than {@link PARSE_TIME_LIMIT_MS} over one job, is stopped: the jobs
 * it held are refused with the reason, and the next job starts a new worker, so no dialog waits
 * forever on a reader that died.
 */
import type { ProjectProblem } from '../../shared/project/problems';
import type { ProjectDocument } from '../../shared/app/project-schema';
import type { ParseProjectResult } from '../../shared/app/serialize';
import type { ShareImport } from '../../shared/app/share-code';
import type { ParseJob, ParseJobAnswer } from './parse-jobs';

/** Past this, a job is given up and its worker stopped (every bounded input takes well under). */
export const PARSE_TIME_LIMIT_MS = 60_000;

/** What the client needs of a worker: a module Worker in the app, a stand-in in unit tests. */
export interface ParsePort {
  postMessage(job: ParseJob): void;
  /** Sets what is called with each answer, and with a failure of the worker itself. */
  listen(onAnswer: (answer: ParseJobAnswer) => void, onFailure: (reason: string) => void): void;
  terminate(): void;
}

/** Anything a job's caller can be told when its job gave no answer. */
type Outcome = ParseProjectResult | ShareImport;

interface Waiting {
  readonly job: ParseJob;
  readonly resolve: (outcome: Outcome) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** A refusal of `job`, in its kind's shape, for a reason the reader gave or its failure. */
function refusalOf(job: ParseJob, message: string): Outcome {
  const problems: readonly ProjectProblem[] = [{ path: '', message }];
  return job.kind === 'code'
    ? { ok: false, problems }
    : { ok: false, fileName: job.name, problems };
}

export class ParseClient {
  #port: ParsePort | null = null;
  #nextId = 1;
  readonly #waiting = new Map<number, Waiting>();

  constructor(
    private readonly startPort: () => ParsePort,
    private readonly timeLimitMs = PARSE_TIME_LIMIT_MS,
  ) {}

  /** A project file's bytes: the size limit, strict UTF-8, then the checks of opening a file. */
  readFile(name: string, bytes: Uint8Array): Promise<ParseProjectResult> {
    return this.#post({
      id: this.#nextId++,
      kind: 'file',
      name,
      bytes,
    }) as Promise<ParseProjectResult>;
  }

  /** A document another reader made (the desktop's main process), checked again by the page's. */
  checkDocument(name: string, document: unknown): Promise<ParseProjectResult> {
    return this.#post({
      id: this.#nextId++,
      kind: 'document',
      name,
      document,
    }) as Promise<ParseProjectResult>;
  }

  /** A pasted share code read against the project it would go into. */
  readCode(text: string, into: ProjectDocument): Promise<ShareImport> {
    return this.#post({ id: this.#nextId++, kind: 'code', text, into }) as Promise<ShareImport>;
  }

  #post(job: ParseJob): Promise<Outcome> {
    return new Promise((resolve) => {
      const timer = setTimeout(
        () =>
          this.#stop(
            `Reading took longer than ${this.timeLimitMs / 1000} seconds, so Wellspring stopped it.`,
          ),
        this.timeLimitMs,
      );
      this.#waiting.set(job.id, { job, resolve, timer });
      this.#started().postMessage(job);
    });
  }

  #started(): ParsePort {
    if (this.#port !== null) return this.#port;
    const port = this.startPort();
    port.listen(
      (answer) => this.#answer(answer),
      (reason) => {
        if (this.#port === port) this.#stop(`The reader stopped (${reason}).`);
      },
    );
    this.#port = port;
    return port;
  }

  #answer(answer: ParseJobAnswer): void {
    const waiting = this.#waiting.get(answer.id);
    if (waiting === undefined) return;
    this.#waiting.delete(answer.id);
    clearTimeout(waiting.timer);
    waiting.resolve(
      answer.kind === 'failed'
        ? refusalOf(waiting.job, `could not be read (${answer.reason})`)
        : answer.result,
    );
  }

  /** Stops the worker and refuses every job it held; the next job starts a new one. */
  #stop(message: string): void {
    const port = this.#port;
    this.#port = null;
    port?.terminate();
    const everyone = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const waiting of everyone) {
      clearTimeout(waiting.timer);
      waiting.resolve(refusalOf(waiting.job, message));
    }
  }
}

/** The app's parse worker, as a port. */
function startParseWorker(): ParsePort {
  const worker = new Worker(new URL('../worker/parse.worker.ts', import.meta.url), {
    type: 'module',
    name: 'wellspring-parse',
  });
  return {
    postMessage: (job) => worker.postMessage(job),
    listen(onAnswer, onFailure) {
      worker.addEventListener('message', (event: MessageEvent<ParseJobAnswer>) =>
        onAnswer(event.data),
      );
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        onFailure(event.message || 'the worker failed');
      });
      worker.addEventListener('messageerror', () => onFailure('an answer could not be read'));
    },
    terminate: () => worker.terminate(),
  };
}

/** The page's one parse client (its worker starts on the first job). */
export const parseClient = new ParseClient(startParseWorker);
