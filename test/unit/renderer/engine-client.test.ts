import { describe, expect, it } from 'vitest';
import type { EngineRequest } from '../../../shared/protocol/engine';
import { handleEngineRequest } from '../../../shared/rulesets/engine-handlers';
import { makeDefaultWillpowerData, TATHREN } from '../../../shared/rulesets/willpower/defaults';
import { EngineClient, type EnginePort } from '../../../src-renderer/lib/engine-client';

/** A worker stand-in that answers only when told to, in any order, like a busy real one. */
class ManualWorker implements EnginePort {
  readonly sent: EngineRequest[] = [];
  readonly client = new EngineClient(this);

  postMessage(request: EngineRequest): void {
    this.sent.push(request);
  }

  answer(index: number): void {
    const request = this.sent[index];
    if (request === undefined) throw new Error(`no request ${index}`);
    this.client.receive(handleEngineRequest(request));
  }
}

const data = makeDefaultWillpowerData();
const withInt = (int: number) => ({
  data,
  build: { ...TATHREN, stats: { ...TATHREN.stats, int } },
});

describe('EngineClient', () => {
  it('resolves the newest request of a slot with its output', async () => {
    const port = new ManualWorker();
    const client = port.client;
    const answer = client.request('chart', 'willpower/mana-curve', withInt(16));
    port.answer(0);
    const result = await answer;
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.output.levelOne.value).toBe(19);
  });

  it('drops an older answer that arrives after a newer request was sent', async () => {
    const port = new ManualWorker();
    const client = port.client;
    const older = client.request('chart', 'willpower/mana-curve', withInt(16));
    const newer = client.request('chart', 'willpower/mana-curve', withInt(18));
    port.answer(1);
    port.answer(0);
    expect(await older).toEqual({ status: 'stale' });
    const latest = await newer;
    expect(latest.status === 'ok' && latest.output.levelOne.value).toBe(20);
  });

  it('keeps slots independent: a newer request elsewhere does not make this one stale', async () => {
    const port = new ManualWorker();
    const client = port.client;
    const chart = client.request('chart', 'willpower/mana-curve', withInt(16));
    const other = client.request('table', 'willpower/mana-curve', withInt(12));
    port.answer(0);
    port.answer(1);
    expect((await chart).status).toBe('ok');
    expect((await other).status).toBe('ok');
  });

  it('gives every request a new id', () => {
    const port = new ManualWorker();
    const client = port.client;
    void client.request('a', 'willpower/mana-curve', withInt(15));
    void client.request('a', 'willpower/mana-curve', withInt(15));
    expect(port.sent.map((request) => request.id)).toEqual([1, 2]);
  });

  it('reports engine errors, and a dead worker to every pending and later request', async () => {
    const port = new ManualWorker();
    const client = port.client;
    const bad = client.request('chart', 'willpower/mana-curve', withInt(99));
    port.answer(0);
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
