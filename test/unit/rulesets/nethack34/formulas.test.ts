/**
 * NetHack 3.4's advancement written in the formula language (formulas.ts, a "start from" template)
 * gives exactly the built-in engine's figures (`computeAdvancement`): max HP and max power at
 * every XL, outcome by outcome, for every allowed race × role, at the stats' edges, with stat
 * changes, and under random edits of the tables. A template one rule off is caught.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dist } from '../../../../shared/engine/dist';
import { checkFormulas } from '../../../../shared/formula/check';
import { FormulaEvaluation } from '../../../../shared/formula/evaluate';
import { pairsOf, type Value } from '../../../../shared/formula/outcomes';
import {
  computeAdvancement,
  statsAtLevel,
} from '../../../../shared/rulesets/nethack34/advancement';
import type {
  Advance,
  Nethack34Data,
  NethackCharacter,
  RaceId,
  RoleId,
  StatChange,
} from '../../../../shared/rulesets/nethack34/data';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import { validatePair } from '../../../../shared/rulesets/nethack34/validate';
import {
  nethackFormulaBuild,
  nethackFormulaSource,
  nethackFormulaText,
} from '../../../../shared/rulesets/nethack34/formulas';

const data = makeDefaultNethack34Data();

const ALLOWED_PAIRS: readonly (readonly [RoleId, RaceId])[] = data.roles.flatMap((role) =>
  role.races.map((race) => [role.id, race] as const),
);

function character(
  roleId: RoleId,
  raceId: RaceId,
  con: number,
  wis: number,
  statChanges?: StatChange[],
): NethackCharacter {
  return { roleId, raceId, con, wis, int: 10, regen: {}, ...(statChanges ? { statChanges } : {}) };
}

function evaluate(
  rules: Nethack34Data,
  build: NethackCharacter,
  text = nethackFormulaText(rules),
): FormulaEvaluation {
  const checked = checkFormulas({ ...nethackFormulaSource(rules), text });
  if (checked.problems.length > 0)
    throw new Error(checked.problems.map((problem) => problem.message).join('\n'));
  return new FormulaEvaluation(checked, nethackFormulaBuild(build));
}

/** Where a formula's outcomes leave a dense distribution's: [] when the same, else in words. */
function outcomeDifferences(what: string, formula: Value, builtIn: Dist): string[] {
  const expected = new Map<number, number>();
  builtIn.probs.forEach((p, i) => {
    if (p > 0) expected.set(builtIn.offset + i, p);
  });
  const got = new Map(pairsOf(formula));
  const out: string[] = [];
  for (const [value, p] of expected) {
    const q = got.get(value);
    if (q === undefined) out.push(`${what}: ${value} has ${p}, the formula never gives it`);
    else if (Math.abs(p - q) > 1e-12) out.push(`${what}: ${value} has ${p}, the formula ${q}`);
  }
  for (const [value, q] of got) {
    if (!expected.has(value))
      out.push(`${what}: the formula gives ${value} (${q}), never built in`);
  }
  return out;
}

/** Every difference between the template's hp_max and pw_max and the built-in's, XL by XL. */
function differences(
  rules: Nethack34Data,
  build: NethackCharacter,
  text = nethackFormulaText(rules),
): string[] {
  const evaluation = evaluate(rules, build, text);
  const name = `${build.raceId} ${build.roleId} Con ${build.con} Wis ${build.wis}`;
  return computeAdvancement(rules, build).levels.flatMap((level) => [
    ...outcomeDifferences(
      `${name} hp_max at XL ${level.level}`,
      evaluation.value('hp_max', level.level),
      level.hp.dist,
    ),
    ...outcomeDifferences(
      `${name} pw_max at XL ${level.level}`,
      evaluation.value('pw_max', level.level),
      level.pw.dist,
    ),
  ]);
}

