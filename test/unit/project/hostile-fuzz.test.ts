/**
 * The parsing probes as a bounded fuzz (fixed seeds): project files (read, and run through the
 * CLI's reports) and share codes, damaged at random and made hostile (nesting thousands deep,
 * lists past their limit, texts of 30,000 characters, bytes that are not UTF-8, cut short).
 * Whatever comes in, the reader answers within a time bound, never throws, never echoes a refused
 * text whole, and never accepts a document the schema, the references or the limits refuse; the
 * CLI exits 0 or 2, never 1 or a crash.
 */
import { inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { limitBreachIn } from '../../../shared/project/limits';
import { checkReferences } from '../../../shared/app/project-references';
import { ProjectSchema, type ProjectDocument } from '../../../shared/app/project-schema';
import { parseProject, readProjectBytes, serializeProject } from '../../../shared/app/serialize';
import type { ProjectProblem } from '../../../shared/project/problems';
import { REPORTS } from '../../../shared/app/report-catalog';
import {
  encodeCustomShareCode,
  encodeShareCode,
  readShareCode,
} from '../../../src-renderer/lib/share-code-text';
import { FORMULA_TEMPLATES, withTemplate } from '../../../shared/app/formula-templates';
import { codeOfText } from '../../fixtures/hostile-codes';
import { run } from '../cli/cli-harness';
import { mutate, mutation, pathsOf, smallProject, type Json } from './damaged-projects';

/** What one answer may take, at most, on a loaded machine (each is a few milliseconds idle). */
const ANSWER_BOUND_MS = 2000;

type Hostile =
  | { readonly kind: 'nest'; readonly at: number; readonly depth: number; readonly lists: boolean }
  | { readonly kind: 'grow'; readonly at: number; readonly length: number }
  | { readonly kind: 'long'; readonly at: number; readonly length: number };

const hostile: fc.Arbitrary<Hostile> = fc.oneof(
  fc.record({
    kind: fc.constant('nest' as const),
    at: fc.nat(),
    depth: fc.oneof(fc.integer({ min: 20, max: 40 }), fc.integer({ min: 500, max: 10_000 })),
    lists: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('grow' as const),
    at: fc.nat(),
    length: fc.oneof(fc.integer({ min: 995, max: 1005 }), fc.integer({ min: 5000, max: 30_000 })),
  }),
  fc.record({
    kind: fc.constant('long' as const),
    at: fc.nat(),
    length: fc.oneof(fc.integer({ min: 195, max: 205 }), fc.integer({ min: 1000, max: 30_000 })),
  }),
);

const MARK = '\u0000hostile\u0000';

/** The hostile value's JSON text (made as text: a test's own JSON.stringify would overflow). */
function hostileText(change: Hostile): string {
  switch (change.kind) {
    case 'nest':
      return change.lists
        ? `${'['.repeat(change.depth)}0${']'.repeat(change.depth)}`
        : `${'{"a":'.repeat(change.depth)}0${'}'.repeat(change.depth)}`;
    case 'grow':
      return `[${Array(change.length).fill('{}').join(',')}]`;
    case 'long':
      return JSON.stringify('x'.repeat(change.length));
  }
}

/** The text of `json` with hostile values put in place of some of its nodes. */
function harmed(json: Json, changes: readonly Hostile[], indent?: number): string {
  let marked = json;
  for (const change of changes)
    marked = mutate(marked, { kind: 'replace', at: change.at, value: MARK });
  let text = JSON.stringify(marked, null, indent) ?? '';
  for (const change of changes) text = text.replace(JSON.stringify(MARK), hostileText(change));
  return text;
}

/** Bytes damaged at the byte level: one byte set to something UTF-8 may not hold there. */
const byteDamage = fc.option(
  fc.record({ at: fc.nat(), byte: fc.constantFrom(0x80, 0xbf, 0xc0, 0xe9, 0xf5, 0xff) }),
  { freq: 4 },
);

function damageBytes(bytes: Uint8Array, damage: { at: number; byte: number } | null) {
  if (damage === null || bytes.length === 0) return bytes;
  const copy = bytes.slice();
  copy[damage.at % copy.length] = damage.byte;
  return copy;
}

/** The longest message or path may hold a 60-character echo and the words around it. */
function echoesBriefly(problems: readonly ProjectProblem[]): boolean {
  return problems.every(
    (problem) =>
      problem.message !== '' && problem.message.length <= 400 && problem.path.length <= 400,
  );
}

/** A document nothing may accept: the schema, the references and the limits all agree to it. */
function isSound(document: unknown): boolean {
  const parsed = v.safeParse(ProjectSchema, document);
  return (
    parsed.success &&
    checkReferences(parsed.output).length === 0 &&
    limitBreachIn(document) === null
  );
}

function timed<T>(read: () => T): { readonly answer: T; readonly ms: number } {
  const started = performance.now();
  const answer = read();
  return { answer, ms: performance.now() - started };
}

const small = smallProject();
const base = serializeProject(small);

describe('hostile project files', () => {
  it('are answered within the bound, never thrown, refused briefly or accepted only when sound', () => {
    let slowest = 0;
    fc.assert(
      fc.property(
        fc.array(mutation, { maxLength: 2 }),
        fc.array(hostile, { maxLength: 2 }),
        byteDamage,
        fc.option(fc.nat(), { freq: 8 }),
        (changes, harms, bytes, cut) => {
          let json = JSON.parse(base) as Json;
          for (const change of changes) json = mutate(json, change);
          let text = harmed(json, harms, 1);
          if (cut !== null) text = text.slice(0, cut % (text.length + 1));
          const file = damageBytes(new TextEncoder().encode(text), bytes);
          const { answer, ms } = timed(() => readProjectBytes(file, 'fuzz.wellspring.json'));
          slowest = Math.max(slowest, ms);
          if (ms > ANSWER_BOUND_MS) return false;
          return answer.ok ? isSound(answer.document) : echoesBriefly(answer.problems);
        },
      ),
      { numRuns: 400, seed: 36_091, interruptAfterTimeLimit: 8000 },
    );
    expect(slowest).toBeLessThan(ANSWER_BOUND_MS);
  }, 30_000);
});

describe('the CLI on hostile project files', () => {
  it('exits 0 with a report or 2 with one short line, within the bound, never 1 or a crash', async () => {
    const names = REPORTS.map((report) => report.name);
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutation, { maxLength: 2 }),
        fc.array(hostile, { maxLength: 1 }),
        fc.nat({ max: names.length - 1 }),
        async (changes, harms, which) => {
          let json = JSON.parse(base) as Json;
          for (const change of changes) json = mutate(json, change);
          const started = performance.now();
          const { code, stderr } = await run(['report', names[which]!, '--project', 'p.json'], {
            'p.json': harmed(json, harms),
          });
          const ms = performance.now() - started;
          slowest = Math.max(slowest, ms);
          if (ms > ANSWER_BOUND_MS) return false;
          if (code === 0) return stderr === '';
          // 2: the file refused, or a flag a report needs (the same line as with a sound file).
          return code === 2 && /^[^\n]+\n$/.test(stderr) && stderr.length < 500;
        },
      ),
      { numRuns: 100, seed: 36_093, interruptAfterTimeLimit: 8000 },
    );
    expect(slowest).toBeLessThan(ANSWER_BOUND_MS);
  }, 30_000);
});

