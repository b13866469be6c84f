/**
 * `BaselineQuery`: a card's question asked again of the baseline (What changed's choice), with the
 * baseline's data and its version of the shown build, against a fake engine.
 */
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { baseline } from '../../../src-renderer/lib/baseline.svelte';
import { BaselineQuery } from '../../../src-renderer/lib/baseline-query.svelte';
import type { BuildOf, DataOf } from '../../../src-renderer/lib/project.svelte';
import { FakeEngine } from './fake-engine';
import { mounted } from './mounted.svelte';

afterEach(() => {
  baseline.clear();
});

const askRegen = (data: DataOf<'dcss'>, build: BuildOf<'dcss'>) => ({
  type: 'dcss/regen' as const,
  input: { data, build } as never,
});

describe('BaselineQuery', () => {
  const project = makeDefaultProject();
  const [shown] = project.dcss.builds;
  if (shown === undefined) throw new Error('the built-in project has a DCSS build');
  // The baseline: last week's file, where the build had 40 max HP and rings were worth less.
  const lastWeek = {
    ...project,
    dcss: {
      data: {
        ...project.dcss.data,
        rules: {
          ...project.dcss.data.rules,
          bonuses: { ...project.dcss.data.rules.bonuses, perRing: 20 },
        },
      },
      builds: [{ ...shown, maxHp: 40 }],
    },
  };

  it('asks nothing and answers null without a baseline', () => {
    const engine = new FakeEngine();
    const query = mounted(
      () =>
        new BaselineQuery(
          'dcss',
          () => shown.id,
          askRegen,
          () => true,
          engine,
        ),
    );
    expect([query.output, query.name, query.side]).toEqual([null, null, null]);
    expect(engine.asked).toEqual([]);
  });

  it('asks with the baseline’s data and its version of the shown build, and names it', async () => {
    const engine = new FakeEngine();
    baseline.useFile('last-week.wellspring.json', lastWeek);
    const query = mounted(
      () =>
        new BaselineQuery(
          'dcss',
          () => shown.id,
          askRegen,
          () => true,
          engine,
        ),
    );
    expect(engine.owed).toEqual([{ data: lastWeek.dcss.data, build: lastWeek.dcss.builds[0] }]);
    await engine.answer(engine.owed[0], { status: 'ok', output: 'last week' as never });
    expect(query.output).toBe('last week');
    expect(query.name).toBe('last-week.wellspring.json');

    // The baseline set aside: nothing to draw dashed.
    baseline.clear();
    flushSync();
    expect([query.output, query.name]).toEqual([null, null]);
  });

  it('has no answer for a build added since the baseline', () => {
    const engine = new FakeEngine();
    baseline.useFile('last-week.wellspring.json', lastWeek);
    const query = mounted(
      () =>
        new BaselineQuery(
          'dcss',
          () => 'added-since',
          askRegen,
          () => true,
          engine,
        ),
    );
    expect(query.output).toBeNull();
    expect(engine.asked).toEqual([]);
  });
});
