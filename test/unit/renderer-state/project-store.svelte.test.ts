/**
 * `ProjectStore`, the open project: every edit one undoable step through its setter, the
 * document frozen, a typing session one step, lists and texts kept within what a file may hold,
 * builds added, copied and removed, and another project starting a new history.
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { LIST_MAX } from '../../../shared/project/limits';
import { ProjectStore } from '../../../src-renderer/lib/project.svelte';

const intelligence = (store: ProjectStore) => store.builds('willpower')[0]?.stats.int;
const setIntelligence = (store: ProjectStore, int: number) => {
  const [tathren] = store.builds('willpower');
  if (tathren === undefined) throw new Error('no Willpower build');
  store.updateBuild('willpower', tathren.id, (build) => ({
    ...build,
    stats: { ...build.stats, int },
  }));
};

describe('ProjectStore', () => {
  it('makes each edit one undoable step, and redoes it', () => {
    const store = new ProjectStore();
    const opened = store.document;
    expect([store.canUndo, store.canRedo]).toEqual([false, false]);
    setIntelligence(store, 16);
    setIntelligence(store, 17);
    expect(intelligence(store)).toBe(17);

    expect(store.undo()).toBe(true);
    expect(intelligence(store)).toBe(16);
    expect(store.undo()).toBe(true);
    expect(store.document).toBe(opened);
    expect([store.canUndo, store.canRedo, store.undo()]).toEqual([false, true, false]);

    expect(store.redo()).toBe(true);
    expect(intelligence(store)).toBe(16);
    // A new edit after an undo drops what could be redone.
    setIntelligence(store, 9);
    expect(store.canRedo).toBe(false);
  });

  it('keeps the comparison’s view settings out of undo, and as they are through undo and redo', () => {
    const store = new ProjectStore();
    const opened = store.document;
    setIntelligence(store, 16);
    store.updateCompareView(() => ({
      logScale: true,
      secondsPerTurn: 6,
      measure: 'turns-to-full',
    }));
    expect(store.document).not.toBe(opened);
    // No step of its own: the one step is the data edit, and undoing it keeps the view.
    expect(store.undo()).toBe(true);
    expect(store.canUndo).toBe(false);
    expect(intelligence(store)).toBe(opened.willpower.builds[0]?.stats.int);
    expect(store.document.compare).toMatchObject({
      logScale: true,
      secondsPerTurn: 6,
      measure: 'turns-to-full',
    });
    store.updateCompareView(() => ({ level: 12 }));
    expect(store.redo()).toBe(true);
    expect(intelligence(store)).toBe(16);
    expect(store.document.compare).toMatchObject({ logScale: true, level: 12 });
    expect(Object.isFrozen(store.document.compare)).toBe(true);
    // The same view again changes nothing; which lines are drawn stays an undoable edit.
    const before = store.document;
    store.updateCompareView(() => ({ level: 12 }));
    expect(store.document).toBe(before);
    store.updateCompare((settings) => ({ ...settings, entries: [] }));
    expect(store.undo()).toBe(true);
    expect(store.document.compare.entries).toEqual(before.compare.entries);
  });

  it('keeps the document frozen: a stray mutation throws instead of going unseen', () => {
    const store = new ProjectStore();
    const [tathren] = store.builds('willpower');
    expect(() => {
      (tathren as { name: string }).name = 'Changed in place';
    }).toThrow(TypeError);
    setIntelligence(store, 12);
    expect(Object.isFrozen(store.builds('willpower')[0]?.stats)).toBe(true);
  });

  it('makes one step of a field’s typing (one edit group), none when it ends where it began', () => {
    let group: string | null = 'willpower-int';
    const store = new ProjectStore(() => group);
    const opened = store.document;
    for (const int of [1, 18]) setIntelligence(store, int);
    group = null;
    expect(intelligence(store)).toBe(18);
    expect(store.undo()).toBe(true);
    expect(store.document).toBe(opened);

    // Typed away and back to 15: the document is the one before, and nothing to undo.
    group = 'willpower-int-again';
    for (const int of [1, 15]) setIntelligence(store, int);
    expect(store.canUndo).toBe(false);
  });

  it('refuses an edit that would take a list past what a file may hold, and says so', () => {
    const store = new ProjectStore();
    const [tathren] = store.builds('willpower');
    if (tathren === undefined) throw new Error('no Willpower build');
    const before = store.document;
    store.updateSection('willpower', (section) => ({
      ...section,
      builds: Array.from({ length: LIST_MAX + 1 }, (_, i) => ({
        ...tathren,
        id: `b${i}`,
        name: `B${i}`,
      })),
    }));
    expect(store.document).toBe(before);
    expect(store.refusal).toMatch(
      /^Not done: .* would hold [\d,]+ entries; a project holds at most/,
    );
    expect(store.canUndo).toBe(false);

    // The next edit made clears the refusal.
    setIntelligence(store, 10);
    expect(store.refusal).toBeNull();
  });

  it('copies a build under a name no other build has, and removes any build but the last', () => {
    const store = new ProjectStore();
    const [tathren] = store.builds('willpower');
    if (tathren === undefined) throw new Error('no Willpower build');
    const copy = store.duplicateBuild('willpower', tathren.id);
    const copyOfCopy = store.duplicateBuild('willpower', copy ?? '');
    expect(store.builds('willpower').map((build) => build.name)).toEqual([
      tathren.name,
      `${tathren.name} (copy)`,
      `${tathren.name} (copy 2)`,
    ]);
    expect(new Set([tathren.id, copy, copyOfCopy]).size).toBe(3);
    expect(store.addBuild('willpower', { ...tathren, name: 'Same id' })).toBeNull();

    for (const build of store.builds('willpower')) store.removeBuild('willpower', build.id);
    expect(store.builds('willpower')).toHaveLength(1);
  });

  it('starts a new history for another project: nothing of the last one to undo', () => {
    const store = new ProjectStore();
    setIntelligence(store, 12);
    const other = makeDefaultProject();
    store.replaceDocument(other);
    expect(store.canUndo).toBe(false);
    expect(intelligence(store)).toBe(other.willpower.builds[0]?.stats.int);
    expect(Object.isFrozen(store.document)).toBe(true);
  });

  it('shows a preview build that is neither saved nor undone, until it is kept as one edit', () => {
    const store = new ProjectStore();
    const opened = store.document;
    const [tathren] = store.builds('willpower');
    if (tathren === undefined) throw new Error('no Willpower build');
    const gnome = { ...tathren, id: 'grid-gnome-wizard', name: 'Gnome Wizard', raceId: 'gnome' };
    store.showPreview({
      section: 'willpower',
      build: gnome,
      screenName: 'Willpower',
      from: 'the Balance grid',
    });
    // Shown with the section's builds, but the project (what is saved) and its history unchanged.
    expect(store.builds('willpower').map((build) => build.id)).toEqual([
      tathren.id,
      'grid-gnome-wizard',
    ]);
    expect(store.previewIn('nethack34')).toBeNull();
    expect(store.document).toBe(opened);
    expect(store.canUndo).toBe(false);
    // Its edits change it alone; it cannot be deleted, only closed.
    setIntelligence(store, 16);
    store.updateBuild('willpower', 'grid-gnome-wizard', (build) => ({ ...build, level: 30 }));
    expect(store.previewIn('willpower')?.build.level).toBe(30);
    expect(store.savedBuilds('willpower')).toHaveLength(1);
    expect(store.canUndo).toBe(true);
    store.undo();
    expect(store.document).toBe(opened);
    expect(store.previewIn('willpower')?.build.level).toBe(30);

    // Kept: one step, named so, and undone like any edit; the preview is gone.
    expect(store.keepPreview('willpower')).toBe('grid-gnome-wizard');
    expect(store.preview).toBeNull();
    expect(store.savedBuilds('willpower').map((build) => build.name)).toEqual([
      tathren.name,
      'Gnome Wizard',
    ]);
    expect(store.undoPlace?.what).toBe('Keep Gnome Wizard as a build');
    store.undo();
    expect(store.document).toBe(opened);
    expect(store.builds('willpower')).toHaveLength(1);

    // Closed, removed, or another project opened: gone, with nothing to undo of it.
    store.showPreview({ section: 'willpower', build: gnome, screenName: 'Willpower', from: 'x' });
    store.removeBuild('willpower', 'grid-gnome-wizard');
    expect(store.preview).toBeNull();
    store.showPreview({ section: 'willpower', build: gnome, screenName: 'Willpower', from: 'x' });
    store.replaceDocument(makeDefaultProject());
    expect(store.preview).toBeNull();
    expect(store.keepPreview('willpower')).toBeNull();
  });
});
