import { makeDefaultProject, type ProjectDocument } from '../../shared/app/default-project';
import type { CompareSettings } from '../../shared/compare/settings';
import { freezeDeep } from '../../shared/engine/structural-key';
import { limitBreachIn } from '../../shared/project/limits';
import { UNDO_BUDGET_BYTES, unsharedBytes } from './undo-budget';
import { UndoHistory } from './undo-history';
import { sameData } from './same-data';
import type { EditPlace } from './edit-place';
import { RULESETS, type RulesetId } from '../../shared/app/ruleset-registry';
import { discardAllDrafts } from './screen-drafts.svelte';
import type { CustomRuleset } from '../../shared/rulesets/custom/schema';
import { customScreenId } from './custom-screens';

/** The ruleset sections: each has its data and builds with an id and a name, edited alike. */
export type BuildSection = RulesetId;
export type BuildOf<K extends BuildSection> = ProjectDocument[K]['builds'][number];
export type DataOf<K extends BuildSection> = ProjectDocument[K]['data'];

/** A grid column's band as the screen edits it: its ends (either open) and its column's heading. */
export interface NamedGridBand {
  readonly min: number | null;
  readonly max: number | null;
  readonly heading: string;
}

/**
 * The comparison's view settings: how it is shown (its measure, log scale, exchange rate of
 * seconds to turns, the level its bars are drawn at), not what the project's games are. Saved
 * with the project, but no step of the undo history (see `updateCompareView`).
 */
const COMPARE_VIEW_KEYS = ['measure', 'logScale', 'secondsPerTurn', 'level'] as const;
export type CompareView = Pick<CompareSettings, (typeof COMPARE_VIEW_KEYS)[number]>;

function compareViewOf(settings: CompareSettings): CompareView {
  return Object.fromEntries(COMPARE_VIEW_KEYS.map((key) => [key, settings[key]])) as CompareView;
}

/** `document` with the view settings of `shown` (the same object when they already agree). */
function withViewOf(document: ProjectDocument, shown: ProjectDocument): ProjectDocument {
  const view = compareViewOf(shown.compare);
  if (COMPARE_VIEW_KEYS.every((key) => document.compare[key] === view[key])) return document;
  return freezeDeep({ ...document, compare: { ...document.compare, ...view } });
}

/**
 * A build shown on its ruleset's screen but not in the project (a Balance grid row opened): drawn
 * and editable like the others, but not saved, not in the undo history, and gone when closed or
 * when another project opens, until the designer keeps it as a build.
 */
export interface BuildPreview<K extends BuildSection = BuildSection> {
  readonly section: K;
  readonly build: BuildOf<K>;
  /** The screen it is shown on, for the Undo of keeping it ("Willpower"). */
  readonly screenName: string;
  /** Where it comes from, as its notice says it ("the Balance grid"). */
  readonly from: string;
}

/**
 * The open project. The document is replaced, never mutated (`$state.raw`, and frozen: a stray
 * mutation throws instead of going unseen), so it can be posted to the engine worker as is, views
 * can tell what an edit changed by identity, and every edit is one function here, each going
 * through the `document` setter, which records it for undo (one command stack per project).
 */
