/**
 * A share code's builds or ruleset put into the open project, as one undoable edit named for
 * what it did ("Paste Tathren from a code", "Replace Willpower from a code"), then shown: the
 * ruleset's screen opens on the first build the code brought.
 */
import type { ShareImport } from '../../shared/app/share-code';
import type { EditPlace } from './edit-place';
import type { BuildSection, ProjectStore } from './project.svelte';

type Accepted = Extract<ShareImport, { ok: true }>;

/** What the code will do, as the dialog's button and the Undo say it. */
export function pasteWords(imported: Accepted): string {
  if (imported.kind === 'ruleset') return `Replace ${imported.rulesetName} from the code`;
  const [first] = imported.builds;
  return imported.builds.length === 1 && first !== undefined
    ? `Add ${first.name} to ${imported.rulesetName}`
    : `Add ${imported.builds.length} ${imported.noun.many} to ${imported.rulesetName}`;
}

/**
 * Applies the code; returns the section and the build to show, or null when the project refused
 * the edit (a list past what a file may hold: the store says why in its refusal).
 */
export function pasteShareImport(
  project: ProjectStore,
  imported: Accepted,
): { readonly section: BuildSection; readonly buildId: string } | null {
  const section = imported.ruleset;
  const place: EditPlace = {
    what: pasteWords(imported),
    screenId: section,
    screenName: imported.rulesetName,
    where: null,
    section,
    buildId: null,
    fieldId: null,
  };
  const before = project.document;
  // Checked against this section's schema when the code was read (`readSharePayload`).
  project.editAt(place, () =>
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
  return shown === undefined ? null : { section, buildId: shown.id };
}
