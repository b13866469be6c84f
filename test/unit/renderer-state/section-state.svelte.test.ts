/**
 * `SectionState`, what every ruleset screen's state class is built on: the build shown, the
 * section's data and builds as the open project has them, the baseline's versions of the same
 * builds, and the one way the screen's form changes a build.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { baseline } from '../../../src-renderer/lib/baseline.svelte';
import { ProjectStore } from '../../../src-renderer/lib/project.svelte';
import { SectionState } from '../../../src-renderer/lib/section-state.svelte';
import { mounted } from './mounted.svelte';

afterEach(() => {
  baseline.clear();
});

describe('SectionState', () => {
  it('shows the selected build, the first when none is (or the selected one is gone)', () => {
    const store = new ProjectStore();
    const [tathren] = store.builds('willpower');
    if (tathren === undefined) throw new Error('no Willpower build');
    const copyId = store.duplicateBuild('willpower', tathren.id) ?? '';
    const screen = mounted(() => new SectionState(() => store, 'willpower'));
    expect(screen.build?.id).toBe(tathren.id);
    expect(screen.slug).toBe('tathren');

    screen.selectedId = copyId;
    expect(screen.build?.name).toBe('Tathren (copy)');
    expect(screen.slug).toBe('tathren-copy');
    store.removeBuild('willpower', copyId);
    expect(screen.build?.id).toBe(tathren.id);
  });

  it('changes the shown build in one undoable edit, and follows another project opened', () => {
    const store = new ProjectStore();
    const screen = mounted(() => new SectionState(() => store, 'willpower'));
    const shown = screen.build;
    if (shown === undefined) throw new Error('no Willpower build');
    screen.changeBuild({ ...shown, level: 30 });
    expect(screen.build?.level).toBe(30);
    store.undo();
    expect(screen.build?.level).toBe(shown.level);

    const other = makeDefaultProject();
    store.replaceDocument({
      ...other,
      willpower: { ...other.willpower, builds: [{ ...shown, id: 'sage', name: 'Sage' }] },
    });
    expect(screen.build?.name).toBe('Sage');
    expect(screen.data).toEqual(other.willpower.data);
  });

  it('has the baseline’s version of each build it also has, by id, and none of a build added since', () => {
    const store = new ProjectStore();
    const screen = mounted(() => new SectionState(() => store, 'willpower'));
    const shown = screen.build;
    if (shown === undefined) throw new Error('no Willpower build');
    expect([screen.baselineData, screen.baselineBuilds, screen.baselineBuild]).toEqual([
      null,
      [],
      undefined,
    ]);

    const saved = store.document;
    baseline.useFile('saved.wellspring.json', saved);
    screen.changeBuild({ ...shown, level: 30 });
    store.addBuild('willpower', { ...shown, id: 'new', name: 'New' });
    expect(screen.baselineData).toBe(saved.willpower.data);
    expect(screen.baselineBuilds.map((build) => [build.id, build.level])).toEqual([
      [shown.id, shown.level],
    ]);
    expect(screen.baselineBuild?.level).toBe(shown.level);

    screen.selectedId = 'new';
    expect(screen.baselineBuild).toBeUndefined();
  });
});
