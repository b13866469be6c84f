/**
 * Hostile share codes (issue #36's parsing probes): a decompression bomb, a 10^4-deep section,
 * 10^6 builds, a name of 10^8 characters. Each is refused with a message, promptly, without
 * holding what it would inflate to; none throws. The codes are made here with zlib (not the app's
 * own packing), small as text, huge once inflated.
 */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { NESTING_MAX } from '../../../shared/project/limits';
import {
  encodeShareCode,
  inflateAtMost,
  readShareCode,
  SHARE_CODE_MAX_INFLATED_BYTES,
} from '../../../src-renderer/lib/share-code-text';
import { bombCode, codeOfText, deepCode } from '../../fixtures/hostile-codes';

const project = makeDefaultProject();

describe('a share code that inflates past the limit (a decompression bomb)', () => {
  it('one build named with 10^8 "x" (a 140,000-character code) is refused while inflating', async () => {
    const code = bombCode(100);
    expect(code.length).toBeLessThan(150_000);
    const started = performance.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const read = await readShareCode(code, project);
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    expect(read).toEqual({
      ok: false,
      problems: [
        {
          path: '',
          message: 'The code unpacks to a project larger than 50 MB, the most Wellspring opens.',
        },
      ],
    });
    // It took 20 s and 7 GB before the tab crashed; here about 0.3 s, and what it inflated (at
    // most the limit) is not kept.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(heapGrowth).toBeLessThan(2 * SHARE_CODE_MAX_INFLATED_BYTES);
  }, 20_000);

  it('inflates a stream of exactly the limit and stops one byte past it', async () => {
    const limit = 1024 * 1024;
    const exact = deflateRawSync(Buffer.alloc(limit, 'y'));
    const inflated = await inflateAtMost(exact, limit);
    expect(inflated instanceof Uint8Array && inflated.byteLength).toBe(limit);
    expect(await inflateAtMost(exact, limit - 1)).toBe('too large');
    expect(await inflateAtMost(exact.subarray(0, exact.length - 3), limit)).toBe('damaged');
  });
});

describe('a share code nested 10^4 deep (182 characters)', () => {
  it('is refused, not thrown (it left Paste code busy until a reload)', async () => {
    const code = deepCode(10_000);
    expect(code.length).toBeLessThan(250);
    await expect(readShareCode(code, project)).resolves.toEqual({
      ok: false,
      problems: [
        {
          path: '',
          message: `lists and objects nest more than ${NESTING_MAX} deep; Wellspring takes at most ${NESTING_MAX}`,
        },
      ],
    });
    // The next code reads as ever.
    const good = await encodeShareCode(project, 'willpower', { kind: 'builds', ids: ['tathren'] });
    expect((await readShareCode(good, project)).ok).toBe(true);
  });
});

describe('a share code of 10^6 empty builds', () => {
  it('is refused by the list’s length before any build is checked', async () => {
    const code = codeOfText(
      `{"formatVersion":10,"ruleset":"willpower","kind":"builds","section":{"builds":[${Array(1_000_000).fill('{}').join(',')}]}}`,
    );
    const started = performance.now();
    expect(await readShareCode(code, project)).toEqual({
      ok: false,
      problems: [
        {
          path: 'section.builds',
          message: 'holds 1,000,000 entries; Wellspring takes at most 1,000',
        },
      ],
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('what a refused code echoes', () => {
  const tathren = project.willpower.builds[0]!;
  const payload = (ruleset: string, build: object) =>
    codeOfText(
      JSON.stringify({ formatVersion: 10, ruleset, kind: 'builds', section: { builds: [build] } }),
    );

  it('a long build name, and a long ruleset id, are shortened to 60 characters', async () => {
    const name = 'n'.repeat(150);
    expect(
      await readShareCode(payload('willpower', { ...tathren, name, raceId: 'sea-elf' }), project),
    ).toEqual({
      ok: false,
      problems: [
        // A Willpower build's own limit on its name.
        {
          path: `build 1 (${'n'.repeat(60)}…) › name`,
          message: 'A build needs a name of 1 to 60 characters',
        },
        { path: `build 1 (${'n'.repeat(60)}…) › raceId`, message: 'There is no race "sea-elf"' },
      ],
    });
    expect(await readShareCode(payload('r'.repeat(150), tathren), project)).toEqual({
      ok: false,
      problems: [
        {
          path: '',
          message: `That code is of a ruleset this Wellspring does not have ("${'r'.repeat(60)}…").`,
        },
      ],
    });
  });

  it('a 10,000-character name is refused by its length, at its place in the code', async () => {
    const read = await readShareCode(
      payload('willpower', { ...tathren, name: 'n'.repeat(10_000) }),
      project,
    );
    expect(read).toEqual({
      ok: false,
      problems: [
        {
          path: 'section.builds[0].name',
          message: 'is 10,000 characters long; Wellspring takes at most 200',
        },
      ],
    });
  });
});
