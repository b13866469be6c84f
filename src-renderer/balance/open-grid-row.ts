/**
 * Opening a grid row as a build on its ruleset's screen: the build the row stands for, as its
 * ruleset's grid declaration makes it (`GridDeclaration.rowBuild`: the base build's stats and
 * conditions with the row's race, class and score; DCSS, Quest and Mage 2e: the row's build with
 * the spread's score), with the field the clicked level sets (Willpower's level, DCSS's max HP at
 * that XL, Quest's VP, Mage 2e's Gnosis). Opening never changes the project: a build of the
 * project that is exactly that build is selected; otherwise the build is shown as a preview
 * (`BuildPreview`: not saved, not in the undo history), named as the row reads ("Gnome Wizard,
 * Int 14"), until the designer keeps it as a build or closes it.
 */
import type { GridFocus } from '../../shared/analysis/grid-declaration';
import type { GridRulesetId } from '../../shared/app/grid-list';
import type { BuildOf, ProjectStore } from '../lib/project.svelte';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The same build but for its id and name. */
function sameBuild(a: object, b: object): boolean {
  const what = (build: object) => JSON.stringify({ ...build, id: '', name: '' });
  return what(a) === what(b);
}

/** Where the row opens: the section, its screen's name and how it says level ("level", "XL"). */
export interface GridPlace<K extends GridRulesetId> {
  readonly section: K;
  readonly screenName: string;
  readonly levelWord: string;
}

/**
 * Shows `wanted` (with the cell's focus field) in the section: the project's build that already
 * is it, or a preview named `label`, or, when a build of the project has that name, `label` at the
 * cell's level ("Rote with Yantras at Gnosis 5"). Returns the id of the build shown.
 */
export function placeGridBuild<K extends GridRulesetId>(
  project: ProjectStore,
  { section, screenName, levelWord }: GridPlace<K>,
  wanted: object,
  label: string,
  level: number,
  focus: GridFocus | null,
): string {
  const build = { ...wanted, ...(focus && { [focus.field]: focus.value }) };
  const saved = project.savedBuilds(section);
  const known = saved.find((each) => sameBuild(each, build));
  if (known !== undefined) {
    project.closePreview();
    return known.id;
  }
  const names = new Set(saved.map((each) => each.name.toLowerCase()));
  const ids = new Set(saved.map((each) => each.id));
  const named = names.has(label.toLowerCase()) ? `${label} at ${levelWord} ${level}` : label;
  let name = named;
  for (let n = 2; names.has(name.toLowerCase()); n += 1) name = `${named} (${n})`;
  let id = `grid-${slug(name)}`;
  for (let n = 2; ids.has(id); n += 1) id = `grid-${slug(name)}-${n}`;
  project.showPreview({
    section,
    // The ruleset's declaration made `wanted` a build of its own section (`GridDeclaration.rowBuild`).
    build: { ...build, id, name } as BuildOf<K>,
    screenName,
    from: 'the Balance grid',
  });
  return id;
}
