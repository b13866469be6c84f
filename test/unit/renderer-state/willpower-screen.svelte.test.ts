/**
 * The Willpower screen's state class, `WillpowerScreen`: the curves it asks of every build (and of
 * the builds the baseline has, under the baseline's data), the shown build's regeneration, hour of
 * casting and training under the build's own statuses, the ability trained, what it leaves unasked
 * (off screen, a build the baseline has not), how the answers reach what the screen draws, and its
 * edits (a status, a stat modifier) as one undoable step each. The engine is a `FakeEngine` that
 * answers when told; an answer is a marker the screen must hand on as it is.
 */
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineCallType } from '../../../shared/app/engine-protocol';
import { structuralKey } from '../../../shared/engine/structural-key';
import { SEED_KILL_SCENARIOS } from '../../../shared/rulesets/willpower/casting-economy';
import type { WillpowerBuild } from '../../../shared/rulesets/willpower/data';
import { killScenario } from '../../../shared/rulesets/willpower/mana-on-kill';
import { baseline } from '../../../src-renderer/lib/baseline.svelte';
import { onDesignerAct, type DesignerAct } from '../../../src-renderer/lib/designer-acts';
import type { ProjectStore } from '../../../src-renderer/lib/project.svelte';
import { explainRequest } from '../../../src-renderer/rulesets/willpower/explain-request.svelte';
import { WillpowerScreen } from '../../../src-renderer/rulesets/willpower/willpower-screen.svelte';
import type { FakeEngine } from './fake-engine';
import { opened } from './opened';

afterEach(() => {
  baseline.clear();
  explainRequest.request = null;
});

/** The Willpower screen of a new project (its one build, Tathren), shown unless told otherwise. */
function openScreen(shown: () => boolean = () => true) {
  return opened((project, engine) => new WillpowerScreen(project, shown, engine));
}

/** The inputs the screen asked the engine for with one call, oldest first. */
function asked(engine: FakeEngine, type: EngineCallType): unknown[] {
  return engine.asked.filter((each) => each.type === type).map((each) => each.input);
}

/** The questions asked under some data (the baseline's: equal data, as posted, not the object). */
function askedUnder(engine: FakeEngine, data: unknown, from = 0): FakeEngine['asked'] {
  const key = structuralKey(data);
  return engine.asked
    .slice(from)
    .filter((each) => structuralKey((each.input as { data: unknown }).data) === key);
}

/** The build shown by a new project (Tathren), and a second one beside it. */
function tathrenOf(store: ProjectStore): WillpowerBuild {
  const [tathren] = store.document.willpower.builds;
  if (tathren === undefined) throw new Error('no Willpower build');
  return tathren;
}

function addMaren(store: ProjectStore): WillpowerBuild {
  const maren = { ...tathrenOf(store), id: 'maren', name: 'Maren', level: 12 };
  store.addBuild('willpower', maren);
  flushSync();
  return maren;
}

const markers = new Map<string, object>();

/** A marker answer, the same object for the same name: the screen must hand this very one on. */
function marker(name: string): never {
  const made = markers.get(name) ?? { marker: name };
  markers.set(name, made);
  return made as never;
}

