import type {
  EngineAnswerMessage,
  EngineBatch,
  EngineCallType,
  EngineCalls,
  EngineRequest,
  EngineResponse,
} from '../../shared/app/engine-protocol';

/** One engine worker as the client sees it: a module Worker in the app, a fake in unit tests. */
export interface EnginePort {
  postMessage(batch: EngineBatch): void;
  /** Stops the worker at once, mid-computation if need be; nothing it posts is taken after. */
  terminate(): void;
}

/** What a worker tells its client. */
export interface PortEvents {
  /** One request's answer (see `EngineAnswerMessage`). */
  answer(message: EngineAnswerMessage): void;
  /** The worker died outside any request (it failed to load). */
  fail(reason: string): void;
}

/**
 * Starts a fresh engine worker wired to `events`. The client starts one at once and another each
 * time it stops one (a JavaScript worker cannot be interrupted by a message, only terminated).
 */
export type StartPort = (events: PortEvents) => EnginePort;

/** Time as the client reads it: the page's clock, a fake one in unit tests. */
export interface EngineClock {
  now(): number;
  /** Runs `run` after `ms` milliseconds; the function returned cancels it. */
  after(ms: number, run: () => void): () => void;
}

export interface EngineLimits {
  /**
   * How long a request may compute once no one wants its answer (a newer one for its slot came,
   * or its card left the screen) before its worker is stopped. Short, so typing or switching
   * screens never waits on old work; long enough that the usual answer (a few ms) is never lost
   * to a restart (a fresh worker starts with an empty memory).
   */
  readonly graceMs: number;
  /**
   * How long a request may hold the others back before it is moved to a worker of its own:
   * longer than the grace, since the fresh worker that takes the others starts with an empty
   * memory (a NetHack build's advancement is computed again).
   */
  readonly asideMs: number;
  /**
   * The most one request may compute. Every engine call refuses inputs past its bound on work
   * (`checkWork`) long before this; the limit is the net under a machine far slower than ours or
   * a bound set too high. Past it the request is stopped and answered with an error naming the
   * limit, never sent again by itself.
   */
  readonly timeLimitMs: number;
  /** Workers kept for slow requests moved aside, besides the main one (the machine's cores). */
  readonly sideWorkers: number;
}

export const ENGINE_LIMITS: EngineLimits = {
  graceMs: 300,
  asideMs: 1000,
  timeLimitMs: 20_000,
  sideWorkers: 1,
};

export type EngineAnswer<K extends EngineCallType> =
  | { readonly status: 'ok'; readonly output: EngineCalls[K]['output'] }
  | {
      readonly status: 'error';
      readonly message: string;
      /** Stopped at the time limit: a fact about this machine then, not about the input. */
      readonly timedOut?: true;
    }
  /** A newer request for the same slot was made (or the slot was cancelled): no answer for it. */
  | { readonly status: 'stale' };

/** What the engine is doing, for the status bar. */
export interface EngineActivity {
  /** Requests someone still waits for: not sent yet, or computing. */
  readonly pending: number;
  /** The oldest of them (its call, and when it was asked), or null. */
  readonly oldest: { readonly type: EngineCallType; readonly since: number } | null;
  /** Why a worker was last stopped and started anew (a clause), and when; null if never. */
  readonly restart: { readonly reason: string; readonly at: number } | null;
}

interface Waiting {
  readonly request: EngineRequest;
  readonly slot: string;
  /** When the page asked (the status bar tells how long a result has been stale). */
  readonly since: number;
  readonly resolve: (answer: EngineAnswer<EngineCallType>) => void;
}

/** A batch in a worker. */
interface InFlight {
  readonly id: number;
  /** Its requests not answered yet, in the order the worker computes them: the first computes. */
  readonly left: Waiting[];
  /** Answers held until the whole batch is in, so the page takes them in (and redraws) once. */
  readonly answered: (readonly [Waiting, EngineResponse])[];
  /** When the first of `left` started: the batch was sent, or the request before it answered. */
  runningSince: number;
}

interface Lane {
  port: EnginePort;
  flight: InFlight | null;
}