/** `into` with a code's result applied, as the Paste dialog applies it. */
function applied(into: ProjectDocument, read: Awaited<ReturnType<typeof readShareCode>>): unknown {
  if (!read.ok) return null;
  const { rulesets } = into.custom;
  if (read.kind === 'custom-ruleset') {
    const replaced = rulesets.some((each) => each.id === read.ruleset.id);
    return {
      ...into,
      custom: {
        rulesets: replaced
          ? rulesets.map((each) => (each.id === read.ruleset.id ? read.ruleset : each))
          : [...rulesets, read.ruleset],
      },
    };
  }
  if (read.kind === 'custom-builds') {
    return {
      ...into,
      custom: {
        rulesets: rulesets.map((each) =>
          each.id === read.rulesetId ? { ...each, builds: [...each.builds, ...read.builds] } : each,
        ),
      },
    };
  }
  const section = into[read.ruleset];
  return read.kind === 'ruleset'
    ? { ...into, [read.ruleset]: read.section }
    : { ...into, [read.ruleset]: { ...section, builds: [...section.builds, ...read.builds] } };
}

/** The small project with a ruleset of the designer's own, made by the Willpower template. */
const withCustom = withTemplate(small, FORMULA_TEMPLATES[0]!, 'Small game');

describe('hostile share codes', () => {
  it('are answered within the bound, never thrown, and what they add leaves a sound project', async () => {
    const codes = [
      await encodeShareCode(small, 'willpower', { kind: 'builds', ids: ['tathren'] }),
      await encodeShareCode(small, 'nethack34', { kind: 'ruleset' }),
      await encodeShareCode(small, 'dcss', { kind: 'builds', ids: [small.dcss.builds[0]!.id] }),
      await encodeCustomShareCode(withCustom.project, withCustom.ruleset.id, { kind: 'ruleset' }),
      await encodeCustomShareCode(withCustom.project, withCustom.ruleset.id, {
        kind: 'builds',
        ids: [withCustom.ruleset.builds[0]!.id],
      }),
    ];
    // Read into the project with the designer's ruleset: its code replaces it, its build joins it.
    const into = withCustom.project;
    const payloads = await Promise.all(
      codes.map(async (code) => {
        const inflated = await readShareCode(code, into);
        expect(inflated.ok).toBe(true);
        return JSON.parse(
          inflateRawSync(Buffer.from(code.slice(4), 'base64url')).toString('utf8'),
        ) as Json;
      }),
    );
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: payloads.length - 1 }),
        fc.array(mutation, { maxLength: 2 }),
        fc.array(hostile, { maxLength: 1 }),
        fc.option(fc.record({ at: fc.nat(), char: fc.constantFrom('A', '_', '-', '!', ' ') }), {
          freq: 4,
        }),
        async (which, changes, harms, flip) => {
          let json: Json = structuredClone(payloads[which]!);
          for (const change of changes) json = mutate(json, change);
          let code = codeOfText(harmed(json, harms));
          if (flip !== null) {
            const at = 4 + (flip.at % (code.length - 4));
            code = `${code.slice(0, at)}${flip.char}${code.slice(at + 1)}`;
          }
          const started = performance.now();
          const read = await readShareCode(code, into);
          const ms = performance.now() - started;
          slowest = Math.max(slowest, ms);
          if (ms > ANSWER_BOUND_MS) return false;
          if (!read.ok) return echoesBriefly(read.problems);
          // What the dialog would apply opens as a project file does.
          const after = applied(into, read);
          return isSound(after) && parseProject(JSON.stringify(after), 'after').ok;
        },
      ),
      { numRuns: 200, seed: 36_092, interruptAfterTimeLimit: 8000 },
    );
    expect(slowest).toBeLessThan(ANSWER_BOUND_MS);
    // The damage reaches every part of a payload.
    expect(pathsOf(payloads[0]!).length).toBeGreaterThan(20);
  }, 30_000);
});
