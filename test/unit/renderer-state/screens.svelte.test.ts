/**
 * Two more ruleset screens' state classes, asked through `SectionState`'s query seam with a
 * `FakeEngine`: DCSS's simulation (its start HP capped at the build's max HP, an unsound one not
 * sent), Mage 2e's sweep (the factor it swept travels with its answer, so a baseline that swept
 * another is not drawn beside it) and NetHack's advancement of every build (and the XL a grid's
 * cell opens at).
 */
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { baseline } from '../../../src-renderer/lib/baseline.svelte';
import { buildReveal } from '../../../src-renderer/lib/build-reveal.svelte';
import { DcssScreen } from '../../../src-renderer/rulesets/dcss/dcss-screen.svelte';
import { Mage2eScreen } from '../../../src-renderer/rulesets/mage2e/mage2e-screen.svelte';
import { NethackScreen } from '../../../src-renderer/rulesets/nethack34/nethack-screen.svelte';
import { opened } from './opened';

afterEach(() => {
  baseline.clear();
  buildReveal.request = null;
});

describe('DcssScreen', () => {
  it('plays the simulation with its start HP capped at the build’s max HP, and sends no unsound one', () => {
    const { engine, screen } = opened(
      (project, engine) => new DcssScreen(project, () => true, engine),
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
    const { store, engine, screen } = opened(
      (project, engine) => new Mage2eScreen(project, () => true, engine),
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
    const { store, engine, screen } = opened(
      (project, engine) => new Mage2eScreen(project, () => true, engine),
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

describe('NethackScreen', () => {
  it('asks every build’s advancement, the baseline’s for the builds it has, and answers by build', async () => {
    const { store, engine, screen } = opened(
      (project, engine) => new NethackScreen(project, () => true, engine),
    );
    const { data, builds } = store.document.nethack34;
    expect(engine.owed).toEqual(builds.map((build) => ({ data, build })));
    const [first] = builds;
    if (first === undefined) throw new Error('no NetHack build');
    const answer = { levels: [] } as never;
    await engine.answer({ data, build: first }, { status: 'ok', output: answer });
    expect(screen.advancementOf(first.id)).toBe(answer);

    baseline.useFile('saved.wellspring.json', store.document);
    store.addBuild('nethack34', { ...first, id: 'new', name: 'New' });
    flushSync();
    // The new build is asked under today's data; the baseline only for the builds it has.
    const asked = engine.asked.map((each) => (each.input as { build: { id: string } }).build.id);
    expect(asked.filter((id) => id === 'new')).toHaveLength(1);
    expect(screen.baselineAdvancementOf('new')).toBeUndefined();
  });

  it('looks at the XL a balance grid’s cell opens a build at', () => {
    const { store, screen } = opened(
      (project, engine) => new NethackScreen(project, () => false, engine),
    );
    const [first] = store.document.nethack34.builds;
    if (first === undefined) throw new Error('no NetHack build');
    buildReveal.show('nethack34', first.id, 23);
    flushSync();
    expect(screen.pickedLevel).toBe(23);
    buildReveal.show('dcss', first.id, 5);
    flushSync();
    expect(screen.pickedLevel).toBe(23);
  });
});