/**
 * Talks to the engine workers. Each slot (one chart, one table…) wants only the answer to its
 * newest request:
 *
 * - requests made in one turn of the event loop go as one batch, whose answers the page takes in
 *   together (so it redraws once);
 * - one batch at a time is in the main worker; requests made meanwhile wait, and a newer request
 *   for a slot replaces its waiting one, which is never sent (typing fast computes only what will
 *   be drawn);
 * - an answer to a request that is no longer its slot's newest resolves as `stale`.
 *
 * No request holds the engine for long (the worker answers request by request, so the client
 * knows which one is computing and since when):
 *
 * - a request no one wants any more (superseded, or `cancel`led when its card left the screen)
 *   that still computes after the grace is stopped: its worker is terminated and a fresh one
 *   takes the batch's other requests still wanted;
 * - a request that computes past `asideMs` while other requests wait is moved aside: its worker
 *   becomes a side worker that finishes it alone (nothing is lost, it keeps computing) and a
 *   fresh main worker takes everything else, so one slow card never stops every screen. A side
 *   worker is stopped as soon as its request is no longer wanted, and ends with its answer;
 * - a request computing past the time limit is stopped and answered with an error naming it.
 *
 * One slow request at a time can be moved aside per side worker; past that, the next slow one
 * holds the main worker until it is answered, superseded or timed out (the machine has only so
 * many cores; more workers would slow every answer).
 */
