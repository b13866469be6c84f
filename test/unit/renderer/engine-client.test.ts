import { describe, expect, it } from 'vitest';
import { Memo } from '../../../shared/engine/memo';
import type { EngineBatch } from '../../../shared/protocol/engine';
import { handleEngineBatch } from '../../../shared/rulesets/engine-handlers';
import { makeDefaultWillpowerData, TATHREN } from '../../../shared/rulesets/willpower/defaults';
import { EngineClient, type EnginePort } from '../../../src-renderer/lib/engine-client';

/** A worker stand-in that answers only when told to, like a busy real one. */
class ManualWorker implements EnginePort {
  readonly sent: EngineBatch[] = [];
  readonly client = new EngineClient(this);
  readonly memo = new Memo();

  postMessage(batch: EngineBatch): void {
    this.sent.push(batch);
  }

  /** Answers the batch sent `index`-th. */
  answer(index: number): void {
    const batch = this.sent[index];
    if (batch === undefined) throw new Error(`no batch ${index}`);
    this.client.receive(handleEngineBatch(batch, this.memo));
  }
}

/** Lets queued microtasks run (the client sends a turn's requests after the turn). */
const turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const data = makeDefaultWillpowerData();
const withInt = (int: number) => ({
  data,
  build: { ...TATHREN, stats: { ...TATHREN.stats, int } },
});

describe('EngineClient', () => {
  it('resolves the newest request of a slot with its output', async () => {
    const port = new ManualWorker();
    const answer = port.client.request('chart', 'willpower/mana-curve', withInt(16));
    await turn();
    port.answer(0);
    const result = await answer;
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.output.levelOne.value).toBe(19);
  });

  it('sends the requests of one turn as one batch, answered by one message', async () => {
    const port = new ManualWorker();
    const mana = port.client.request('mana', 'willpower/mana-curve', withInt(16));
    const hp = port.client.request('hp', 'willpower/hp-curve', withInt(16));
    await turn();
    expect(port.sent).toHaveLength(1);
    expect(port.sent[0]?.requests.map((request) => request.type)).toEqual([
      'willpower/mana-curve',
      'willpower/hp-curve',
    ]);
    port.answer(0);
    expect((await mana).status).toBe('ok');
    expect((await hp).status).toBe('ok');
  });

  it('keeps one batch in the worker; a newer request replaces its slot’s waiting one unsent', async () => {
    const port = new ManualWorker();
    const first = port.client.request('chart', 'willpower/mana-curve', withInt(12));
    await turn();
    // The worker is busy with the first: these wait, and the middle one is superseded.
    const middle = port.client.request('chart', 'willpower/mana-curve', withInt(14));
    const last = port.client.request('chart', 'willpower/mana-curve', withInt(18));
    await turn();
    expect(port.sent).toHaveLength(1);
    expect(await middle).toEqual({ status: 'stale' });
    port.answer(0);
    // The first answer is for an input no longer wanted; the newest goes out next.
    expect(await first).toEqual({ status: 'stale' });
    await turn();
    expect(port.sent).toHaveLength(2);
    expect(port.sent[1]?.requests).toHaveLength(1);
    port.answer(1);
    const latest = await last;
    expect(latest.status === 'ok' && latest.output.levelOne.value).toBe(20);
  });

  it('keeps slots independent: a newer request elsewhere does not make this one stale', async () => {
    const port = new ManualWorker();
    const chart = port.client.request('chart', 'willpower/mana-curve', withInt(16));
    const other = port.client.request('table', 'willpower/mana-curve', withInt(12));
    await turn();
    port.answer(0);
    expect((await chart).status).toBe('ok');
    expect((await other).status).toBe('ok');
  });

  it('gives every request a new id', async () => {
    const port = new ManualWorker();
    void port.client.request('a', 'willpower/mana-curve', withInt(15));
    void port.client.request('b', 'willpower/mana-curve', withInt(15));
    await turn();
    expect(port.sent[0]?.requests.map((request) => request.id)).toEqual([1, 2]);
  });

  it('reports engine errors, and a dead worker to every waiting and later request', async () => {
    const port = new ManualWorker();
    const bad = port.client.request('chart', 'willpower/mana-curve', withInt(99));
    await turn();
    port.answer(0);
    expect(await bad).toEqual({
      status: 'error',
      message: 'Intelligence must be a whole number from 1 to 30.',
    });
    const pending = port.client.request('chart', 'willpower/mana-curve', withInt(15));
    port.client.fail('SyntaxError in engine.worker.js');
    const stopped = 'The engine stopped: SyntaxError in engine.worker.js.';
    expect(await pending).toEqual({ status: 'error', message: stopped });
    expect(await port.client.request('chart', 'willpower/mana-curve', withInt(15))).toEqual({
      status: 'error',
      message: stopped,
    });
  });
});
