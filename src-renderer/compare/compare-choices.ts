import type { AnyRegenComparison } from '../../shared/analysis/regen-comparison';
import type { Named } from '../../shared/cli/names';
import type { CompareEntry } from '../../shared/compare/settings';

/** One checkbox of the Compare screen: a build's pool and the words beside it. */
export interface CompareChoice {
  readonly entry: CompareEntry;
  /** "Tathren: mana", "Elf wizard: power". */
  readonly label: string;
}

/** A ruleset's group of checkboxes: its heading, its note and a box per build and pool. */
export interface CompareChoiceGroup {
  readonly system: string;
  readonly note: string;
  readonly options: readonly CompareChoice[];
}

/**
 * Every pool the screen can draw, a group per ruleset of `list` (the composition root's
 * `COMPARE_LIST`), each build's pools in the order its declaration lists them.
 */
export function compareChoices(
  list: readonly AnyRegenComparison[],
  buildsOf: (ruleset: string) => readonly Named[],
): CompareChoiceGroup[] {
  return list.map((comparison) => ({
    system: comparison.system,
    note: comparison.note,
    options: buildsOf(comparison.ruleset).flatMap((build) =>
      comparison.pools.map((pool) => ({
        // The project file holds only the schema's ids, which the list is checked against.
        entry: { ruleset: comparison.ruleset, build: build.id, pool: pool.id } as CompareEntry,
        label: `${build.name}: ${pool.word}`,
      })),
    ),
  }));
}
