import { describe, expect, it } from 'vitest';
import { makeDefaultProject, type ProjectDocument } from '../../../shared/app/default-project';
import { RULESET_LIST } from '../../../shared/app/ruleset-list';
import { readSharePayload } from '../../../shared/app/share-code';
import {
  encodeShareCode,
  packShareJson,
  readShareCode,
} from '../../../src-renderer/lib/share-code-text';

const project = makeDefaultProject();

/** A project whose Willpower has one build, Mirel, and a Gnome with 40 mana. */
function otherProject(): ProjectDocument {
  const [tathren] = project.willpower.builds;
  if (tathren === undefined) throw new Error('no Willpower build');
  const { willpower } = project;
  return {
    ...project,
    willpower: {
      data: {
        ...willpower.data,
        races: willpower.data.races.map((race) =>
          race.id === 'gnome' ? { ...race, mana: 40 } : race,
        ),
      },
      builds: [{ ...tathren, id: 'mirel', name: 'Mirel', raceId: 'gnome' }],
    },
  };
}

describe('share codes', () => {
  it('carry a build into another project as it is, named and id’d as before', async () => {
    const code = await encodeShareCode(project, 'willpower', { kind: 'builds', ids: ['tathren'] });
    expect(code).toMatch(/^WS1-[A-Za-z0-9_-]+$/);
    const read = await readShareCode(code, otherProject());
    expect(read).toEqual({
      ok: true,
      ruleset: 'willpower',
      rulesetName: 'Willpower',
      noun: { one: 'build', many: 'builds' },
      kind: 'builds',
      builds: [project.willpower.builds[0]],
    });
  });

  it('rename a build whose name or id the project has, and read through spaces and line breaks', async () => {
    const code = await encodeShareCode(project, 'willpower', { kind: 'builds', ids: ['tathren'] });
    const wrapped = `  ${code.slice(0, 20)}\n${code.slice(20, 45)} ${code.slice(45)}\n`;
    const read = await readShareCode(wrapped, project);
    expect(read.ok && read.kind === 'builds' && read.builds.map((b) => [b.id, b.name])).toEqual([
      ['tathren-2', 'Tathren (shared)'],
    ]);
  });

  it('carry each ruleset’s first build, and its whole section, for every ruleset', async () => {
    for (const { meta } of RULESET_LIST) {
      const first = project[meta.id].builds[0];
      if (first === undefined) throw new Error(`${meta.id} has no build`);
      const code = await encodeShareCode(project, meta.id, { kind: 'builds', ids: [first.id] });
      const read = await readShareCode(code, project);
      expect(read.ok, meta.id).toBe(true);
      if (read.ok && read.kind === 'builds') {
        expect({ ...read.builds[0], id: first.id, name: first.name }).toEqual(first);
      }
      const whole = await encodeShareCode(project, meta.id, { kind: 'ruleset' });
      expect(await readShareCode(whole, project)).toEqual({
        ok: true,
        ruleset: meta.id,
        rulesetName: meta.name,
        noun: meta.buildNoun,
        kind: 'ruleset',
        section: project[meta.id],
      });
    }
  });

  it('carry a ruleset’s edited data and builds whole', async () => {
    const other = otherProject();
    const code = await encodeShareCode(other, 'willpower', { kind: 'ruleset' });
    const read = await readShareCode(code, project);
    expect(read.ok && read.kind === 'ruleset' && read.section).toEqual(other.willpower);
  });

  it('refuse a build that names a row the project does not have, saying which build and field', async () => {
    const other = otherProject();
    const withSeaElf: ProjectDocument = {
      ...other,
      willpower: {
        data: {
          ...other.willpower.data,
          races: [
            ...other.willpower.data.races,
            {
              id: 'sea-elf',
              name: 'Sea elf',
              mana: 4,
              hp: 2,
              typicalStats: { int: 10, wil: 10, pre: 10, con: 10 },
            },
          ],
        },
        builds: [{ ...other.willpower.builds[0]!, raceId: 'sea-elf' }],
      },
    };
    const code = await encodeShareCode(withSeaElf, 'willpower', { kind: 'builds', ids: ['mirel'] });
    expect(await readShareCode(code, project)).toEqual({
      ok: false,
      problems: [{ path: 'build 1 (Mirel) › raceId', message: 'There is no race "sea-elf"' }],
    });
  });

  it.each([
    ['', 'Paste a code first.'],
    ['https://example.com', 'Not a Wellspring code: a code starts with WS1-'],
    [
      'WS2-abc',
      'That code was made by a newer Wellspring (it starts WS2-); this one reads WS1- codes.',
    ],
    ['WS1-not base64!', 'The code is damaged (was it cut short or changed when copied?).'],
    ['WS1-AAAA', 'The code is damaged (was it cut short or changed when copied?).'],
  ])('refuse %j with one clear message', async (text, message) => {
    expect(await readShareCode(text, project)).toEqual({
      ok: false,
      problems: [{ path: '', message }],
    });
  });

  it('refuse a cut-short code, a newer format, an unknown ruleset and a section that is not one', async () => {
    const code = await encodeShareCode(project, 'willpower', { kind: 'ruleset' });
    const cut = await readShareCode(code.slice(0, code.length - 40), project);
    expect(cut).toEqual({
      ok: false,
      problems: [
        { path: '', message: 'The code is damaged (was it cut short or changed when copied?).' },
      ],
    });
    const newer = await packShareJson({
      formatVersion: 99,
      ruleset: 'willpower',
      kind: 'builds',
      section: { builds: [] },
    });
    expect((await readShareCode(newer, project)).ok).toBe(false);
    expect(await readShareCode(newer, project)).toMatchObject({
      problems: [
        { message: /newer Wellspring \(project format 99\); this one reads up to format/ },
      ],
    });
    expect(
      readSharePayload(
        { formatVersion: 10, ruleset: 'chess', kind: 'builds', section: { builds: [] } },
        project,
      ),
    ).toEqual({
      ok: false,
      problems: [
        { path: '', message: 'That code is of a ruleset this Wellspring does not have ("chess").' },
      ],
    });
    const odd = readSharePayload(
      { formatVersion: 10, ruleset: 'dcss', kind: 'ruleset', section: { data: 3, builds: [] } },
      project,
    );
    expect(odd.ok).toBe(false);
    if (!odd.ok) expect(odd.problems[0]?.path).toMatch(/^dcss\.data/);
  });

  it('migrate a code of an older format as opening a file would', () => {
    const races = project.willpower.data.races.map(({ typicalStats: _, ...race }) => race);
    const read = readSharePayload(
      {
        formatVersion: 9,
        ruleset: 'willpower',
        kind: 'ruleset',
        section: { ...project.willpower, data: { ...project.willpower.data, races } },
      },
      project,
    );
    expect(read).toEqual({
      ok: true,
      ruleset: 'willpower',
      rulesetName: 'Willpower',
      noun: { one: 'build', many: 'builds' },
      kind: 'ruleset',
      section: project.willpower,
      migratedFrom: 9,
    });
  });
});