describe('WillpowerScreen: the curves', () => {
  it('asks every build’s max mana and max HP under the section’s data, and keeps each by build id', async () => {
    const { store, engine, screen } = openScreen();
    const { data } = store.document.willpower;
    const tathren = tathrenOf(store);
    const maren = addMaren(store);
    // The added build is asked once; Tathren is not asked again.
    expect(asked(engine, 'willpower/mana-curve')).toEqual([
      { data, build: tathren },
      { data, build: maren },
    ]);
    expect(asked(engine, 'willpower/hp-curve')).toEqual([
      { data, build: tathren },
      { data, build: maren },
    ]);
    await engine.answer(
      { data, build: maren },
      { status: 'ok', output: marker('maren mana') },
      'willpower/mana-curve',
    );
    expect(screen.manaCurves.get('maren')).toBe(marker('maren mana'));
    expect(screen.manaCurves.has('tathren')).toBe(false);
    expect(screen.manaCurveBuild('maren')).toEqual(maren);
  });

  it('asks again for the edited build only, and drops the curve of a removed build', async () => {
    const { store, engine, screen } = openScreen();
    const { data } = store.document.willpower;
    const tathren = tathrenOf(store);
    const maren = addMaren(store);
    const mana = 'willpower/mana-curve';
    for (const build of [tathren, maren]) {
      await engine.answer({ data, build }, { status: 'ok', output: marker(`${build.id}`) }, mana);
    }
    const before = engine.asked.length;
    const older = { ...maren, level: 30 };
    store.updateBuild('willpower', 'maren', () => older);
    flushSync();
    expect(engine.asked.slice(before).map((each) => [each.type, each.input])).toEqual([
      ['willpower/mana-curve', { data, build: older }],
      ['willpower/hp-curve', { data, build: older }],
    ]);
    // Until the engine answers, the chart keeps Maren's last curve and says which build it was of.
    expect(screen.manaCurves.get('maren')).toBe(marker('maren'));
    expect(screen.manaCurveBuild('maren')).toEqual(maren);

    store.removeBuild('willpower', 'tathren');
    flushSync();
    await engine.answer({ data, build: older }, { status: 'ok', output: marker('older') }, mana);
    expect([...screen.manaCurves.keys()]).toEqual(['maren']);
    expect(screen.manaCurves.get('maren')).toBe(marker('older'));
    expect(screen.manaCurveBuild('maren')).toEqual(older);
  });

  it('asks the baseline’s curves of the builds it also has, under its data, and none without one', async () => {
    const { store, engine, screen } = openScreen();
    const saved = store.document;
    const tathren = tathrenOf(store);
    // The baseline is a file whose Willpower data differs (no sanctuary), so its asks are its own.
    const data = {
      ...saved.willpower.data,
      statuses: saved.willpower.data.statuses.filter((status) => status.id !== 'sanctuary'),
    };
    baseline.useFile('last-week.wellspring.json', {
      ...saved,
      willpower: { ...saved.willpower, data },
    });
    flushSync();
    expect(engine.owed).toContainEqual({ data, build: tathren });
    addMaren(store);
    // Maren was added since: the baseline has no Maren to draw.
    expect(
      askedUnder(engine, data)
        .filter((each) => each.type.endsWith('-curve'))
        .map((each) => [each.type, (each.input as { build: WillpowerBuild }).build.id]),
    ).toEqual([
      ['willpower/mana-curve', 'tathren'],
      ['willpower/hp-curve', 'tathren'],
    ]);
    await engine.answer({ data, build: tathren }, { status: 'ok', output: marker('was') });
    expect(screen.baselineManaCurves.get('tathren')).toBe(marker('was'));
    expect(screen.baselineManaCurves.has('maren')).toBe(false);

    baseline.clear();
    flushSync();
    expect(screen.baselineManaCurves.size).toBe(0);
    expect(screen.baselineHpCurves.size).toBe(0);
  });
});

