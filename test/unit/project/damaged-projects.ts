/**
 * Damaged projects for the fuzz tests: a small but complete valid project, and random damage to
 * its JSON (a value replaced, deleted, a key added, an entry duplicated).
 */
import { smallCustomRuleset } from '../../fixtures/custom-ruleset';
import fc from 'fast-check';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = (string | number)[];

/** A small but complete valid project: every section, a few rows in each table. */
export function smallProject(): ProjectDocument {
  const doc = makeDefaultProject();
  const { data } = doc.willpower;
  const keep = <T extends { readonly id: string }>(rows: readonly T[], ...ids: string[]) =>
    rows.filter((row) => ids.includes(row.id));
  const wizard = doc.nethack34.data.roles.find((role) => role.id === 'Wiz');
  if (wizard === undefined) throw new Error('no Wizard');
  return {
    ...doc,
    willpower: {
      data: {
        ...data,
        races: keep(data.races, 'elf'),
        classes: keep(data.classes, 'wizard', 'witch'),
        statModifiers: data.statModifiers.filter((row) => row.score >= 8 && row.score <= 16),
        items: keep(data.items, 'ring-of-mana'),
        talents: keep(data.talents, 'deep-well'),
        statuses: keep(data.statuses, 'resting', 'diseased', 'ebbing'),
      },
      builds: doc.willpower.builds,
    },
    nethack34: {
      data: {
        ...doc.nethack34.data,
        roles: [{ ...wizard, races: ['Hum', 'Elf'] }],
        races: doc.nethack34.data.races.filter((race) => race.id === 'Hum' || race.id === 'Elf'),
      },
      builds: [
        ...doc.nethack34.builds,
        {
          ...doc.nethack34.builds[0]!,
          id: 'changing',
          name: 'Changing Con',
          statChanges: [{ level: 5, con: 17 }],
        },
      ],
    },
    dcss: {
      data: { ...doc.dcss.data, maxLevel: 3 },
      builds: doc.dcss.builds
        .slice(0, 1)
        .map((build) => ({ ...build, maxHpByLevel: [12, 21, 30] })),
    },
    // A custom ruleset, so the damage reaches its tables, rows and builds too.
    custom: { rulesets: [smallCustomRuleset()] },
  };
}

/** Every path to a value in `json`, the root included. */
export function pathsOf(json: Json, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (Array.isArray(json)) json.forEach((item, i) => pathsOf(item, [...path, i], into));
  else if (json !== null && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) pathsOf(value, [...path, key], into);
  }
  return into;
}

export type Mutation =
  | { readonly kind: 'replace'; readonly at: number; readonly value: Json }
  | { readonly kind: 'delete'; readonly at: number }
  | { readonly kind: 'add-key'; readonly at: number; readonly key: string; readonly value: Json }
  | { readonly kind: 'duplicate'; readonly at: number };

const awkward = fc.constantFrom<Json>(
  -1,
  0,
  1,
  2,
  3,
  0.5,
  1.5,
  31,
  99,
  1e21,
  -1e21,
  2 ** 53,
  '',
  'x',
  'elf',
  'Wiz',
  '16',
  null,
  true,
  false,
  [],
  {},
  [1],
  { id: 'x' },
);
const value: fc.Arbitrary<Json> = fc.oneof(
  awkward,
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);
const at = fc.nat();
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add-key' as const),
      at,
      key: fc.oneof(
        fc.string({ maxLength: 6 }),
        fc.constantFrom('id', 'int', '__proto__', 'drain'),
      ),
      value,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at }) },
);

/** `json` with one mutation applied at one of its nodes (chosen by `at` modulo their count). */
export function mutate(json: Json, change: Mutation): Json {
  const paths = pathsOf(json);
  const path = paths[change.at % paths.length] ?? [];
  if (path.length === 0) return change.kind === 'replace' ? change.value : json;
  const parentPath = path.slice(0, -1);
  let parent: Json = json;
  for (const key of parentPath) parent = (parent as Record<string | number, Json>)[key]!;
  const key = path[path.length - 1]!;
  const node = (parent as Record<string | number, Json>)[key]!;
  switch (change.kind) {
    case 'replace':
      (parent as Record<string | number, Json>)[key] = change.value;
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete (parent as Record<string, Json>)[key];
      break;
    case 'add-key':
      if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
        Object.defineProperty(node, change.key, {
          value: change.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      break;
    case 'duplicate':
      if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(node));
      break;
  }
  return json;
}
