/**
 * `EngineQuery` and `EngineQueryEach`, the views' questions to the engine, with their runes
 * compiled as in the app and a fake engine that answers when the test says: what is asked, when,
 * and which answer a view shows.
 */
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { EngineQuery, EngineQueryEach } from '../../../src-renderer/lib/engine-query.svelte';
import { FakeEngine } from './fake-engine';
import { mounted } from './mounted.svelte';

/** Any call type will do: the fake engine computes nothing. */
const TYPE = 'quest/view' as const;
const ask = (input: object) => ({ type: TYPE, input: input as never });
const ok = (output: unknown) => ({ status: 'ok', output: output as never }) as const;

describe('EngineQuery', () => {
  it('asks once per input’s data: an equal copy or an unrelated change asks nothing', () => {
    const engine = new FakeEngine();
    const state = $state({ build: { level: 1 }, other: 'a' });
    mounted(
      () =>
        new EngineQuery(
          () => ask(state.build),
          () => true,
          engine,
        ),
    );
    expect(engine.asked.map((each) => each.input)).toEqual([{ level: 1 }]);

    state.other = 'b';
    flushSync();
    // A new object with the same data (an undo, a build put back): the query runs, asks nothing.
    state.build = { level: 1 };
    flushSync();
    expect(engine.asked).toHaveLength(1);

    state.build = { level: 2 };
    flushSync();
    expect(engine.asked.map((each) => each.input)).toEqual([{ level: 1 }, { level: 2 }]);
  });

  it('shows the newest answer, keeps the last output past a refusal, and says which it answered', async () => {
    const engine = new FakeEngine();
    const state = $state({ level: 1 });
    const query = mounted(
      () =>
        new EngineQuery(
          () => ask({ level: state.level }),
          () => true,
          engine,
        ),
    );
    expect(query.output).toBeUndefined();
    await engine.answer({ level: 1 }, ok('one'));
    expect([query.output, query.input, query.answered, query.error]).toEqual([
      'one',
      { level: 1 },
      { level: 1 },
      null,
    ]);

    state.level = 2;
    flushSync();
    await engine.answer({ level: 2 }, { status: 'error', message: 'Level 2 is refused.' });
    // The chart keeps level 1's curve, and the card can tell it is not level 2's.
    expect([query.output, query.input, query.answered, query.error]).toEqual([
      'one',
      { level: 1 },
      { level: 2 },
      'Level 2 is refused.',
    ]);
  });

  it('never takes an answer to an input it no longer asks about', async () => {
    const engine = new FakeEngine();
    const state = $state({ level: 1 });
    const query = mounted(
      () =>
        new EngineQuery(
          () => ask({ level: state.level }),
          () => true,
          engine,
        ),
    );
    state.level = 2;
    flushSync();
    // Level 1's question was superseded in its slot: only level 2 is owed.
    expect(engine.owed).toEqual([{ level: 2 }]);
    await engine.answer({ level: 2 }, ok('two'));
    expect(query.output).toBe('two');
  });

  it('says it is waiting from a question asked until its answer lands, and not for a remembered one', async () => {
    const engine = new FakeEngine();
    const state = $state({ level: 1 });
    const query = mounted(
      () =>
        new EngineQuery(
          () => ask({ level: state.level }),
          () => true,
          engine,
        ),
    );
    expect(query.waiting).toBe(true);
    await engine.answer({ level: 1 }, ok('one'));
    expect(query.waiting).toBe(false);

    state.level = 2;
    flushSync();
    // Level 1's answer is still shown, and is not level 2's.
    expect([query.output, query.waiting]).toEqual(['one', true]);
    await engine.answer({ level: 2 }, { status: 'error', message: 'Refused.' });
    expect(query.waiting).toBe(false);

    // Back to level 1: remembered, so shown at once and not waited for.
    state.level = 1;
    flushSync();
    expect([query.output, query.waiting]).toEqual(['one', false]);
  });

  it('takes a remembered answer at once, without asking the worker', () => {
    const engine = new FakeEngine();
    engine.remember(TYPE, { level: 5 }, ok('five'));
    const query = mounted(
      () =>
        new EngineQuery(
          () => ask({ level: 5 }),
          () => true,
          engine,
        ),
    );
    expect(query.output).toBe('five');
    expect(engine.asked).toEqual([]);
  });

  it('asks nothing while its screen is hidden, cancels what it owes on hiding, and asks again when shown', () => {
    const engine = new FakeEngine();
    const screen = $state({ shown: false });
    mounted(
      () =>
        new EngineQuery(
          () => ask({ level: 1 }),
          () => screen.shown,
          engine,
        ),
    );
    expect(engine.asked).toEqual([]);

    screen.shown = true;
    flushSync();
    expect(engine.owed).toEqual([{ level: 1 }]);

    screen.shown = false;
    flushSync();
    expect(engine.cancelled).toHaveLength(1);
    expect(engine.owed).toEqual([]);

    screen.shown = true;
    flushSync();
    expect(engine.owed).toEqual([{ level: 1 }]);
    expect(engine.asked).toHaveLength(2);
  });

  it('keeps the last answer while ask says null (a field the engine would refuse)', async () => {
    const engine = new FakeEngine();
    const state = $state<{ level: number | null }>({ level: 1 });
    const query = mounted(
      () =>
        new EngineQuery(
          () => (state.level === null ? null : ask({ level: state.level })),
          () => true,
          engine,
        ),
    );
    await engine.answer({ level: 1 }, ok('one'));
    state.level = null;
    flushSync();
    expect(query.output).toBe('one');
    expect(engine.asked).toHaveLength(1);
  });

  it('cancels what it still owes when its component goes', () => {
    const engine = new FakeEngine();
    let made: EngineQuery<typeof TYPE> | undefined;
    const cleanup = $effect.root(() => {
      made = new EngineQuery(
        () => ask({ level: 1 }),
        () => true,
        engine,
      );
    });
    flushSync();
    expect(made).toBeDefined();
    cleanup();
    expect(engine.cancelled).toHaveLength(1);
    expect(engine.owed).toEqual([]);
  });
});