export class ProjectStore {
  #document = $state.raw<ProjectDocument>(freezeDeep(makeDefaultProject()));
  /** Every step, while the steps' own parts fit in `UNDO_BUDGET_BYTES` (a long session does). */
  #history = new UndoHistory<ProjectDocument, EditPlace>(
    { budget: UNDO_BUDGET_BYTES, cost: unsharedBytes },
    sameData,
  );
  /** Bumped on every change of the history, so `canUndo`/`canRedo` are reactive. */
  #historyVersion = $state(0);
  /** Why the last edit was not made (it would take a list past its limit), until one is made. */
  refusal = $state<string | null>(null);
  /**
   * The place of the step last undone or redone, a new object each time: the app shows that
   * screen, build and field again.
   */
  restored = $state.raw<{ readonly place: EditPlace } | null>(null);
  /** The build shown but not in the project, if any (see `BuildPreview`). */
  #preview = $state.raw<BuildPreview | null>(null);

  /**
   * @param editGroup the undo group of an edit made now (see `edit-group.ts`); none in tests.
   * @param editPlace where an edit made now comes from (see `edit-place.ts`); null: unknown.
   */
  constructor(
    private readonly editGroup: () => string | null = () => null,
    private readonly editPlace: () => EditPlace | null = () => null,
  ) {}

  get document(): ProjectDocument {
    return this.#document;
  }

  /** Where the edits of `editAt` are placed, instead of the control in focus. */
  #placeOverride: EditPlace | null = null;

  /**
   * Makes an edit no field makes (a button on another screen adds a build) and places it where
   * the designer will see it: Undo then says "Undo Open Gnome Wizard (Willpower › …)".
   */
  editAt<T>(place: EditPlace, change: () => T): T {
    this.#placeOverride = place;
    try {
      return change();
    } finally {
      this.#placeOverride = null;
    }
  }

  /**
   * Every edit goes through here, so every edit can be undone. An edit that would make a list
   * longer or a text longer than a file may hold (`LIST_MAX`, `TEXT_MAX_LENGTH`) is not made: the
   * file could not be opened again.
   */
  set document(next: ProjectDocument) {
    if (next === this.#document) return;
    const breach = limitBreachIn(next);
    if (breach !== null) {
      const length = breach.length.toLocaleString('en');
      const max = breach.max.toLocaleString('en');
      this.refusal =
        breach.kind === 'text'
          ? `Not done: ${breach.path} would be ${length} characters long; a project’s texts hold at most ${max}.`
          : `Not done: ${breach.path} would hold ${length} entries; a project holds at most ${max}.`;
      return;
    }
    this.refusal = null;
    const place = this.#placeOverride ?? this.editPlace() ?? sectionPlace(this.#document, next);
    const group = this.editGroup();
    this.#history.record(this.#document, group, place ?? undefined);
    // Typing that came back to where it began (a field put back) leaves no step and no change.
    this.#document = this.#history.settle(freezeDeep(next), group);
    this.#historyVersion += 1;
  }

  get canUndo(): boolean {
    void this.#historyVersion;
    return this.#history.canUndo;
  }

  get canRedo(): boolean {
    void this.#historyVersion;
    return this.#history.canRedo;
  }

  /** How many of the oldest steps were dropped to keep the history within its budget. */
  get droppedUndoSteps(): number {
    void this.#historyVersion;
    return this.#history.droppedSteps;
  }

  /** What Undo would undo, when known. */
  get undoPlace(): EditPlace | undefined {
    void this.#historyVersion;
    return this.#history.undoNote;
  }

  /** What Redo would make again, when known. */
  get redoPlace(): EditPlace | undefined {
    void this.#historyVersion;
    return this.#history.redoNote;
  }

  /**
   * Another project: opened, new, reverted or restored. Not an edit: the undo stack starts
   * afresh (one command stack per project).
   */
  replaceDocument(next: ProjectDocument): void {
    // A draft typed into the old project's fields means nothing in this one, nor a refusal.
    discardAllDrafts();
    this.refusal = null;
    this.#preview = null;
    this.#history.clear();
    this.#document = freezeDeep(next);
    this.#historyVersion += 1;
  }

  /** Puts back the document before the last edit (or group of edits); false when none. */
  undo(): boolean {
    const place = this.#history.undoNote;
    const previous = this.#history.undo(this.#document);
    if (previous === undefined) return false;
    // The data of that moment, shown as the designer shows it now.
    this.#document = withViewOf(previous, this.#document);
    this.#historyVersion += 1;
    if (place !== undefined) this.restored = { place };
    return true;
  }

  /** Makes the last undone edit again; false when none. */
  redo(): boolean {
    const place = this.#history.redoNote;
    const next = this.#history.redo(this.#document);
    if (next === undefined) return false;
    this.#document = withViewOf(next, this.#document);
    this.#historyVersion += 1;
    if (place !== undefined) this.restored = { place };
    return true;
  }

  get compareSettings(): CompareSettings {
    return this.document.compare;
  }

  /** Changes which lines the comparison draws (one undo step). */
  updateCompare(change: (settings: CompareSettings) => CompareSettings): void {
    this.document = { ...this.document, compare: change(this.document.compare) };
  }

  /**
   * Changes how the comparison is shown (`CompareView`): saved with the project (it is edited,
   * then), but not a step of the undo history, and Undo and Redo keep it as it is while they bring
   * back the data of another moment. A display choice undone with a data edit would surprise.
   */
  updateCompareView(change: (view: CompareView) => Partial<CompareView>): void {
    const compare = this.#document.compare;
    const next = { ...compare, ...change(compareViewOf(compare)) };
    if (COMPARE_VIEW_KEYS.every((key) => next[key] === compare[key])) return;
    this.#document = freezeDeep({ ...this.#document, compare: next });
  }

  /** One grid's bands (the Balance grid's, saved with the project), by column key. */
  gridBands(ruleset: string): Readonly<Record<string, NamedGridBand>> {
    return Object.fromEntries(
      this.document.balance.bands
        .filter((band) => band.ruleset === ruleset)
        .map(({ column, heading, min, max }) => [column, { heading, min, max }]),
    );
  }

  /** Sets one grid's bands, the others' kept (one undo step: a band is the designer's choice). */
  setGridBands(ruleset: string, bands: Readonly<Record<string, NamedGridBand>>): void {
    const others = this.document.balance.bands.filter((band) => band.ruleset !== ruleset);
    const mine = Object.entries(bands).map(([column, { heading, min, max }]) => ({
      ruleset,
      column,
      heading,
      min,
      max,
    }));
    this.document = {
      ...this.document,
      balance: { ...this.document.balance, bands: [...others, ...mine] },
    };
  }

  /** The designer's own rulesets (the project's `custom` section), in the navigation's order. */
  get customRulesets(): readonly CustomRuleset[] {
    return this.document.custom.rulesets;
  }

  #setCustomRulesets(rulesets: readonly CustomRuleset[]): void {
    this.document = { ...this.document, custom: { ...this.document.custom, rulesets } };
  }

  /** Changes one of the designer's rulesets (one undo step; typing in its editor settles into one). */
  updateCustomRuleset(id: string, change: (ruleset: CustomRuleset) => CustomRuleset): void {
    this.#setCustomRulesets(
      this.customRulesets.map((ruleset) => (ruleset.id === id ? change(ruleset) : ruleset)),
    );
  }

  /** Adds a ruleset after the others (one undo step); false when one has its id already. */
  addCustomRuleset(ruleset: CustomRuleset): boolean {
    if (this.customRulesets.some((other) => other.id === ruleset.id)) return false;
    this.#setCustomRulesets([...this.customRulesets, ruleset]);
    return this.refusal === null;
  }

  /** Removes one of the designer's rulesets (one undo step: Undo brings it back whole). */
  removeCustomRuleset(id: string): void {
    this.#setCustomRulesets(this.customRulesets.filter((ruleset) => ruleset.id !== id));
  }

  /** Replaces one section of the document (one undo step). */
  updateSection<K extends BuildSection>(
    key: K,
    change: (section: ProjectDocument[K]) => ProjectDocument[K],
  ): void {
    this.document = { ...this.document, [key]: change(this.document[key]) };
  }

  /** Replaces a section's ruleset data (one undo step). */
  updateData<K extends BuildSection>(key: K, change: (data: DataOf<K>) => DataOf<K>): void {
    this.updateSection(key, (section) => ({ ...section, data: change(section.data as DataOf<K>) }));
  }

  data<K extends BuildSection>(key: K): DataOf<K> {
    return this.document[key].data as DataOf<K>;
  }

  /** The section's builds as its screen shows them: the project's, then the preview's, if any. */
  builds<K extends BuildSection>(key: K): readonly BuildOf<K>[] {
    const saved = this.savedBuilds(key);
    const preview = this.previewIn(key);
    return preview === null ? saved : [...saved, preview.build];
  }

  /** The section's builds in the project (what is saved), without a preview. */
  savedBuilds<K extends BuildSection>(key: K): readonly BuildOf<K>[] {
    return this.document[key].builds as readonly BuildOf<K>[];
  }

  /** The preview shown, if any. */
  get preview(): BuildPreview | null {
    return this.#preview;
  }

  /**
   * The section's preview, if it has one (a build of the project that took its id since, by a
   * Redo, hides it).
   */
  previewIn<K extends BuildSection>(key: K): BuildPreview<K> | null {
    const preview = this.#preview;
    if (preview === null || preview.section !== key) return null;
    if (this.savedBuilds(key).some((build) => build.id === preview.build.id)) return null;
    return preview as unknown as BuildPreview<K>;
  }

  /** Shows a build that is not in the project (replacing any preview): no edit, no undo step. */
  showPreview<K extends BuildSection>(preview: BuildPreview<K>): void {
    this.#preview = freezeDeep(preview) as unknown as BuildPreview;
  }

  closePreview(): void {
    this.#preview = null;
  }

  /**
   * Puts the section's preview in the project as a build of its own (one undoable edit, "Keep
   * Gnome Wizard as a build"); returns its id, or null when there is none (or a list is full).
   */
  keepPreview<K extends BuildSection>(key: K): string | null {
    const preview = this.previewIn(key);
    if (preview === null) return null;
    const { build, screenName } = preview;
    const place: EditPlace = {
      what: `Keep ${build.name} as a build`,
      screenId: key,
      screenName,
      where: build.name,
      section: key,
      buildId: build.id,
      fieldId: null,
    };
    const kept = this.editAt(place, () => this.addBuild(key, build));
    if (kept !== null && this.refusal === null) this.#preview = null;
    return this.refusal === null ? kept : null;
  }

  #setBuilds<K extends BuildSection>(key: K, builds: readonly BuildOf<K>[]): void {
    this.updateSection(key, (section) => ({ ...section, builds }));
  }

  /** Changes a build: one undoable edit, or, for the preview, the preview alone. */
  updateBuild<K extends BuildSection>(
    key: K,
    id: string,
    change: (build: BuildOf<K>) => BuildOf<K>,
  ): void {
    const preview = this.previewIn(key);
    if (preview !== null && preview.build.id === id) {
      this.showPreview({ ...preview, build: change(preview.build) });
      return;
    }
    this.#setBuilds(
      key,
      this.savedBuilds(key).map((build) => (build.id === id ? change(build) : build)),
    );
  }

  /**
   * Adds a copy of a build (the preview's too) under a name no other build has; returns the
   * copy's id.
   */
  duplicateBuild<K extends BuildSection>(key: K, id: string): string | null {
    const builds = this.builds(key);
    const original = builds.find((build) => build.id === id);
    if (original === undefined) return null;
    const { name, id: copyId } = copyNaming(original, builds);
    this.#setBuilds(key, [...this.savedBuilds(key), { ...original, id: copyId, name }]);
    return copyId;
  }

  /**
   * Adds a new build at the end (one edit, undone as one); returns its id, or null (and changes
   * nothing) when another build has that id. The caller names it.
   */
  addBuild<K extends BuildSection>(key: K, build: BuildOf<K>): string | null {
    const builds = this.savedBuilds(key);
    if (builds.some((other) => other.id === build.id)) return null;
    this.#setBuilds(key, [...builds, build]);
    return build.id;
  }

  /** Puts a removed build back where it was (the undo of a removal). */
  restoreBuild<K extends BuildSection>(key: K, build: BuildOf<K>, index: number): void {
    const builds = this.savedBuilds(key);
    if (builds.some((other) => other.id === build.id)) return;
    this.#setBuilds(key, [...builds.slice(0, index), build, ...builds.slice(index)]);
  }

  /**
   * Removes a build, unless it is the last one (a screen always has a build to show); the
   * preview's closes it.
   */
  removeBuild<K extends BuildSection>(key: K, id: string): void {
    if (this.previewIn(key)?.build.id === id) {
      this.closePreview();
      return;
    }
    const builds = this.savedBuilds(key);
    if (builds.length <= 1) return;
    this.#setBuilds(
      key,
      builds.filter((build) => build.id !== id),
    );
  }
}