describe("NetHack 3.4's advancement as formulas", () => {
  it('checks with no problem, max HP in hp and max power in pw', () => {
    const checked = checkFormulas(nethackFormulaSource(data));
    expect(checked.problems).toEqual([]);
    expect(checked.formulas.get('hp_max')?.shape).toMatchObject({ unit: { hp: 1 }, random: true });
    expect(checked.formulas.get('pw_max')?.shape).toMatchObject({ unit: { pw: 1 }, random: true });
  });

  it('makes its tables of the data’s own rows, and a build of its role, race and stats', () => {
    const source = nethackFormulaSource(data);
    expect(source.axis).toEqual({ name: 'level', first: 1, last: 30 });
    const role = source.tables.find((table) => table.name === 'role');
    const race = source.tables.find((table) => table.name === 'race');
    expect(role?.holds).toBe('one');
    expect(role?.rows.map((row) => row.id)).toEqual(data.roles.map((r) => r.id));
    expect(race?.rows.map((row) => row.id)).toEqual(data.races.map((r) => r.id));
    const wizard = role?.rows.find((row) => row.id === 'Wiz')?.values;
    expect(wizard).toMatchObject({ xlev: 12, hp_infix: 10, hp_lornd: 8, pw_hirnd: 3 });
    expect(wizard).toMatchObject({ pw_multiplier_num: 2, pw_multiplier_den: 1 });
    expect(nethackFormulaBuild(character('Wiz', 'Elf', 16, 14, [{ level: 8, con: 19 }]))).toEqual({
      rows: { role: 'Wiz', race: 'Elf' },
      inputs: { con: 16, wis: 14, con_at_8: 19 },
    });
  });

  it('gives every allowed race × role the built-in max HP and power at XL 1–30, exactly', () => {
    expect(ALLOWED_PAIRS).toHaveLength(28);
    for (const [roleId, raceId] of ALLOWED_PAIRS) {
      const { con, wis } = data.races.find((race) => race.id === raceId)?.typicalStats ?? {};
      expect(differences(data, character(roleId, raceId, con ?? 0, wis ?? 0))).toEqual([]);
    }
  });

  it('gives the same at the stats’ edges: Con 3 and Wis 18, Con 18 and Wis 3, both 25', () => {
    for (const [roleId, raceId] of ALLOWED_PAIRS) {
      expect(differences(data, character(roleId, raceId, 3, 18))).toEqual([]);
      expect(differences(data, character(roleId, raceId, 18, 3))).toEqual([]);
    }
    expect(differences(data, character('Kni', 'Hum', 25, 25))).toEqual([]);
    expect(differences(data, character('Hea', 'Gno', 25, 25))).toEqual([]);
  });

  it('counts an HP level-up of 0 or less as 1, as the built-in does', () => {
    // A Con-3 human Tourist from the level-up to XL 15 (xlev 14): 0 (Tourist high) + 1 (Human
    // high) − 2 (Con 3) = −1. To XL 14, still low: d8 + d2 − 2, from 0 (counted as 1) to 8.
    const evaluation = evaluate(data, character('Tou', 'Hum', 3, 10));
    expect(evaluation.value('hp_gain', 15)).toBe(1);
    expect(evaluation.value('hp_gain', 30)).toBe(1);
    const low = pairsOf(evaluation.value('hp_gain', 14));
    expect(low.map(([value]) => value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(low[0]?.[1]).toBeCloseTo(3 / 16, 14);
  });

  it('follows a build’s stat changes as statsAtLevel applies them', () => {
    const builds = [
      character('Val', 'Dwa', 10, 10, [{ level: 5, con: 18 }]),
      character('Wiz', 'Elf', 16, 16, [
        { level: 20, wis: 3, con: 3 },
        { level: 2, con: 19 },
        { level: 12, wis: 25 },
        { level: 12, wis: 7 },
        { level: 14 },
        { level: 30, con: 25 },
      ]),
      character('Tou', 'Hum', 14, 12, [{ level: 15, con: 3 }]),
    ];
    for (const build of builds) {
      expect(differences(data, build)).toEqual([]);
      const evaluation = evaluate(data, build);
      for (let level = 1; level <= data.maxLevel; level += 1) {
        const { con, wis } = statsAtLevel(build, level);
        expect([evaluation.value('con_now', level), evaluation.value('wis_now', level)]).toEqual([
          con,
          wis,
        ]);
      }
    }
  });

  it('allows exactly the pairs the built-in does, under any edit of the roles’ race lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray(data.races.map((race) => race.id)), {
          minLength: data.roles.length,
          maxLength: data.roles.length,
        }),
        (lists) => {
          const edited: Nethack34Data = {
            ...data,
            roles: data.roles.map((role, i) => ({ ...role, races: lists[i] ?? role.races })),
          };
          const ruleset = checkFormulas(nethackFormulaSource(edited));
          for (const role of edited.roles) {
            for (const race of edited.races) {
              const run = new FormulaEvaluation(ruleset, {
                rows: { role: role.id, race: race.id },
                inputs: {},
              });
              const builtIn = validatePair(edited, role.id, race.id) === null ? 1 : 0;
              expect(run.value('allowed', 1), `${role.id} ${race.id}`).toBe(builtIn);
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('follows edits of the tables, the Con bonus rows and the last XL', () => {
    const advance = fc.record({
      infix: fc.integer({ min: 0, max: 20 }),
      inrnd: fc.integer({ min: 0, max: 6 }),
      lofix: fc.integer({ min: 0, max: 3 }),
      lornd: fc.integer({ min: 0, max: 10 }),
      hifix: fc.integer({ min: 0, max: 3 }),
      hirnd: fc.integer({ min: 0, max: 4 }),
    }) satisfies fc.Arbitrary<Advance>;
    const edited = fc.record({
      roles: fc.array(
        fc.record({
          xlev: fc.integer({ min: 1, max: 31 }),
          hp: advance,
          pw: advance,
          num: fc.integer({ min: 0, max: 4 }),
          den: fc.integer({ min: 1, max: 4 }),
        }),
        { minLength: data.roles.length, maxLength: data.roles.length },
      ),
      races: fc.array(fc.record({ hp: advance, pw: advance }), {
        minLength: data.races.length,
        maxLength: data.races.length,
      }),
      conSteps: fc.array(
        fc.record({ gap: fc.integer({ min: 1, max: 6 }), bonus: fc.integer({ min: -4, max: 6 }) }),
        { minLength: 1, maxLength: 7 },
      ),
      maxLevel: fc.integer({ min: 1, max: 30 }),
    });
    const edits = edited.chain((edit) =>
      fc.record({
        edit: fc.constant(edit),
        pair: fc.constantFrom(...ALLOWED_PAIRS),
        con: fc.integer({ min: 3, max: 25 }),
        wis: fc.integer({ min: 3, max: 25 }),
        changes: fc.array(
          fc.record({
            level: fc.integer({ min: 2, max: Math.max(2, edit.maxLevel) }),
            con: fc.option(fc.integer({ min: 3, max: 25 }), { nil: undefined }),
            wis: fc.option(fc.integer({ min: 3, max: 25 }), { nil: undefined }),
          }),
          { maxLength: edit.maxLevel < 2 ? 0 : 4 },
        ),
      }),
    );
    fc.assert(
      fc.property(edits, ({ edit, pair, con, wis, changes }) => {
        let minCon = 3;
        const rules: Nethack34Data = {
          ...data,
          maxLevel: edit.maxLevel,
          roles: data.roles.map((role, i) => {
            const e = edit.roles[i] as (typeof edit.roles)[number];
            return { ...role, xlev: e.xlev, hp: e.hp, pw: e.pw, pwMultiplier: e };
          }),
          races: data.races.map((race, i) => ({ ...race, ...edit.races[i] })),
          conBonus: edit.conSteps.map(({ gap, bonus }, i) => {
            if (i > 0) minCon += gap;
            return { minCon, bonus };
          }),
        };
        const statChanges = changes.map(({ level, con: c, wis: w }) => ({
          level,
          ...(c === undefined ? {} : { con: c }),
          ...(w === undefined ? {} : { wis: w }),
        }));
        expect(differences(rules, character(pair[0], pair[1], con, wis, statChanges))).toEqual([]);
      }),
      { numRuns: 60, seed: 39 },
    );
  });

  it('stops where the data’s XLs stop, at 1 or 2 as at 30', () => {
    for (const maxLevel of [1, 2]) {
      const rules = { ...data, maxLevel };
      expect(checkFormulas(nethackFormulaSource(rules)).problems).toEqual([]);
      expect(nethackFormulaSource(rules).axis.last).toBe(maxLevel);
      expect(differences(rules, character('Pri', 'Elf', 3, 25))).toEqual([]);
    }
  });

  it('catches a template one rule off (the comparison is not blind)', () => {
    const text = nethackFormulaText(data);
    const mutants: readonly (readonly [string, string, NethackCharacter])[] = [
      // Every Con bonus one too high.
      ['con_bonus_table.bonus)', 'con_bonus_table.bonus) + 1', character('Val', 'Hum', 18, 10)],
      // The high band from the level-up that reaches xlev, one level early.
      ['level - 1 < role.xlev', 'level < role.xlev', character('Wiz', 'Elf', 10, 14)],
      // rn2 read as rnd (1..n rather than 0..n−1).
      ['d(pw_sides) - 1', 'd(pw_sides)', character('Arc', 'Dwa', 14, 10)],
      // HP level-ups floored at 0 rather than 1.
      ['max(1,', 'max(0,', character('Tou', 'Hum', 3, 10)],
      // The power multiplier rounded up.
      [
        'trunc(role.pw_multiplier_num',
        'ceil(role.pw_multiplier_num',
        character('Kni', 'Hum', 12, 12),
      ],
      // A stat change ignored.
      [
        'then con_change else',
        'then prev(con_now) else',
        character('Sam', 'Hum', 10, 10, [{ level: 6, con: 18 }]),
      ],
    ];
    for (const [from, to, build] of mutants) {
      expect(text).toContain(from);
      expect(differences(data, build)).toEqual([]);
      expect(differences(data, build, text.replace(from, to)).length).toBeGreaterThan(0);
    }
  });
});