describe('EngineQueryEach', () => {
  interface Build {
    id: string;
    level: number;
  }

  it('asks about each item only when its own input changed, and lands one batch together', async () => {
    const engine = new FakeEngine();
    const state = $state<{ builds: Build[] }>({
      builds: [
        { id: 'a', level: 1 },
        { id: 'b', level: 1 },
      ],
    });
    const query = mounted(
      () =>
        new EngineQueryEach(
          () => state.builds,
          (build) => build.id,
          (build) => ask({ level: build.level, who: build.id }),
          () => true,
          engine,
        ),
    );
    expect(engine.owed).toEqual([
      { level: 1, who: 'a' },
      { level: 1, who: 'b' },
    ]);
    await engine.answer({ level: 1, who: 'a' }, ok('a1'));
    await engine.answer({ level: 1, who: 'b' }, ok('b1'));
    await Promise.resolve();
    expect(query.get('a')?.output).toBe('a1');
    expect(query.get('b')?.output).toBe('b1');

    state.builds[1] = { id: 'b', level: 2 };
    flushSync();
    // Only b moved: a is not asked again.
    expect(engine.owed).toEqual([{ level: 2, who: 'b' }]);
  });

  it('forgets an item gone from the list, and finds an id named like Object.prototype’s', async () => {
    const engine = new FakeEngine();
    const state = $state<{ builds: Build[] }>({
      builds: [
        { id: 'constructor', level: 1 },
        { id: 'b', level: 1 },
      ],
    });
    const query = mounted(
      () =>
        new EngineQueryEach(
          () => state.builds,
          (build) => build.id,
          (build) => ask({ level: build.level, who: build.id }),
          () => true,
          engine,
        ),
    );
    expect(query.get('constructor')).toBeUndefined();
    await engine.answer({ level: 1, who: 'constructor' }, ok('c1'));
    await Promise.resolve();
    expect(query.get('constructor')?.output).toBe('c1');

    state.builds = [{ id: 'b', level: 1 }];
    flushSync();
    // b's answer was still owed: it stays asked; constructor's answer is gone.
    expect(query.get('constructor')).toBeUndefined();
    expect([...query.answers.keys()]).toEqual([]);
  });
});