describe('WillpowerScreen: the shown build', () => {
  it('asks its regeneration, hour of casting and training under its own statuses that still exist', async () => {
    const { store, engine, screen } = openScreen();
    const { data } = store.document.willpower;
    // A status since deleted from the data simply stops counting.
    store.updateBuild('willpower', 'tathren', (build) => ({
      ...build,
      regenStatusIds: ['resting', 'gone', 'poisoned'],
    }));
    flushSync();
    const build = tathrenOf(store);
    const conditions = { statusIds: ['resting', 'poisoned'] };
    expect(screen.activeStatusIds).toEqual(['resting', 'poisoned']);
    expect(screen.conditionsText).toBe('while resting, poisoned');
    const regen = { data, build, conditions };
    const casting = { data, build, casting: { conditions, killScenarios: SEED_KILL_SCENARIOS } };
    const training = { data, build, training: { abilityId: 'burning-hands', conditions } };
    expect(asked(engine, 'willpower/regen').at(-1)).toEqual(regen);
    expect(asked(engine, 'willpower/casting').at(-1)).toEqual(casting);
    expect(asked(engine, 'willpower/training').at(-1)).toEqual(training);

    expect([screen.regen, screen.economy, screen.training]).toEqual([null, null, null]);
    await engine.answer(regen, { status: 'ok', output: marker('regen') });
    await engine.answer(casting, { status: 'ok', output: marker('economy') });
    await engine.answer(training, { status: 'ok', output: marker('training') });
    expect(screen.regen).toBe(marker('regen'));
    expect(screen.economy).toBe(marker('economy'));
    expect(screen.training).toBe(marker('training'));
  });

  it('follows the selected build; a removed one gives way to the first, a renamed one stays', async () => {
    const { store, engine, screen } = openScreen();
    const { data } = store.document.willpower;
    const tathren = tathrenOf(store);
    const maren = addMaren(store);
    const regenOf = (build: WillpowerBuild) => ({ data, build, conditions: { statusIds: [] } });
    await engine.answer(regenOf(tathren), { status: 'ok', output: marker('tathren regen') });

    screen.selectedId = 'maren';
    flushSync();
    expect(asked(engine, 'willpower/regen').at(-1)).toEqual(regenOf(maren));
    await engine.answer(regenOf(maren), { status: 'ok', output: marker('maren regen') });
    expect(screen.regen).toBe(marker('maren regen'));

    const renamed = { ...maren, name: 'Maren the Grey' };
    screen.changeBuild(renamed);
    flushSync();
    expect(screen.build).toEqual(renamed);
    expect(screen.slug).toBe('maren-the-grey');
    expect(asked(engine, 'willpower/regen').at(-1)).toEqual(regenOf(renamed));

    // Maren removed: Tathren is shown, its answer remembered rather than asked again.
    const before = asked(engine, 'willpower/regen').length;
    store.removeBuild('willpower', 'maren');
    flushSync();
    expect(screen.build).toEqual(tathren);
    expect(asked(engine, 'willpower/regen')).toHaveLength(before);
    expect(screen.regen).toBe(marker('tathren regen'));
  });

  it('ticks a status as one undoable edit of the build, and Undo brings the earlier answer back unasked', async () => {
    const { store, engine, screen } = openScreen();
    const { data } = store.document.willpower;
    // The build as the store has it now (frozen: the key the screen asked under).
    const regenNow = () => ({
      data,
      build: tathrenOf(store),
      conditions: { statusIds: [...screen.statusIds] },
    });
    await engine.answer(regenNow(), { status: 'ok', output: marker('usual') });
    screen.toggleStatus('resting', true);
    screen.toggleStatus('sanctuary', true);
    flushSync();
    expect(screen.statusIds).toEqual(['resting', 'sanctuary']);
    screen.toggleStatus('resting', false);
    flushSync();
    expect(screen.statusIds).toEqual(['sanctuary']);
    expect(screen.conditionsText).toBe('while in a sanctuary');
    expect(asked(engine, 'willpower/regen').at(-1)).toEqual(regenNow());
    await engine.answer(regenNow(), { status: 'ok', output: marker('sanctuary') });
    expect(screen.regen).toBe(marker('sanctuary'));

    const before = asked(engine, 'willpower/regen').length;
    store.undo();
    expect(screen.statusIds).toEqual(['resting', 'sanctuary']);
    store.undo();
    store.undo();
    flushSync();
    expect(screen.statusIds).toEqual([]);
    expect(screen.conditionsText).toBe('at the usual pace');
    expect(screen.regen).toBe(marker('usual'));
    expect(asked(engine, 'willpower/regen')).toHaveLength(before);
  });

  it('trains the ability chosen while it exists, else the data’s first', () => {
    const { store, engine, screen } = openScreen();
    const abilityAsked = () =>
      (asked(engine, 'willpower/training').at(-1) as { training: { abilityId: string } }).training
        .abilityId;
    expect(screen.trainingAbility).toBe('burning-hands');
    store.updateData('willpower', (data) => ({
      ...data,
      abilities: [...data.abilities, { id: 'frost', name: 'Frost', kind: 'spell', cost: 9 }],
    }));
    screen.trainingAbilityId = 'frost';
    flushSync();
    expect(abilityAsked()).toBe('frost');
    // An ability deleted from the data: the first is trained again.
    store.undo();
    flushSync();
    expect(screen.trainingAbility).toBe('burning-hands');
    expect(abilityAsked()).toBe('burning-hands');
  });

  it('shows no training once the data has no ability left to cast', async () => {
    const { store, engine, screen } = openScreen();
    const { data } = store.document.willpower;
    const build = tathrenOf(store);
    const training = { abilityId: 'burning-hands', conditions: { statusIds: [] } };
    const burning = { marker: 'burning', abilityId: 'burning-hands' } as never;
    await engine.answer({ data, build, training }, { status: 'ok', output: burning });
    expect(screen.training).toBe(burning);
    store.updateData('willpower', (data) => ({ ...data, abilities: [] }));
    flushSync();
    // Burning hands is gone: its hours are not shown as the training of nothing.
    expect(screen.trainingAbility).toBeNull();
    expect(screen.training).toBeNull();
    store.undo();
    flushSync();
    expect(screen.training).toBe(burning);
  });

  it('prices the designer’s kills in the hour of casting, the baseline’s too, and asks nothing else again', () => {
    const { store, engine, screen } = openScreen();
    baseline.useFile('saved.wellspring.json', store.document);
    flushSync();
    const before = engine.asked.length;
    const kills = [...SEED_KILL_SCENARIOS, killScenario('spell', 2, 0, 5, false)];
    screen.killScenarios = kills;
    flushSync();
    const again = engine.asked.slice(before);
    expect(again.map((each) => each.type)).toEqual(['willpower/casting', 'willpower/casting']);
    for (const each of again) {
      expect(each.input).toMatchObject({ casting: { killScenarios: kills } });
    }
  });

  it('asks nothing while its screen is hidden, and every question once shown', () => {
    let shown = $state(false);
    const { engine } = openScreen(() => shown);
    expect(engine.asked).toEqual([]);
    shown = true;
    flushSync();
    expect(engine.asked.map((each) => each.type).sort()).toEqual([
      'willpower/casting',
      'willpower/hp-curve',
      'willpower/mana-curve',
      'willpower/regen',
      'willpower/training',
    ]);
  });

  it('says the first refusal of its own questions, and the baseline’s only while there is one', async () => {
    const { store, engine, screen } = openScreen();
    const { data } = store.document.willpower;
    const build = tathrenOf(store);
    const conditions = { statusIds: [] };
    await engine.answer(
      { data, build, training: { abilityId: 'burning-hands', conditions } },
      { status: 'error', message: 'No training.' },
    );
    expect(screen.engineError).toBe('No training.');
    await engine.answer({ data, build }, { status: 'error', message: 'No curve.' });
    expect(screen.engineError).toBe('No curve.');
    expect(screen.baselineError).toBeNull();

    const saved = store.document;
    const was = { ...saved.willpower.data, abilities: [] };
    baseline.useFile('bad.wellspring.json', {
      ...saved,
      willpower: { ...saved.willpower, data: was },
    });
    flushSync();
    await engine.answer({ data: was, build, conditions }, { status: 'error', message: 'Bad.' });
    expect(screen.baselineError).toBe('Bad.');
    baseline.clear();
    flushSync();
    expect(screen.baselineError).toBeNull();
  });
});