/**
 * A copy's name and id, unlike any other build's: a copy of a copy is "Tathren (copy 2)", not
 * "Tathren (copy) (copy)".
 */
function copyNaming(
  original: { readonly id: string; readonly name: string },
  builds: readonly { readonly id: string; readonly name: string }[],
): { name: string; id: string } {
  const nameTaken = (name: string) =>
    builds.some((build) => build.name.toLowerCase() === name.toLowerCase());
  const idTaken = (candidate: string) => builds.some((build) => build.id === candidate);
  const base = original.name.replace(/ \(copy(?: \d+)?\)$/, '');
  let name = `${base} (copy)`;
  for (let n = 2; nameTaken(name); n += 1) name = `${base} (copy ${n})`;
  let id = `${original.id}-copy`;
  for (let n = 2; idTaken(id); n += 1) id = `${original.id}-copy-${n}`;
  return { name, id };
}

/**
 * The place of an edit made with no control in focus: the ruleset section it changed (the
 * comparison's settings are the Compare screen's), or null when it changed several.
 */
function sectionPlace(before: ProjectDocument, after: ProjectDocument): EditPlace | null {
  const changed = (Object.keys(after) as (keyof ProjectDocument)[]).filter(
    (key) => before[key] !== after[key],
  );
  const [key] = changed;
  if (changed.length !== 1 || key === undefined) return null;
  if (key === 'custom') return customRulesetPlace(before, after);
  const screenName =
    key === 'compare' ? 'Compare regeneration' : RULESETS.find((r) => r.id === key)?.name;
  if (screenName === undefined) return null;
  return {
    what: null,
    screenId: key,
    screenName,
    where: null,
    section: null,
    buildId: null,
    fieldId: null,
  };
}

/** The place of an edit of the custom section: the one ruleset it changed (added, removed, edited). */
function customRulesetPlace(before: ProjectDocument, after: ProjectDocument): EditPlace | null {
  const old = new Map(before.custom.rulesets.map((ruleset) => [ruleset.id, ruleset]));
  const now = new Map(after.custom.rulesets.map((ruleset) => [ruleset.id, ruleset]));
  const ids = [...new Set([...old.keys(), ...now.keys()])].filter(
    (id) => old.get(id) !== now.get(id),
  );
  const [id] = ids;
  if (ids.length !== 1 || id === undefined) return null;
  const ruleset = now.get(id) ?? old.get(id);
  return {
    what: null,
    screenId: customScreenId(id),
    screenName: ruleset?.name ?? id,
    where: null,
    section: null,
    buildId: null,
    fieldId: null,
  };
}
