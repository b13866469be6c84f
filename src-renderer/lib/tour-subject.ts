/**
 * What the tour's first steps are about, read from the project: the build the Willpower screen
 * shows and its class (whose mana the designer changes), and how to tell that a class's mana
 * changed. No DOM: the callout finds the fields by these ids.
 */
import type { ProjectDocument } from '../../shared/app/default-project';
import { ROW_AMOUNT_MAX } from '../../shared/rulesets/willpower/limits';
import type { TourNames } from './tour-path';

export interface TourSubject {
  readonly buildId: string | null;
  readonly classId: string;
  readonly mana: number;
  readonly names: TourNames;
}

/**
 * The build shown (by id; the first when that one is gone) and its class; a project without a
 * Willpower build gets its first class. Null when there is no class at all.
 */
export function tourSubject(
  document: ProjectDocument,
  shownBuildId: string | null,
): TourSubject | null {
  const { builds, data } = document.willpower;
  const build = builds.find((each) => each.id === shownBuildId) ?? builds[0];
  const chosen = data.classes.find((each) => each.id === build?.classId) ?? data.classes[0];
  if (chosen === undefined) return null;
  return {
    buildId: build?.id ?? null,
    classId: chosen.id,
    mana: chosen.mana,
    names: { build: build?.name ?? 'The build', className: chosen.name },
  };
}

/**
 * The first class (by id, in both documents) whose mana differs, or null. A class added or
 * deleted is not a change of a class's mana.
 */
export function classManaChange(
  before: ProjectDocument,
  after: ProjectDocument,
): ManaChange | null {
  // Most edits leave the classes as they were (the document shares them): nothing to compare.
  if (before.willpower.data.classes === after.willpower.data.classes) return null;
  const was = new Map(before.willpower.data.classes.map((each) => [each.id, each.mana]));
  for (const each of after.willpower.data.classes) {
    const from = was.get(each.id);
    if (from !== undefined && from !== each.mana) {
      return { className: each.name, from, to: each.mana };
    }
  }
  return null;
}

/** A change of a class's mana: "Wizard mana 12 → 17". */
export interface ManaChange {
  readonly className: string;
  readonly from: number;
  readonly to: number;
}

/**
 * The change so far: typing "20" over 12 is two changes (12 → 2, then 2 → 20) but one edit, said
 * as 12 → 20. A change of another class, or not from where the last one ended, starts afresh.
 */
export function joinManaChanges(last: ManaChange | null, next: ManaChange): ManaChange {
  return last !== null && last.className === next.className && last.to === next.from
    ? { className: next.className, from: last.from, to: next.to }
    : next;
}

/** How much "Show me" changes the class's mana by: visible on the curve at every level. */
export const SHOW_ME_MANA_STEP = 5;

/** The mana "Show me" gives a class: 5 more, or 5 less where 5 more would pass the table's limit. */
export function showMeMana(mana: number): number {
  return mana + SHOW_ME_MANA_STEP <= ROW_AMOUNT_MAX
    ? mana + SHOW_ME_MANA_STEP
    : mana - SHOW_ME_MANA_STEP;
}
