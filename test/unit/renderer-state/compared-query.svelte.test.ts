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
