/** A build brought in by a share code, given a name and an id the ruleset's builds do not have. */

export interface NamedBuild {
  readonly id: string;
  readonly name: string;
}

/** `build` renamed past `taken`'s names and ids: "Tathren (shared)", "tathren-2". */
export function freshlyNamed<B extends NamedBuild>(build: B, taken: readonly NamedBuild[]): B {
  const names = new Set(taken.map((each) => each.name.toLowerCase()));
  const ids = new Set(taken.map((each) => each.id));
  let name = build.name;
  for (let n = 1; names.has(name.toLowerCase()); n += 1) {
    name = `${build.name} (shared${n === 1 ? '' : ` ${n}`})`;
  }
  let id = build.id;
  for (let n = 2; ids.has(id); n += 1) id = `${build.id}-${n}`;
  return { ...build, id, name };
}