describe('WillpowerScreen: the baseline of the shown build', () => {
  it('asks its regeneration, casting and training under the statuses the baseline has', async () => {
    const { store, engine, screen } = openScreen();
    const saved = store.document;
    const data = {
      ...saved.willpower.data,
      statuses: saved.willpower.data.statuses.filter((status) => status.id !== 'sanctuary'),
    };
    const was = { ...tathrenOf(store), level: 3 };
    baseline.useFile('last-week.wellspring.json', {
      ...saved,
      willpower: { ...saved.willpower, data, builds: [was] },
    });
    screen.toggleStatus('resting', true);
    screen.toggleStatus('sanctuary', true);
    flushSync();
    // The build as the baseline has it (level 3), under the statuses the baseline's data has.
    const conditions = { statusIds: ['resting'] };
    const regen = { data, build: was, conditions };
    const casting = {
      data,
      build: was,
      casting: { conditions, killScenarios: SEED_KILL_SCENARIOS },
    };
    const training = { data, build: was, training: { abilityId: 'burning-hands', conditions } };
    expect(engine.owed).toEqual(expect.arrayContaining([regen, casting, training]));
    await engine.answer(regen, { status: 'ok', output: marker('regen was') });
    await engine.answer(casting, { status: 'ok', output: marker('economy was') });
    // A training answer says its ability (the screen sets it beside that ability's only).
    const trained = { marker: 'training was', abilityId: 'burning-hands' } as never;
    await engine.answer(training, { status: 'ok', output: trained });
    expect(screen.baselineRegen).toBe(marker('regen was'));
    expect(screen.baselineEconomy).toBe(marker('economy was'));
    expect(screen.baselineTraining).toBe(trained);

    // A build added since has nothing to be set beside: the last answer is not drawn as its.
    const asked = engine.asked.length;
    addMaren(store);
    screen.selectedId = 'maren';
    flushSync();
    expect(askedUnder(engine, data, asked)).toEqual([]);
    expect([screen.baselineRegen, screen.baselineEconomy, screen.baselineTraining]).toEqual([
      null,
      null,
      null,
    ]);
  });
  it('sets beside the training only the baseline’s training of the same ability', async () => {
    const { store, engine, screen } = openScreen();
    const saved = store.document;
    baseline.useFile('saved.wellspring.json', saved);
    flushSync();
    const { data } = saved.willpower;
    const build = tathrenOf(store);
    const conditions = { statusIds: [] };
    const burning = { marker: 'burning was', abilityId: 'burning-hands' } as never;
    // The screen and the baseline (the project as saved) ask the same: both are answered.
    for (let asked = 0; asked < 2; asked += 1) {
      await engine.answer(
        { data, build, training: { abilityId: 'burning-hands', conditions } },
        { status: 'ok', output: burning },
      );
    }
    expect(screen.baselineTraining).toBe(burning);

    // Frost, added since, is trained: the baseline has no Frost to set beside it, and its
    // Burning hands is not Frost's.
    store.updateData('willpower', (data) => ({
      ...data,
      abilities: [...data.abilities, { id: 'frost', name: 'Frost', kind: 'spell', cost: 9 }],
    }));
    screen.trainingAbilityId = 'frost';
    flushSync();
    expect(screen.trainingAbility).toBe('frost');
    expect(screen.baselineTraining).toBeNull();
    screen.trainingAbilityId = 'burning-hands';
    flushSync();
    expect(screen.baselineTraining).toBe(burning);
  });
});

