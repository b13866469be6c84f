/**
 * A ruleset screen's own state class, `QuestScreen`: the question it asks the engine for the caster
 * shown (and the baseline's version of it), what it refuses to send, and its view settings as one
 * undoable edit each. The engine is a `FakeEngine` that answers when told.
 */
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { computeQuestView } from '../../../shared/rulesets/quest/view';
import { baseline } from '../../../src-renderer/lib/baseline.svelte';
import { ProjectStore } from '../../../src-renderer/lib/project.svelte';
import { QuestScreen } from '../../../src-renderer/rulesets/quest/quest-screen.svelte';
import { FakeEngine } from './fake-engine';
import { mounted } from './mounted.svelte';

afterEach(() => {
  baseline.clear();
});

function setUp(shown = () => true) {
  const store = new ProjectStore();
  const engine = new FakeEngine();
  const screen = mounted(() => new QuestScreen(() => store, shown, engine));
  return { store, engine, screen };
}

describe('QuestScreen', () => {
  it('asks for the shown caster’s view under the dispel settings, and shows the answer', async () => {
    const { store, engine, screen } = setUp();
    const { data, dispelView } = store.document.quest;
    const build = screen.build;
    if (build === undefined) throw new Error('no Quest caster');
    expect(engine.asked).toEqual([
      { slot: expect.any(String), type: 'quest/view', input: { data, build, dispelView } },
    ]);
    expect(screen.view).toBeNull();
    const view = computeQuestView(data, build, dispelView);
    await engine.answer({ data, build, dispelView }, { status: 'ok', output: view });
    expect(screen.view).toEqual(view);
    expect(screen.engineError).toBeNull();
  });

  it('sends nothing the engine would refuse, says why, and keeps the last answer meanwhile', async () => {
    const { store, engine, screen } = setUp();
    const { data, dispelView } = store.document.quest;
    const build = screen.build;
    if (build === undefined) throw new Error('no Quest caster');
    const view = computeQuestView(data, build, dispelView);
    await engine.answer({ data, build, dispelView }, { status: 'ok', output: view });

    screen.changeBuild({ ...build, int: -1 });
    flushSync();
    expect(screen.problems.length).toBe(1);
    expect(screen.problems[0]).toMatch(/Int/);
    expect(engine.asked).toHaveLength(1);
    expect(screen.view).toEqual(view);

    store.undo();
    flushSync();
    expect(screen.problems).toEqual([]);

    // A dispel setting out of range stops the question too (the caster alone is sound).
    screen.changeDispelView({ ...dispelView, dispellers: 0 });
    flushSync();
    expect(screen.problems).toEqual([expect.stringMatching(/ispeller/)]);
    expect(engine.asked).toHaveLength(1);
    expect(screen.view).toEqual(view);
  });

  it('asks nothing while its screen is hidden, and asks once shown', () => {
    let shown = $state(false);
    const { engine } = setUp(() => shown);
    expect(engine.asked).toEqual([]);
    shown = true;
    flushSync();
    expect(engine.asked.map((each) => each.type)).toEqual(['quest/view']);
  });

  it('asks the baseline’s caster of the same id under the baseline’s data, and names its problem', async () => {
    const { store, engine, screen } = setUp();
    const build = screen.build;
    if (build === undefined) throw new Error('no Quest caster');
    const saved = store.document;
    baseline.useFile('saved.wellspring.json', saved);
    screen.changeBuild({ ...build, int: build.int + 1 });
    flushSync();
    const { data, dispelView } = saved.quest;
    const before = { data, build, dispelView };
    expect(engine.owed).toContainEqual(before);
    const view = computeQuestView(data, build, dispelView);
    await engine.answer(before, { status: 'ok', output: view });
    expect(screen.baselineView).toEqual(view);

    // A baseline whose caster the engine would refuse is not sent: its first problem is said.
    baseline.useFile('bad.wellspring.json', {
      ...saved,
      quest: { ...saved.quest, builds: [{ ...build, int: -1 }] },
    });
    flushSync();
    expect(screen.baselineError).toMatch(/Int/);
  });

  it('changes the dispel settings and the targets as one undoable edit each', () => {
    const { store, screen } = setUp();
    const { dispelView, targets } = store.document.quest;
    screen.changeTargets([]);
    expect(screen.targets).toEqual([]);
    screen.changeDispelView({ ...dispelView, dispellers: dispelView.dispellers + 1 });
    expect(screen.dispelView.dispellers).toBe(dispelView.dispellers + 1);
    store.undo();
    expect(screen.dispelView).toEqual(dispelView);
    store.undo();
    expect(screen.targets).toEqual(targets);
  });
});
