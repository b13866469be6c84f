/**
 * Two more ruleset screens' state classes, asked through `SectionState`'s query seam with a
 * `FakeEngine`: DCSS's simulation (its start HP capped at the build's max HP, an unsound one not
 * sent) and Mage 2e's sweep (the factor it swept travels with its answer, so a baseline that
 * swept another is not drawn beside it).
 */
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { baseline } from '../../../src-renderer/lib/baseline.svelte';
import { ProjectStore } from '../../../src-renderer/lib/project.svelte';
import { DcssScreen } from '../../../src-renderer/rulesets/dcss/dcss-screen.svelte';
import { Mage2eScreen } from '../../../src-renderer/rulesets/mage2e/mage2e-screen.svelte';
import { FakeEngine } from './fake-engine';
import { mounted } from './mounted.svelte';

afterEach(() => {
  baseline.clear();
});

describe('DcssScreen', () => {
  it('plays the simulation with its start HP capped at the build’s max HP, and sends no unsound one', () => {
    const store = new ProjectStore();
    const engine = new FakeEngine();
    const screen = mounted(
      () =>
        new DcssScreen(
          () => store,
          () => true,
          engine,
        ),
    );
    const build = screen.build;
    if (build === undefined) throw new Error('no DCSS build');
    screen.simulation = { startHp: build.maxHp + 50, turns: 12 };
    flushSync();
    expect(engine.asked.at(-1)?.input).toMatchObject({
      build,
      simulation: { startHp: build.maxHp, turns: 12 },
    });
    const asked = engine.asked.length;
    screen.simulation = { startHp: 0, turns: 12 };
    flushSync();
    expect(engine.asked).toHaveLength(asked);
  });
});

describe('Mage2eScreen', () => {
  it('sweeps the factor chosen, and draws the baseline only when it swept the same one', async () => {
    const store = new ProjectStore();
    const engine = new FakeEngine();
    const screen = mounted(
      () =>
        new Mage2eScreen(
          () => store,
          () => true,
          engine,
        ),
    );
    const build = screen.build;
    if (build === undefined) throw new Error('no Mage 2e spell');
    baseline.useFile('saved.wellspring.json', store.document);
    flushSync();
    const [now, before] = engine.owed as { sweep: { factor: string } }[];
    expect([now?.sweep.factor, before?.sweep.factor]).toEqual(['potency', 'potency']);
    const answer = { cast: {}, sweep: [] } as never;
    await engine.answer(now, { status: 'ok', output: answer });
    await engine.answer(before, { status: 'ok', output: answer });
    expect(screen.answer?.factor).toBe('potency');
    expect(screen.baselineAnswer?.factor).toBe('potency');

    screen.sweepFactor = 'duration';
    flushSync();
    const owed = engine.owed as { sweep: { factor: string } }[];
    expect(owed.map((input) => input.sweep.factor)).toEqual(['duration', 'duration']);
    const [next] = owed;
    await engine.answer(next, { status: 'ok', output: answer });
    // The screen's answer swept Duration; the baseline's last answer swept Potency: not drawn.
    expect(screen.answer?.factor).toBe('duration');
    expect(screen.baselineAnswer).toBeNull();
  });

  it('sends no rules the engine would refuse, and says the first problem', () => {
    const store = new ProjectStore();
    const engine = new FakeEngine();
    const screen = mounted(
      () =>
        new Mage2eScreen(
          () => store,
          () => true,
          engine,
        ),
    );
    const asked = engine.asked.length;
    store.updateSection('mage2e', (section) => ({
      ...section,
      data: { ...section.data, gnosis: [] },
    }));
    flushSync();
    expect(screen.problems.length).toBeGreaterThan(0);
    expect(engine.asked).toHaveLength(asked);
  });
});
