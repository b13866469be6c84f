/**
 * `ComparedQuery`: an analysis card's one question asked of the project and of the baseline, both
 * only while the card is asking (in view on a shown screen), against a fake engine.
 */
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { baseline } from '../../../src-renderer/lib/baseline.svelte';
import { ComparedQuery } from '../../../src-renderer/lib/compared-query.svelte';
import type { BuildOf, DataOf } from '../../../src-renderer/lib/project.svelte';
import { FakeEngine } from './fake-engine';
import { mounted } from './mounted.svelte';

afterEach(() => {
  baseline.clear();
});

const project = makeDefaultProject();
const [shown] = project.dcss.builds;
if (shown === undefined) throw new Error('the built-in project has a DCSS build');
const askRegen = (data: DataOf<'dcss'>, build: BuildOf<'dcss'>) => ({
  type: 'dcss/regen' as const,
  input: { maxHp: build.maxHp, perRing: data.rules.bonuses.perRing } as never,
});
const ok = (output: string) => ({ status: 'ok', output: output as never }) as const;

describe('ComparedQuery', () => {
  it('asks the project and the baseline the same question, each with its own data', async () => {
    const engine = new FakeEngine();
    const lastWeek = {
      ...project,
      dcss: { ...project.dcss, builds: [{ ...shown, maxHp: 40 }] },
    };
    baseline.useFile('last-week.wellspring.json', lastWeek);
    const state = $state({ build: { ...shown, maxHp: 90 } });
    const query = mounted(
      () =>
        new ComparedQuery(
          'dcss',
          () => ({ data: project.dcss.data, build: state.build }),
          askRegen,
          () => true,
          engine,
        ),
    );
    expect(engine.owed).toEqual([
      { maxHp: 90, perRing: 40 },
      { maxHp: 40, perRing: 40 },
    ]);
    expect(query.waiting).toBe(true);
    await engine.answer({ maxHp: 90, perRing: 40 }, ok('now'));
    expect([query.output, query.baseline]).toEqual(['now', null]);
    // The baseline's answer is still owed: the card is still being brought up to date.
    expect(query.waiting).toBe(true);
    await engine.answer({ maxHp: 40, perRing: 40 }, ok('then'));
    expect(query.baseline).toEqual({ name: 'last-week.wellspring.json', result: 'then' });
    expect(query.waiting).toBe(false);

    // An edit asks the project again; the baseline's build did not change, so it is not asked.
    state.build = { ...shown, maxHp: 120 };
    flushSync();
    expect(engine.owed).toEqual([{ maxHp: 120, perRing: 40 }]);
    await engine.answer(
      { maxHp: 120, perRing: 40 },
      { status: 'error', message: 'Max HP 120 is refused.' },
    );
    expect([query.output, query.error, query.input]).toEqual([
      'now',
      'Max HP 120 is refused.',
      { maxHp: 90, perRing: 40 },
    ]);
  });

  it('asks neither while the card is not asking (out of view), and both once it is', () => {
    const engine = new FakeEngine();
    baseline.useFile('last-week.wellspring.json', project);
    const place = $state({ asking: false });
    mounted(
      () =>
        new ComparedQuery(
          'dcss',
          () => ({ data: project.dcss.data, build: shown }),
          askRegen,
          () => place.asking,
          engine,
        ),
    );
    expect(engine.asked).toEqual([]);
    place.asking = true;
    flushSync();
    expect(engine.asked).toHaveLength(2);
  });
});

describe('ComparedQuery, when the baseline cannot be asked what the project is', () => {
  it('draws no baseline answer of an older question, and keeps both while neither is asked', async () => {
    const engine = new FakeEngine();
    const lastWeek = {
      ...project,
      dcss: { ...project.dcss, builds: [{ ...shown, maxHp: 40 }] },
    };
    baseline.useFile('last-week.wellspring.json', lastWeek);
    // The question reads a threshold; the baseline's build can be asked only up to its max HP
    // (as a Willpower pattern asks only of a baseline whose data has its spells), and a
    // threshold below 0 is a field the engine would refuse: no question at all.
    const state = $state({ threshold: 10 });
    const ask = (_data: DataOf<'dcss'>, build: BuildOf<'dcss'>) =>
      state.threshold < 0 || state.threshold > build.maxHp
        ? null
        : {
            type: 'dcss/regen' as const,
            input: { maxHp: build.maxHp, at: state.threshold } as never,
          };
    const query = mounted(
      () =>
        new ComparedQuery(
          'dcss',
          () => ({ data: project.dcss.data, build: { ...shown, maxHp: 90 } }),
          ask,
          () => true,
          engine,
        ),
    );
    await engine.answer({ maxHp: 90, at: 10 }, ok('now at 10'));
    await engine.answer({ maxHp: 40, at: 10 }, ok('then at 10'));
    expect(query.baseline?.result).toBe('then at 10');

    // 60: the project is asked; the baseline (max HP 40) cannot be, so its answer at 10 is not
    // set beside the project's at 60.
    state.threshold = 60;
    flushSync();
    expect(engine.owed).toEqual([{ maxHp: 90, at: 60 }]);
    expect(query.baseline).toBeNull();
    await engine.answer({ maxHp: 90, at: 60 }, ok('now at 60'));
    expect([query.output, query.baseline]).toEqual(['now at 60', null]);

    // Back to 10: the baseline's remembered answer is its own question's again.
    state.threshold = 10;
    flushSync();
    expect(query.baseline?.result).toBe('then at 10');

    // -1: neither is asked (the field's value is refused); both keep their last answers.
    state.threshold = -1;
    flushSync();
    expect(engine.owed).toEqual([]);
    expect([query.output, query.baseline?.result]).toEqual(['now at 10', 'then at 10']);
  });
});
