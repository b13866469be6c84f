import { describe, expect, it } from 'vitest';
import { Memo } from '../../../shared/engine/memo';
import type { EngineBatch } from '../../../shared/app/engine-protocol';
import { handleEngineRequest } from '../../../shared/app/engine-handlers';
import { makeDefaultWillpowerData, TATHREN } from '../../../shared/rulesets/willpower/defaults';
import {
  EngineClient,
  type EngineClock,
  type EngineLimits,
  type EnginePort,
  type PortEvents,
} from '../../../src-renderer/lib/engine-client';

/** A clock that moves only when told, running its timers in order. */
class FakeClock implements EngineClock {
  time = 0;
  #timers: { at: number; run: () => void; live: boolean }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void): () => void {
    const timer = { at: this.time + ms, run, live: true };
    this.#timers.push(timer);
    return () => void (timer.live = false);
  }

  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.#timers
        .filter((timer) => timer.live && timer.at <= end)
        .sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      due.live = false;
      this.time = due.at;
      due.run();
    }
    this.time = end;
  }
}

/** A worker stand-in that computes only when told, request by request, like a busy real one. */
class FakeWorker implements EnginePort {
  readonly sent: EngineBatch[] = [];
  terminated = false;
  readonly #memo = new Memo();
  /** The requests of the sent batches not answered yet, in order. */
  readonly #queue: { batch: number; request: EngineBatch['requests'][number] }[] = [];

  constructor(private readonly events: PortEvents) {}