export class EngineClient {
  #nextId = 1;
  #nextBatchId = 1;
  readonly #latestBySlot = new Map<string, number>();
  /** Not sent yet, the newest per slot. */
  readonly #waiting = new Map<string, Waiting>();
  #main: Lane;
  /** Workers each finishing one slow request moved aside. */
  readonly #side: Lane[] = [];
  #sendScheduled = false;
  #failure: string | null = null;
  #restart: EngineActivity['restart'] = null;
  #cancelTimer: (() => void) | null = null;
  #timerAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly start: StartPort,
    private readonly clock: EngineClock = PAGE_CLOCK,
    private readonly limits: EngineLimits = ENGINE_LIMITS,
    /** Told whenever the activity may have changed (see `activity`). */
    private readonly onActivity: () => void = () => {},
  ) {
    this.#main = this.#startLane();
  }

  request<K extends EngineCallType>(
    slot: string,
    type: K,
    input: EngineCalls[K]['input'],
  ): Promise<EngineAnswer<K>> {
    if (this.#failure !== null) return Promise.resolve({ status: 'error', message: this.#failure });
    const id = this.#nextId++;
    this.#latestBySlot.set(slot, id);
    return new Promise((resolve) => {
      this.#waiting.get(slot)?.resolve({ status: 'stale' });
      this.#waiting.set(slot, {
        request: { id, type, input } as EngineRequest,
        slot,
        since: this.clock.now(),
        resolve: resolve as Waiting['resolve'],
      });
      this.#scheduleSend();
      // A request of this slot in a worker is no longer wanted.
      this.#review();
    });
  }

  /**
   * No one wants the slot's answer any more (its card left the screen): a request waiting is
   * dropped, one computing is stopped after the grace. Both resolve as `stale`.
   */
  cancel(slot: string): void {
    if (!this.#latestBySlot.delete(slot)) return;
    const waiting = this.#waiting.get(slot);
    if (waiting !== undefined) {
      this.#waiting.delete(slot);
      waiting.resolve({ status: 'stale' });
    }
    this.#review();
  }

  /** What the engine is doing now. */
  activity(): EngineActivity {
    const pending = [...this.#waiting.values()];
    for (const lane of this.#lanes()) {
      for (const waiting of lane.flight?.left ?? [])
        if (this.#wanted(waiting)) pending.push(waiting);
    }
    const oldest = pending.reduce<Waiting | null>(
      (first, each) => (first === null || each.since < first.since ? each : first),
      null,
    );
    return {
      pending: pending.length,
      oldest: oldest === null ? null : { type: oldest.request.type, since: oldest.since },
      restart: this.#restart,
    };
  }

  /** The worker died (failed to load, or threw outside a request): every request now fails. */
  fail(reason: string): void {
    const failure = `The engine stopped: ${reason}.`;
    this.#stopAll(failure, { status: 'error', message: failure });
  }

  /**
   * The app's run ended (see `app-run.ts`): every worker stops, and what was asked is no longer
   * wanted.
   */
  close(): void {
    this.#stopAll('The engine was closed with its run.', { status: 'stale' });
  }

  #stopAll(failure: string, answer: EngineAnswer<EngineCallType>): void {
    this.#failure = failure;
    const everyone = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const lane of this.#lanes()) {
      everyone.push(...(lane.flight?.left ?? []), ...(lane.flight?.answered ?? []).map(([w]) => w));
      lane.flight = null;
      lane.port.terminate();
    }
    this.#side.length = 0;
    this.#setTimer(Number.POSITIVE_INFINITY);
    for (const waiting of everyone) waiting.resolve(answer);
    this.onActivity();
  }

  #lanes(): Lane[] {
    return [this.#main, ...this.#side];
  }

  #startLane(): Lane {
    const lane: Lane = { port: undefined as unknown as EnginePort, flight: null };
    lane.port = this.start({
      answer: (message) => this.#receive(lane, message),
      fail: (reason) => {
        if (this.#lanes().includes(lane)) this.fail(reason);
      },
    });
    return lane;
  }

  #wanted(waiting: Waiting): boolean {
    return this.#latestBySlot.get(waiting.slot) === waiting.request.id;
  }

  /** One answer from a lane's worker; the batch's answers go to the page once all are in. */
  #receive(lane: Lane, message: EngineAnswerMessage): void {
    const flight = lane.flight;
    // A stopped worker's last words, or an answer to a request moved to another worker.
    if (flight === null || flight.id !== message.batch || !this.#lanes().includes(lane)) return;
    const at = flight.left.findIndex((waiting) => waiting.request.id === message.response.id);
    const waiting = flight.left[at];
    if (waiting === undefined) return;
    flight.left.splice(at, 1);
    flight.answered.push([waiting, message.response]);
    flight.runningSince = this.clock.now();
    if (flight.left.length === 0) {
      lane.flight = null;
      this.#deliver(flight.answered);
      if (lane === this.#main) this.#scheduleSend();
      else this.#closeSide(lane);
    }
    this.#review();
  }

  #deliver(answered: readonly (readonly [Waiting, EngineResponse])[]): void {
    for (const [waiting, response] of answered) {
      if (!this.#wanted(waiting)) waiting.resolve({ status: 'stale' });
      else if (response.ok) waiting.resolve({ status: 'ok', output: response.output });
      else waiting.resolve({ status: 'error', message: response.message });
    }
  }

  #closeSide(lane: Lane): void {
    lane.port.terminate();
    this.#side.splice(this.#side.indexOf(lane), 1);
  }

  /**
   * Decides, for each worker's computing request, whether to stop it or move it aside (see the
   * class comment), then sets the timer for the next moment that decision can change.
   */
  #review(): void {
    if (this.#failure !== null) return;
    const now = this.clock.now();
    const { graceMs, asideMs, timeLimitMs, sideWorkers } = this.limits;
    let next = Number.POSITIVE_INFINITY;
    for (const lane of [...this.#side]) {
      const running = lane.flight?.left[0];
      if (lane.flight === null || running === undefined) continue;
      const elapsed = now - lane.flight.runningSince;
      if (!this.#wanted(running)) {
        this.#closeSide(lane);
        running.resolve({ status: 'stale' });
      } else if (elapsed >= timeLimitMs) {
        this.#closeSide(lane);
        this.#timeOut(running);
      } else next = Math.min(next, lane.flight.runningSince + timeLimitMs);
    }
    const flight = this.#main.flight;
    const running = flight?.left[0];
    if (flight !== null && running !== undefined) {
      const since = flight.runningSince;
      const elapsed = now - since;
      const wanted = this.#wanted(running);
      const holding = this.#waiting.size > 0 || flight.left.length > 1;
      if (elapsed >= timeLimitMs) {
        this.#restartMain(flight, 'a request took longer than the time limit');
        this.#timeOut(running);
      } else if (!wanted && elapsed >= graceMs) {
        this.#restartMain(flight, 'it was computing a result no longer shown');
        running.resolve({ status: 'stale' });
      } else if (wanted && holding && elapsed >= asideMs && this.#side.length < sideWorkers) {
        this.#moveAside(flight, running);
      } else {
        const moments = [since + timeLimitMs, wanted ? since + asideMs : since + graceMs];
        next = Math.min(next, ...moments.filter((moment) => moment > now));
      }
    }
    this.#setTimer(next);
    this.onActivity();
  }

  /** The main worker's slow request finishes on its own; a fresh main worker takes the rest. */
  #moveAside(flight: InFlight, running: Waiting): void {
    // The same lane object: its worker's messages are wired to it.
    const aside = this.#main;
    aside.flight = {
      id: flight.id,
      left: [running],
      answered: [],
      runningSince: flight.runningSince,
    };
    this.#side.push(aside);
    this.#main = this.#startLane();
    this.#takeBack(flight, flight.left.slice(1));
  }

  /** Stops the main worker mid-batch and starts a fresh one; its computing request is the caller's. */
  #restartMain(flight: InFlight, reason: string): void {
    this.#main.port.terminate();
    this.#main = this.#startLane();
    this.#restart = { reason, at: this.clock.now() };
    this.#takeBack(flight, flight.left.slice(1));
  }

  /** A stopped batch: its answers so far go to the page, its requests not started wait again. */
  #takeBack(flight: InFlight, notStarted: readonly Waiting[]): void {
    this.#deliver(flight.answered);
    for (const waiting of notStarted) {
      if (this.#wanted(waiting) && !this.#waiting.has(waiting.slot)) {
        this.#waiting.set(waiting.slot, waiting);
      } else waiting.resolve({ status: 'stale' });
    }
    this.#scheduleSend();
  }

  #timeOut(running: Waiting): void {
    const seconds = Math.round(this.limits.timeLimitMs / 1000);
    running.resolve({
      status: 'error',
      message: `it took longer than ${seconds} s, so Wellspring stopped it; try smaller inputs`,
      timedOut: true,
    });
  }

  #setTimer(at: number): void {
    if (at === this.#timerAt) return;
    this.#cancelTimer?.();
    this.#cancelTimer = null;
    this.#timerAt = at;
    if (!Number.isFinite(at)) return;
    this.#cancelTimer = this.clock.after(Math.max(0, at - this.clock.now()), () => {
      this.#cancelTimer = null;
      this.#timerAt = Number.POSITIVE_INFINITY;
      this.#review();
    });
  }

  #scheduleSend(): void {
    if (this.#sendScheduled || this.#main.flight !== null || this.#waiting.size === 0) return;
    this.#sendScheduled = true;
    // After the current task's synchronous work (a flush of effects): its requests go together.
    queueMicrotask(() => {
      this.#sendScheduled = false;
      this.#send();
    });
  }

  #send(): void {
    if (this.#main.flight !== null || this.#waiting.size === 0 || this.#failure !== null) return;
    const batch = [...this.#waiting.values()];
    this.#waiting.clear();
    const id = this.#nextBatchId++;
    this.#main.flight = { id, left: batch, answered: [], runningSince: this.clock.now() };
    this.#main.port.postMessage({ id, requests: batch.map((waiting) => waiting.request) });
    this.#review();
  }
}

/** The page's clock: `performance.now` and `setTimeout`. */
const PAGE_CLOCK: EngineClock = {
  now: () => performance.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** One module worker running `engine.worker.ts`. */
function startModuleWorker(events: PortEvents): EnginePort {
  const worker = new Worker(new URL('../worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'wellspring-engine',
  });
  worker.addEventListener('message', (event: MessageEvent<EngineAnswerMessage>) =>
    events.answer(event.data),
  );
  worker.addEventListener('error', (event) =>
    events.fail(event.message || 'the worker failed to load'),
  );
  return worker;
}

/** The app's engine: module workers for the whole renderer (see `EngineClient`). */
export function startEngineWorker(onActivity: () => void = () => {}): EngineClient {
  return new EngineClient(startModuleWorker, PAGE_CLOCK, ENGINE_LIMITS, onActivity);
}
