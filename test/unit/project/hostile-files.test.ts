/**
 * Hostile and huge project files (issue #36's parsing probes): each is refused at once with one
 * problem naming its JSON path and the limit, never crashes or freezes the reader, and never
 * echoes what it refuses whole. The files are made here, small to write, huge once parsed.
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import {
  LIST_MAX,
  NESTING_MAX,
  TEXT_MAX_LENGTH,
  limitBreachIn,
} from '../../../shared/project/limits';
import { NOT_UTF8_MESSAGE, fileTooLargeMessage } from '../../../shared/project/project-bytes';
import { parseProject, readProjectBytes, serializeProject } from '../../../shared/app/serialize';
import { CURRENT_FORMAT_VERSION } from '../../../shared/app/project-schema';
import { PROJECT_FILE_MAX_BYTES } from '../../../shared/protocol/ipc';
import { freezeDeep } from '../../../shared/engine/structural-key';
import { run } from '../cli/cli-harness';

type Json = Record<string, unknown> & {
  willpower: Record<string, unknown> & { data: Record<string, unknown> };
};

/** The default project as a file's JSON, to damage. */
function projectJson(): Json {
  return JSON.parse(serializeProject(makeDefaultProject())) as Json;
}

function problemsOf(text: string) {
  const result = parseProject(text, 'hostile.wellspring.json');
  if (result.ok) throw new Error('the file was accepted');
  return result.problems;
}

