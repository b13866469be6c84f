/**
 * A share code's builds or ruleset put into the open project, as one undoable edit named for
 * what it did ("Paste Tathren from a code", "Replace Willpower from a code"), then shown: the
 * ruleset's screen opens on the first build the code brought. A designer's own ruleset is added,
 * or replaces the one of the same id.
 */
import type { ShareImport } from '../../shared/app/share-code';
import { customScreenId } from './custom-screens';
import type { EditPlace } from './edit-place';
import type { BuildSection, ProjectStore } from './project.svelte';

type Accepted = Extract<ShareImport, { ok: true }>;

/**
 * What the code will do, as the dialog's button and the Undo say it. `asNew`: a designer's own
 * ruleset whose id the project has is added beside it rather than replacing it.
 */
export function pasteWords(imported: Accepted, asNew = false): string {
  if (imported.kind === 'ruleset') return `Replace ${imported.rulesetName} from the code`;
  if (imported.kind === 'custom-ruleset') {
    if (imported.replaces === null) return `Add ${imported.ruleset.name} to the project`;
    return asNew
      ? `Add ${imported.asNew.name} as a new ruleset`
      : `Replace ${imported.replaces} from the code`;
  }
  const [first] = imported.builds;
  const many = imported.kind === 'builds' ? imported.noun.many : 'builds';
  return imported.builds.length === 1 && first !== undefined
    ? `Add ${first.name} to ${imported.rulesetName}`
    : `Add ${imported.builds.length} ${many} to ${imported.rulesetName}`;
}

/** Where the pasted code is shown: its screen, and the build (a section's, or a custom screen's). */
export interface PastedPlace {
  readonly screenId: string;
  readonly buildId: string;
}

function place(
  imported: Accepted,
  screenId: string,
  screenName: string,
  asNew: boolean,
): EditPlace {
  const builtIn = imported.kind === 'builds' || imported.kind === 'ruleset';
  return {
    what: pasteWords(imported, asNew),
    screenId,
    screenName,
    where: null,
    section: builtIn ? screenId : null,
    buildId: null,
    fieldId: null,
  };
}

/**
 * Applies the code; returns the screen and the build to show, or null when the project refused
 * the edit (a list past what a file may hold: the store says why in its refusal).
 */
export function pasteShareImport(
  project: ProjectStore,
  imported: Accepted,
  asNew = false,
): PastedPlace | null {
  const before = project.document;
  if (imported.kind === 'custom-ruleset') {
    const adding = imported.replaces === null || asNew;
    const ruleset = asNew ? imported.asNew : imported.ruleset;
    const screenId = customScreenId(ruleset.id);
    project.editAt(place(imported, screenId, ruleset.name, asNew), () => {
      if (adding) project.addCustomRuleset(ruleset);
      else project.updateCustomRuleset(ruleset.id, () => ruleset);
    });
    const [first] = ruleset.builds;
    return project.document === before || first === undefined
      ? null
      : { screenId, buildId: first.id };
  }
  if (imported.kind === 'custom-builds') {
    const screenId = customScreenId(imported.rulesetId);
    project.editAt(place(imported, screenId, imported.rulesetName, false), () =>
      project.updateCustomRuleset(imported.rulesetId, (ruleset) => ({
        ...ruleset,
        builds: [...ruleset.builds, ...imported.builds],
      })),
    );
    const [first] = imported.builds;
    return project.document === before || first === undefined
      ? null
      : { screenId, buildId: first.id };
  }
  const section: BuildSection = imported.ruleset;
  // Checked against this section's schema when the code was read (`readSharePayload`).
  project.editAt(place(imported, section, imported.rulesetName, false), () =>
    project.updateSection(section, (current) =>
      imported.kind === 'ruleset'
        ? (imported.section as typeof current)
        : ({
            ...current,
            builds: [...current.builds, ...imported.builds],
          } as unknown as typeof current),
    ),
  );
  if (project.document === before) return null;
  const shown = imported.kind === 'ruleset' ? imported.section.builds[0] : imported.builds[0];
  return shown === undefined ? null : { screenId: section, buildId: shown.id };
}
