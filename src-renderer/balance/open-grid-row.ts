/**
 * Opening a grid row as a build on its ruleset's screen: the build the row stands for, as its
 * ruleset's grid declaration makes it (`GridDeclaration.rowBuild`: the base build's stats and
 * conditions with the row's race, class and score; DCSS, Quest and Mage 2e: the row's build with
 * the spread's score), with the field the clicked level sets (Willpower's level, DCSS's max HP at
 * that XL, Quest's VP, Mage 2e's Gnosis). A build already in the project that is exactly that
 * build but for that field is reused (the field moved); otherwise one is added, named as the row
 * reads ("Gnome Wizard, Int 14"). One undoable edit, named "Open Gnome Wizard, Int 14 at level 30".
 */
import type { GridFocus } from '../../shared/analysis/grid-declaration';
import type { GridRulesetId } from '../../shared/app/grid-list';
import type { EditPlace } from '../lib/edit-place';
import type { BuildOf, ProjectStore } from '../lib/project.svelte';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The same build but for its id, name and the focus field. */
function sameBuild(a: object, b: object, focus: GridFocus | null): boolean {
  const what = (build: object) =>
    JSON.stringify({ ...build, id: '', name: '', ...(focus && { [focus.field]: 0 }) });
  return what(a) === what(b);
}

/** Where the row opens: the section, its screen's name and how it says level ("level", "XL"). */
export interface GridPlace<K extends GridRulesetId> {
  readonly section: K;
  readonly screenName: string;
  readonly levelWord: string;
}

/**
 * Puts `wanted` in the section: the build that already is it (its focus field moved to the
 * cell's), or a new one named `label`. Returns its id.
 */
export function placeGridBuild<K extends GridRulesetId>(
  project: ProjectStore,
  { section, screenName, levelWord }: GridPlace<K>,
  wanted: object,
  label: string,
  level: number,
  focus: GridFocus | null,
): string {
  const builds = project.builds(section);
  const place = (buildId: string, name: string): EditPlace => ({
    what: `Open ${name} at ${levelWord} ${level}`,
    screenId: section,
    screenName,
    where: name,
    section,
    buildId,
    fieldId: null,
  });
  const known = builds.find((build) => sameBuild(build, wanted, focus));
  if (known !== undefined) {
    if (focus !== null && (known as Record<string, unknown>)[focus.field] !== focus.value) {
      project.editAt(place(known.id, known.name), () =>
        project.updateBuild(section, known.id, (build) => ({
          ...build,
          [focus.field]: focus.value,
        })),
      );
    }
    return known.id;
  }
  const names = new Set(builds.map((build) => build.name.toLowerCase()));
  const ids = new Set(builds.map((build) => build.id));
  let name = label;
  for (let n = 2; names.has(name.toLowerCase()); n += 1) name = `${label} (${n})`;
  let id = `grid-${slug(name)}`;
  for (let n = 2; ids.has(id); n += 1) id = `grid-${slug(name)}-${n}`;
  project.editAt(place(id, name), () =>
    // The ruleset's declaration made `wanted` a build of its own section (`GridDeclaration.rowBuild`).
    project.addBuild(section, {
      ...wanted,
      id,
      name,
      ...(focus && { [focus.field]: focus.value }),
    } as BuildOf<K>),
  );
  return id;
}