  postMessage(batch: EngineBatch): void {
    this.sent.push(batch);
    for (const request of batch.requests) this.#queue.push({ batch: batch.id, request });
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Ids of the requests sent and not answered, in order. */
  get queued(): number[] {
    return this.#queue.map(({ request }) => request.id);
  }

  /** Computes and posts the next `count` requests' answers. */
  answer(count = Number.POSITIVE_INFINITY): void {
    for (let i = 0; i < count && this.#queue.length > 0; i++) {
      const next = this.#queue.shift();
      if (next === undefined) return;
      this.events.answer({
        batch: next.batch,
        response: handleEngineRequest(next.request, this.#memo),
      });
    }
  }
}

const LIMITS: EngineLimits = { graceMs: 300, asideMs: 1000, timeLimitMs: 20_000, sideWorkers: 1 };

/** A client over fake workers and a fake clock; `workers` are every worker it started, in order. */
function setup(limits: EngineLimits = LIMITS) {
  const clock = new FakeClock();
  const workers: FakeWorker[] = [];
  let changes = 0;
  const client = new EngineClient(
    (events) => {
      const worker = new FakeWorker(events);
      workers.push(worker);
      return worker;
    },
    clock,
    limits,
    () => void changes++,
  );
  const worker = (index: number): FakeWorker => {
    const found = workers[index];
    if (found === undefined) throw new Error(`no worker ${index}`);
    return found;
  };
  return { client, clock, workers, worker, changes: () => changes };
}

/** Lets queued microtasks run (the client sends a turn's requests after the turn). */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Whether a promise has settled by now. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await turn();
  return done;
}

const data = makeDefaultWillpowerData();
const withInt = (int: number) => ({
  data,
  build: { ...TATHREN, stats: { ...TATHREN.stats, int } },
});

describe('EngineClient', () => {
  it('resolves the newest request of a slot with its output', async () => {
    const { client, worker } = setup();
    const answer = client.request('chart', 'willpower/mana-curve', withInt(16));
    await turn();
    worker(0).answer();
    const result = await answer;
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.output.levelOne.value).toBe(19);
  });

  it('sends the requests of one turn as one batch, and gives them to the page together', async () => {
    const { client, worker } = setup();
    const mana = client.request('mana', 'willpower/mana-curve', withInt(16));
    const hp = client.request('hp', 'willpower/hp-curve', withInt(16));
    await turn();
    expect(worker(0).sent).toHaveLength(1);
    expect(worker(0).sent[0]?.requests.map((request) => request.type)).toEqual([
      'willpower/mana-curve',
      'willpower/hp-curve',
    ]);
    worker(0).answer(1);
    // The first answer is in, but the page takes the batch's answers in one go.
    expect(await settled(mana)).toBe(false);
    worker(0).answer(1);
    expect((await mana).status).toBe('ok');
    expect((await hp).status).toBe('ok');
  });

  it('keeps one batch in the worker; a newer request replaces its slot’s waiting one unsent', async () => {
    const { client, worker } = setup();
    const first = client.request('chart', 'willpower/mana-curve', withInt(12));
    await turn();
    // The worker is busy with the first: these wait, and the middle one is superseded.
    const middle = client.request('chart', 'willpower/mana-curve', withInt(14));
    const last = client.request('chart', 'willpower/mana-curve', withInt(18));
    await turn();
    expect(worker(0).sent).toHaveLength(1);
    expect(await middle).toEqual({ status: 'stale' });
    worker(0).answer();
    // The first answer is for an input no longer wanted; the newest goes out next.
    expect(await first).toEqual({ status: 'stale' });
    await turn();
    expect(worker(0).sent).toHaveLength(2);
    expect(worker(0).sent[1]?.requests).toHaveLength(1);
    worker(0).answer();
    const latest = await last;
    expect(latest.status === 'ok' && latest.output.levelOne.value).toBe(20);
  });

  it('keeps slots independent: a newer request elsewhere does not make this one stale', async () => {
    const { client, worker } = setup();
    const chart = client.request('chart', 'willpower/mana-curve', withInt(16));
    const other = client.request('table', 'willpower/mana-curve', withInt(12));
    await turn();
    worker(0).answer();
    expect((await chart).status).toBe('ok');
    expect((await other).status).toBe('ok');
  });

  it('gives every request a new id', async () => {
    const { client, worker } = setup();
    void client.request('a', 'willpower/mana-curve', withInt(15));
    void client.request('b', 'willpower/mana-curve', withInt(15));
    await turn();
    expect(worker(0).sent[0]?.requests.map((request) => request.id)).toEqual([1, 2]);
  });

  it('reports engine errors, and a dead worker to every waiting and later request', async () => {
    const { client, worker } = setup();
    const bad = client.request('chart', 'willpower/mana-curve', withInt(99));
    await turn();
    worker(0).answer();
    expect(await bad).toEqual({
      status: 'error',
      message: 'Intelligence must be a whole number from 1 to 30.',
    });
    const pending = client.request('chart', 'willpower/mana-curve', withInt(15));
    client.fail('SyntaxError in engine.worker.js');
    const stopped = 'The engine stopped: SyntaxError in engine.worker.js.';
    expect(await pending).toEqual({ status: 'error', message: stopped });
    expect(await client.request('chart', 'willpower/mana-curve', withInt(15))).toEqual({
      status: 'error',
      message: stopped,
    });
  });
});

describe('EngineClient.close (the app’s run ended)', () => {
  it('stops every worker, a side one too, answers what waited as stale, and sends nothing more', async () => {
    const { client, clock, workers, worker } = setup();
    const slow = client.request('endurance', 'willpower/mana-curve', withInt(12));
    await turn();
    clock.advance(1000);
    const moved = client.request('willpower', 'willpower/mana-curve', withInt(18));
    await turn();
    expect(workers).toHaveLength(2);
    const unsent = client.request('willpower', 'willpower/mana-curve', withInt(19));
    client.close();
    expect(workers.map((each) => each.terminated)).toEqual([true, true]);
    expect(await slow).toEqual({ status: 'stale' });
    expect(await moved).toEqual({ status: 'stale' });
    expect(await unsent).toEqual({ status: 'stale' });
    expect(client.activity().pending).toBe(0);
    // A stopped worker's late answer is ignored; a request after the end is not sent.
    worker(0).answer();
    const late = await client.request('chart', 'willpower/mana-curve', withInt(15));
    expect(late.status).toBe('error');
    await turn();
    expect(workers).toHaveLength(2);
    expect(worker(1).sent).toHaveLength(1);
  });
});