describe('a file with 10^6 empty builds', () => {
  it('is refused in well under a second, naming the list and the limit (it took 42 s and 4.5 GB, then crashed)', () => {
    const json = projectJson();
    json.willpower.builds = 'BUILDS';
    // 3 MB on disk: one million `{}`.
    const text = JSON.stringify(json).replace(
      '"BUILDS"',
      `[${Array(1_000_000).fill('{}').join(',')}]`,
    );
    const started = performance.now();
    const problems = problemsOf(text);
    const took = performance.now() - started;
    expect(problems).toEqual([
      {
        path: 'willpower.builds',
        message: 'holds 1,000,000 entries; Wellspring takes at most 1,000',
      },
    ]);
    // About 50 ms: the scan stops counting at the list's end, before JSON.parse makes an object.
    expect(took).toBeLessThan(1000);
  });

  it('is refused by the CLI the same way, exit 2', async () => {
    const json = projectJson();
    json.willpower.builds = Array.from({ length: 100_000 }, () => ({}));
    const started = performance.now();
    const { code, stderr } = await run(['report', 'willpower/curves', '--project', 'huge.json'], {
      'huge.json': JSON.stringify(json),
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(code).toBe(2);
    expect(stderr).toBe(
      '--project huge.json: willpower.builds: holds 100,000 entries; Wellspring takes at most 1,000\n',
    );
  });

  it('an object with more fields than any list may hold is refused before the schema reads it', () => {
    const json = projectJson();
    const many: Record<string, number> = {};
    for (let i = 0; i <= LIST_MAX; i += 1) many[`field${i}`] = i;
    json.willpower.data.rules = many;
    expect(problemsOf(JSON.stringify(json))).toEqual([
      {
        path: 'willpower.data.rules',
        message: 'holds 1,001 fields; Wellspring takes at most 1,000',
      },
    ]);
  });
});

/** `[[[…0…]]]`, `depth` lists inside each other. */
function nested(depth: number): string {
  return `${'['.repeat(depth)}0${']'.repeat(depth)}`;
}

describe('nesting', () => {
  it('10^4 lists inside each other are refused before anything recurses into them', () => {
    const text = JSON.stringify(projectJson()).replace(
      /"builds":\[/,
      `"builds":[${nested(10_000)},`,
    );
    expect(problemsOf(text)).toEqual([
      {
        path: '',
        message: `lists and objects nest more than ${NESTING_MAX} deep; Wellspring takes at most ${NESTING_MAX}`,
      },
    ]);
  });

  it(`takes ${NESTING_MAX} levels (then the schema speaks) and refuses ${NESTING_MAX + 1}`, () => {
    // The project object is level 1, willpower 2, builds 3: the rest is the list inside.
    const at = (depth: number) =>
      problemsOf(
        JSON.stringify(projectJson()).replace(/"builds":\[/, `"builds":[${nested(depth - 3)},`),
      );
    expect(at(NESTING_MAX)[0]?.path).toBe('willpower.builds[0]');
    expect(at(NESTING_MAX + 1)[0]?.path).toBe('');
  });

  it('brackets inside texts do not count', () => {
    const json = projectJson();
    const races = json.willpower.data.races as { name: string }[];
    races[0] = { ...races[0], name: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\"{{{' } as never;
    const result = parseProject(JSON.stringify(json), 'brackets.wellspring.json');
    expect(result.ok).toBe(true);
  });
});

describe('texts', () => {
  it('a 200,000-character race name is refused, naming it; 200 characters are taken', () => {
    const json = projectJson();
    const races = json.willpower.data.races as { name: string }[];
    races[1] = { ...races[1], name: 'x'.repeat(200_000) } as never;
    expect(problemsOf(JSON.stringify(json))).toEqual([
      {
        path: 'willpower.data.races[1].name',
        message: 'is 200,000 characters long; Wellspring takes at most 200',
      },
    ]);
    races[1] = { ...races[1], name: 'x'.repeat(TEXT_MAX_LENGTH) } as never;
    expect(parseProject(JSON.stringify(json), 'a').ok).toBe(true);
    races[1] = { ...races[1], name: 'x'.repeat(TEXT_MAX_LENGTH + 1) } as never;
    expect(problemsOf(JSON.stringify(json))[0]?.message).toBe(
      'is 201 characters long; Wellspring takes at most 200',
    );
  });

  it('every kind of name has the limit: items, talents, classes, other rulesets’ rows and builds', () => {
    const project = makeDefaultProject();
    const long = 'y'.repeat(TEXT_MAX_LENGTH + 1);
    const paths: string[] = [];
    const json = JSON.parse(serializeProject(project)) as Record<string, unknown>;
    // Every `name` in the file, one at a time: each is refused at its own path.
    const visit = (value: unknown, path: (string | number)[]) => {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
      else if (value !== null && typeof value === 'object') {
        for (const [key, field] of Object.entries(value)) {
          if (key === 'name' && typeof field === 'string') {
            const record = value as Record<string, unknown>;
            record.name = long;
            const problems = problemsOf(JSON.stringify(json));
            record.name = field;
            paths.push(problems[0]?.path ?? '(none)');
            expect(problems[0]?.message).toBe(
              'is 201 characters long; Wellspring takes at most 200',
            );
          } else visit(field, [...path, key]);
        }
      }
    };
    visit(json, []);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !path.endsWith('.name'))).toEqual([]);
  });

  it('a refusal echoes at most 60 characters of what it refuses, in a message and in a path', () => {
    const json = projectJson();
    json.formatVersion = 'v'.repeat(150);
    const [version] = problemsOf(JSON.stringify(json));
    expect(version?.message).toBe(
      `must be a whole number (this Wellspring reads 1 to ${CURRENT_FORMAT_VERSION}), not "${'v'.repeat(60)}…"`,
    );

    const unknown = projectJson();
    unknown.willpower[`k${'k'.repeat(150)}`] = 1;
    const [field] = problemsOf(JSON.stringify(unknown));
    expect(field?.path).toBe(`willpower["${'k'.repeat(60)}…"]`);

    const missing = projectJson();
    const builds = missing.willpower.builds as { raceId: string }[];
    builds[0] = { ...builds[0], raceId: 'r'.repeat(150) } as never;
    const [race] = problemsOf(JSON.stringify(missing));
    expect(race).toEqual({
      path: 'willpower.builds[0].raceId',
      message: `There is no race "${'r'.repeat(60)}…"`,
    });
  });
});

describe('bytes', () => {
  it('invalid UTF-8 is refused with the desktop’s and the CLI’s words, not replaced by U+FFFD', () => {
    const text = serializeProject(makeDefaultProject()).replace('Tathren', 'Tathr\u00e9n');
    const bytes = new TextEncoder().encode(text);
    expect(readProjectBytes(bytes, 'a.wellspring.json').ok).toBe(true);
    // é in Latin-1: one byte, 0xE9, which UTF-8 cannot start a character with here.
    const at = bytes.indexOf(0xc3);
    const latin1 = new Uint8Array([...bytes.subarray(0, at), 0xe9, ...bytes.subarray(at + 2)]);
    expect(readProjectBytes(latin1, 'latin1.wellspring.json')).toEqual({
      ok: false,
      fileName: 'latin1.wellspring.json',
      problems: [{ path: '', message: NOT_UTF8_MESSAGE }],
    });
  });

  it('a file past the size limit is refused by its size, in megabytes', () => {
    const bytes = new Uint8Array(PROJECT_FILE_MAX_BYTES + 1);
    expect(readProjectBytes(bytes, 'big.wellspring.json')).toEqual({
      ok: false,
      fileName: 'big.wellspring.json',
      problems: [
        { path: '', message: 'The file is larger than 50 MB, the most Wellspring opens.' },
      ],
    });
    expect(fileTooLargeMessage(61 * 1024 * 1024)).toBe(
      'The file is larger than 50 MB, the most Wellspring opens (it is 61 MB).',
    );
  });
});

describe('limitBreachIn, the check a file and an edit share', () => {
  it('finds a long list, a long text and a long field name in what an edit made, not in parts already checked (frozen)', () => {
    const long = Array.from({ length: LIST_MAX + 1 }, (_, i) => i);
    expect(limitBreachIn({ a: { b: [1, 2, { c: long }] } })).toEqual({
      kind: 'list',
      path: 'a.b[2].c',
      length: LIST_MAX + 1,
      max: LIST_MAX,
    });
    // The comparison's lines: a pool of each build of three rulesets.
    expect(limitBreachIn({ compare: { entries: long } })).toBeNull();
    expect(limitBreachIn({ a: freezeDeep({ c: [...long] }), d: [1] })).toBeNull();
    expect(limitBreachIn({ a: long.slice(0, LIST_MAX) })).toBeNull();
    expect(limitBreachIn({ races: [{ name: 'n'.repeat(201) }] })).toEqual({
      kind: 'text',
      path: 'races[0].name',
      length: 201,
      max: TEXT_MAX_LENGTH,
    });
    expect(limitBreachIn({ races: [{ name: 'n'.repeat(200) }] })).toBeNull();
    expect(limitBreachIn({ ['q'.repeat(201)]: 1 })).toMatchObject({ kind: 'text', length: 201 });
  });
});
