import { describe, expect, it } from 'vitest';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import {
  withBlankRuleset,
  withTemplate,
  findTemplate,
} from '../../../shared/app/formula-templates';
import { readSharePayload } from '../../../shared/app/share-code';
import type { CustomRuleset } from '../../../shared/rulesets/custom/schema';
import { encodeCustomShareCode, readShareCode } from '../../../src-renderer/lib/share-code-text';

/**
 * A designer's own ruleset as a share code: all of it is added to a project that does not have it
 * (renamed past a namesake) or replaces the one of its id; some builds join the ruleset of their id.
 */
const base = makeDefaultProject();

function templated(): { readonly project: ProjectDocument; readonly ruleset: CustomRuleset } {
  const template = findTemplate('nethack34');
  if (template === undefined) throw new Error('no NetHack template');
  return withTemplate(base, template, 'Hack game');
}

describe('share codes of a custom ruleset', () => {
  it('carry all of it into a project without it: added whole, as it was', async () => {
    const { project, ruleset } = templated();
    const code = await encodeCustomShareCode(project, ruleset.id, { kind: 'ruleset' });
    expect(code).toMatch(/^WS1-[A-Za-z0-9_-]+$/);
    expect(await readShareCode(code, base)).toEqual({
      ok: true,
      kind: 'custom-ruleset',
      ruleset,
      replaces: null,
      asNew: ruleset,
    });
  });

  it('replace the ruleset of the same id, and rename past another ruleset of its name', async () => {
    const { project, ruleset } = templated();
    const edited: ProjectDocument = {
      ...project,
      custom: { rulesets: [{ ...ruleset, name: 'Hack game (old)', text: 'hp: hp = 1\n' }] },
    };
    const code = await encodeCustomShareCode(project, ruleset.id, { kind: 'ruleset' });
    // Its id is the project's ruleset's: it replaces that one, or is added beside it (the
    // designer chooses; two rulesets made apart can share an id), with an id and a name of its own.
    expect(await readShareCode(code, edited)).toEqual({
      ok: true,
      kind: 'custom-ruleset',
      ruleset,
      replaces: 'Hack game (old)',
      asNew: { ...ruleset, id: `${ruleset.id}-2`, name: 'Hack game' },
    });
    const sameName: ProjectDocument = {
      ...project,
      custom: { rulesets: [{ ...ruleset, text: 'hp: hp = 1\n' }] },
    };
    const beside = await readShareCode(code, sameName);
    expect(beside.ok && beside.kind === 'custom-ruleset' && beside.asNew).toEqual({
      ...ruleset,
      id: `${ruleset.id}-2`,
      name: 'Hack game 2',
    });
    const namesake = withBlankRuleset(base, 'hack GAME').project;
    const read = await readShareCode(code, namesake);
    expect(read.ok && read.kind === 'custom-ruleset' && read.ruleset).toEqual({
      ...ruleset,
      name: 'Hack game 2',
    });
  });

  it('carry builds to the ruleset of their id, renamed where it has their id or name', async () => {
    const { project, ruleset } = templated();
    const [first] = ruleset.builds;
    if (first === undefined) throw new Error('no build');
    const code = await encodeCustomShareCode(project, ruleset.id, {
      kind: 'builds',
      ids: [first.id],
    });
    expect(await readShareCode(code, project)).toEqual({
      ok: true,
      kind: 'custom-builds',
      rulesetId: ruleset.id,
      rulesetName: 'Hack game',
      builds: [{ ...first, id: `${first.id}-2`, name: `${first.name} (shared)` }],
    });
    expect(await readShareCode(code, base)).toEqual({
      ok: false,
      problems: [
        {
          path: '',
          message:
            'This project has no ruleset "Hack game" for the builds to join: share all of it ' +
            'instead (Share… › All of …), and paste that.',
        },
      ],
    });
  });

  it('refuse a build that picks a row the project’s ruleset does not have, naming the build', async () => {
    const { project, ruleset } = templated();
    const race = ruleset.tables.find((table) => table.name === 'race');
    if (race === undefined) throw new Error('no race table');
    const withGnomes: ProjectDocument = {
      ...project,
      custom: {
        rulesets: [
          {
            ...ruleset,
            tables: ruleset.tables.map((table) =>
              table === race
                ? { ...table, rows: [...table.rows, { id: 'deep-gnome', values: {} }] }
                : table,
            ),
            builds: [{ id: 'delver', name: 'Delver', rows: { race: 'deep-gnome' }, inputs: {} }],
          },
        ],
      },
    };
    const code = await encodeCustomShareCode(withGnomes, ruleset.id, {
      kind: 'builds',
      ids: ['delver'],
    });
    const read = await readShareCode(code, project);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.problems).toEqual([
        { path: 'build 1 (Delver) › rows.race', message: expect.stringMatching(/deep-gnome/) },
      ]);
    }
  });

  it('refuse a code whose section holds no ruleset, or two', () => {
    const { ruleset } = templated();
    for (const rulesets of [[], [ruleset, { ...ruleset, id: 'other' }], [3]]) {
      expect(
        readSharePayload(
          { formatVersion: 11, ruleset: 'custom', kind: 'ruleset', section: { rulesets } },
          base,
        ),
      ).toEqual({
        ok: false,
        problems: [
          { path: '', message: 'The code is damaged (was it cut short or changed when copied?).' },
        ],
      });
    }
  });

  it('say a problem of the ruleset itself at its place in the code', () => {
    const { ruleset } = templated();
    const read = readSharePayload(
      {
        formatVersion: 11,
        ruleset: 'custom',
        kind: 'ruleset',
        section: { rulesets: [{ ...ruleset, axis: { name: 'level', first: 1, last: -4 } }] },
      },
      base,
    );
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems[0]?.path).toMatch(/^Hack game › axis\.last/);
  });
});