describe('EngineClient: no request holds the engine', () => {
  it('lets a superseded request finish within the grace (a restart would cost more)', async () => {
    const { client, clock, workers, worker } = setup();
    void client.request('chart', 'willpower/mana-curve', withInt(12));
    await turn();
    const newest = client.request('chart', 'willpower/mana-curve', withInt(18));
    clock.advance(299);
    expect(workers).toHaveLength(1);
    worker(0).answer();
    await turn();
    worker(0).answer();
    expect((await newest).status).toBe('ok');
    expect(worker(0).terminated).toBe(false);
  });

  it('stops a superseded request still computing after the grace, and sends the newest to a fresh worker', async () => {
    const { client, clock, workers, worker } = setup();
    const slow = client.request('chart', 'willpower/mana-curve', withInt(12));
    await turn();
    const newest = client.request('chart', 'willpower/mana-curve', withInt(18));
    clock.advance(300);
    expect(worker(0).terminated).toBe(true);
    expect(await slow).toEqual({ status: 'stale' });
    await turn();
    expect(workers).toHaveLength(2);
    expect(worker(1).queued).toEqual([2]);
    worker(1).answer();
    const latest = await newest;
    expect(latest.status === 'ok' && latest.output.levelOne.value).toBe(20);
    expect(client.activity().restart).toEqual({
      reason: 'it was computing a result no longer shown',
      at: 300,
    });
  });

  it('re-sends the stopped batch’s requests still wanted, and gives the page what was answered', async () => {
    const { client, clock, worker } = setup();
    const done = client.request('a', 'willpower/mana-curve', withInt(10));
    void client.request('b', 'willpower/mana-curve', withInt(11));
    const after = client.request('c', 'willpower/mana-curve', withInt(13));
    await turn();
    worker(0).answer(1);
    // b computes; its card leaves the screen.
    client.cancel('b');
    clock.advance(300);
    expect(worker(0).terminated).toBe(true);
    const first = await done;
    const computed = handleEngineRequest({
      id: 1,
      type: 'willpower/mana-curve',
      input: withInt(10),
    });
    expect(first).toEqual({ status: 'ok', output: computed.ok && computed.output });
    await turn();
    expect(worker(1).queued).toEqual([3]);
    worker(1).answer();
    expect((await after).status).toBe('ok');
  });

  it('drops a cancelled request not sent yet, and never sends it', async () => {
    const { client, worker } = setup();
    void client.request('busy', 'willpower/mana-curve', withInt(10));
    await turn();
    const gone = client.request('chart', 'willpower/mana-curve', withInt(12));
    client.cancel('chart');
    expect(await gone).toEqual({ status: 'stale' });
    worker(0).answer();
    await turn();
    expect(worker(0).sent).toHaveLength(1);
  });

  it('moves a request computing past asideMs to a side worker while others wait; both answer', async () => {
    const { client, clock, workers, worker } = setup();
    const slow = client.request('endurance', 'willpower/mana-curve', withInt(12));
    await turn();
    clock.advance(500);
    const quick = client.request('willpower', 'willpower/mana-curve', withInt(18));
    await turn();
    // Within asideMs the quick one waits its turn.
    expect(workers).toHaveLength(1);
    clock.advance(500);
    await turn();
    expect(workers).toHaveLength(2);
    expect(worker(0).terminated).toBe(false);
    expect(worker(1).queued).toEqual([2]);
    worker(1).answer();
    const fast = await quick;
    expect(fast.status === 'ok' && fast.output.levelOne.value).toBe(20);
    expect(await settled(slow)).toBe(false);
    expect(client.activity().pending).toBe(1);
    // The slow one finishes on its side worker, which then goes.
    worker(0).answer();
    expect((await slow).status).toBe('ok');
    expect(worker(0).terminated).toBe(true);
    expect(client.activity().pending).toBe(0);
  });

  it('moves aside at once a slow request when a request comes after asideMs', async () => {
    const { client, clock, workers, worker } = setup();
    void client.request('endurance', 'willpower/mana-curve', withInt(12));
    await turn();
    clock.advance(5000);
    expect(workers).toHaveLength(1);
    void client.request('willpower', 'willpower/mana-curve', withInt(18));
    await turn();
    expect(workers).toHaveLength(2);
    expect(worker(1).queued).toEqual([2]);
  });

  it('moves aside the batch’s other requests too: they go to the fresh worker', async () => {
    const { client, clock, worker } = setup();
    void client.request('endurance', 'willpower/mana-curve', withInt(12));
    void client.request('willpower', 'willpower/mana-curve', withInt(18));
    await turn();
    clock.advance(1000);
    await turn();
    expect(worker(1).queued).toEqual([2]);
  });

  it('stops a side worker as soon as its request is superseded', async () => {
    const { client, clock, worker } = setup();
    const slow = client.request('endurance', 'willpower/mana-curve', withInt(12));
    await turn();
    clock.advance(1000);
    void client.request('willpower', 'willpower/mana-curve', withInt(18));
    await turn();
    expect(worker(0).terminated).toBe(false);
    void client.request('endurance', 'willpower/mana-curve', withInt(13));
    expect(worker(0).terminated).toBe(true);
    expect(await slow).toEqual({ status: 'stale' });
  });

  it('holds the others behind a second slow request while the side worker is busy', async () => {
    const { client, clock, workers } = setup();
    void client.request('a', 'willpower/mana-curve', withInt(12));
    await turn();
    clock.advance(1000);
    void client.request('b', 'willpower/mana-curve', withInt(13));
    await turn();
    clock.advance(1000);
    void client.request('c', 'willpower/mana-curve', withInt(14));
    await turn();
    clock.advance(5000);
    expect(workers).toHaveLength(2);
  });

  it('stops a request at the time limit with an error naming it, and never sends it again', async () => {
    const { client, clock, workers, worker } = setup();
    const endless = client.request('endurance', 'willpower/mana-curve', withInt(12));
    await turn();
    clock.advance(19_999);
    expect(await settled(endless)).toBe(false);
    clock.advance(1);
    expect(await endless).toEqual({
      status: 'error',
      message: 'it took longer than 20 s, so Wellspring stopped it; try smaller inputs',
      timedOut: true,
    });
    expect(worker(0).terminated).toBe(true);
    await turn();
    expect(workers).toHaveLength(2);
    expect(worker(1).sent).toHaveLength(0);
  });

  it('stops a side worker at the time limit, counted from when its request started', async () => {
    const { client, clock, worker } = setup();
    const endless = client.request('endurance', 'willpower/mana-curve', withInt(12));
    await turn();
    clock.advance(1000);
    void client.request('willpower', 'willpower/mana-curve', withInt(18));
    await turn();
    clock.advance(19_000);
    expect(await endless).toMatchObject({ status: 'error', timedOut: true });
    expect(worker(0).terminated).toBe(true);
  });

  it('ignores what a stopped worker still posts', async () => {
    const { client, clock, worker } = setup();
    void client.request('chart', 'willpower/mana-curve', withInt(12));
    await turn();
    const newest = client.request('chart', 'willpower/mana-curve', withInt(18));
    clock.advance(300);
    worker(0).answer();
    await turn();
    expect(await settled(newest)).toBe(false);
    worker(1).answer();
    expect((await newest).status).toBe('ok');
  });

  it('says how many results are pending, the oldest since when, and tells every change', async () => {
    const { client, clock, worker, changes } = setup();
    expect(client.activity()).toEqual({ pending: 0, oldest: null, restart: null });
    clock.advance(100);
    void client.request('a', 'willpower/mana-curve', withInt(12));
    clock.advance(50);
    void client.request('b', 'willpower/hp-curve', withInt(12));
    expect(client.activity()).toEqual({
      pending: 2,
      oldest: { type: 'willpower/mana-curve', since: 100 },
      restart: null,
    });
    await turn();
    const told = changes();
    expect(told).toBeGreaterThan(0);
    worker(0).answer();
    expect(client.activity().pending).toBe(0);
    expect(changes()).toBeGreaterThan(told);
  });
});