describe('WillpowerScreen: the point explained', () => {
  it('explains the point asked for while its build exists, else the shown build at its level', () => {
    const { store, screen } = openScreen();
    const acts: DesignerAct[] = [];
    const stop = onDesignerAct((act) => acts.push(act));
    try {
      expect(screen.explainedPoint).toEqual({ buildId: 'tathren', level: 1 });
      addMaren(store);
      store.addBuild('willpower', { ...tathrenOf(store), id: 'ilse', name: 'Ilse', level: 7 });
      screen.selectedId = 'ilse';
      flushSync();
      expect(screen.explainedPoint).toEqual({ buildId: 'ilse', level: 7 });
      screen.explain({ buildId: 'maren', level: 23 });
      expect(acts).toEqual([{ kind: 'point-explained' }]);
      expect(screen.explainedPoint).toEqual({ buildId: 'maren', level: 23 });

      // Maren deleted: the card explains the build shown, at its level, not a point of nothing.
      store.removeBuild('willpower', 'maren');
      expect(screen.explainedPoint).toEqual({ buildId: 'ilse', level: 7 });
      // Undone: Maren's point is back.
      store.undo();
      expect(screen.explainedPoint).toEqual({ buildId: 'maren', level: 23 });
    } finally {
      stop();
    }
  });

  it('explains a requested level of the build shown, once per request', () => {
    const { store, screen } = openScreen();
    addMaren(store);
    screen.selectedId = 'maren';
    flushSync();
    explainRequest.explain(9);
    flushSync();
    expect(screen.explainedPoint).toEqual({ buildId: 'maren', level: 9 });
    // Another build shown: the request was Maren's, and is not acted on again.
    screen.selectedId = 'tathren';
    flushSync();
    expect(screen.explainedPoint).toEqual({ buildId: 'maren', level: 9 });
    explainRequest.explain(9);
    flushSync();
    expect(screen.explainedPoint).toEqual({ buildId: 'tathren', level: 9 });
  });
});

describe('WillpowerScreen: the stat modifiers', () => {
  it('sets one score’s modifier, and puts every one back to the formula, as one undoable edit each', () => {
    const { store, screen } = openScreen();
    const rows = store.document.willpower.data.statModifiers;
    screen.setStatModifier(12, 4);
    screen.setStatModifier(3, 0);
    const changed = screen.data.statModifiers;
    expect(changed.filter((row, index) => row.modifier !== rows[index]?.modifier)).toEqual([
      { score: 3, modifier: 0 },
      { score: 12, modifier: 4 },
    ]);
    screen.resetStatModifiers();
    // The rules text's formula: (score − 10) / 2, rounded down.
    expect(screen.data.statModifiers).toEqual(
      rows.map(({ score }) => ({ score, modifier: Math.floor((score - 10) / 2) })),
    );
    store.undo();
    expect(screen.data.statModifiers).toEqual(changed);
    store.undo();
    store.undo();
    expect(screen.data.statModifiers).toEqual(rows);
  });
});
