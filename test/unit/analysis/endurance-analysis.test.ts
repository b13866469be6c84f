import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EnduranceFigure } from '../../../shared/analysis/endurance-analysis';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { RULESET_ENGINES } from '../../../shared/app/ruleset-engines';
import type { ReportTable } from '../../../shared/report/report-table';
import {
  computeDcssEndurance,
  DEFAULT_DCSS_PATTERN,
} from '../../../shared/rulesets/dcss/endurance';
import { DCSS_ENDURANCE } from '../../../shared/rulesets/dcss/endurance-analysis';
import {
  computeNethackEndurance,
  DEFAULT_NETHACK_PATTERN,
} from '../../../shared/rulesets/nethack34/endurance';
import {
  NETHACK_ENDURANCE,
  nethackEnduranceConditions,
} from '../../../shared/rulesets/nethack34/endurance-analysis';
import {
  computeWillpowerEndurance,
  defaultEndurancePattern,
} from '../../../shared/rulesets/willpower/endurance';
import { WILLPOWER_ENDURANCE } from '../../../shared/rulesets/willpower/endurance-analysis';

const project = makeDefaultProject();
const willpower = project.willpower;
const nethack = project.nethack34;
const dcss = project.dcss;
const tathren = willpower.builds[0];
const wizard = nethack.builds[0];
const fighter = dcss.builds[0];
if (tathren === undefined || wizard === undefined || fighter === undefined) {
  throw new Error('the default project has a build in each ruleset');
}

/**
 * The chart and the table say the same: each figure read off each row is the report's own cells
 * for it (a number, or `never`/`holds` where the figure has no point), written independently in
 * the ruleset's `endurance.ts`.
 */
function expectFiguresMatchReport<Row>(
  figures: readonly EnduranceFigure<Row>[],
  rows: readonly Row[],
  report: ReportTable,
  columnOf: Readonly<Record<string, string>>,
): void {
  expect(figures.map((figure) => figure.id).sort()).toEqual(Object.keys(columnOf).sort());
  const cell = (rowIndex: number, column: string) => {
    const index = report.columns.indexOf(column);
    expect(index, column).toBeGreaterThanOrEqual(0);
    const value = report.rows[rowIndex]?.[index];
    return value === 'never' || value === 'holds' ? null : value;
  };
  rows.forEach((row, i) => {
    for (const figure of figures) {
      const column = columnOf[figure.id] as string;
      const value = figure.read(row);
      if (value !== null && typeof value === 'object') {
        expect([value.p5, value.p50, value.p95], `${figure.id} row ${i + 1}`).toEqual([
          cell(i, `${column}_p5`),
          cell(i, `${column}_p50`),
          cell(i, `${column}_p95`),
        ]);
      } else {
        expect(value, `${figure.id} row ${i + 1}`).toBe(cell(i, column));
      }
    }
  });
}

describe('every endurance declaration', () => {
  const declarations = [WILLPOWER_ENDURANCE, NETHACK_ENDURANCE, DCSS_ENDURANCE];

  it('names an engine call its ruleset answers, distinct figures, and draws one of them first', () => {
    for (const analysis of declarations) {
      const engine: Readonly<Record<string, unknown>> = RULESET_ENGINES[analysis.ruleset];
      expect(typeof engine[analysis.call], analysis.call).toBe('function');
      const ids = analysis.figures.map((figure) => figure.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toContain(analysis.initialFigure);
    }
  });

  it('draws each field of its form over a value of the field’s kind, under an id no other card uses', () => {
    const patterns = [
      WILLPOWER_ENDURANCE.pattern(null, willpower.data),
      NETHACK_ENDURANCE.pattern(DEFAULT_NETHACK_PATTERN, nethack.data),
      DCSS_ENDURANCE.pattern(DEFAULT_DCSS_PATTERN, dcss.data),
    ];
    const typeOf = {
      whole: 'number',
      'optional-whole': 'object',
      dice: 'string',
      switch: 'boolean',
    };
    const ids: string[] = [];
    declarations.forEach((analysis, i) => {
      const pattern: Readonly<Record<string, unknown>> = patterns[i] as object as Record<
        string,
        unknown
      >;
      for (const field of analysis.form.fields) {
        const value = pattern[field.key];
        // An optional whole number is null until set (Willpower's kill level).
        if (field.kind !== 'optional-whole' || value !== null) {
          expect(typeof value, `${analysis.ruleset} ${field.key}`).toBe(
            field.kind === 'optional-whole' ? 'number' : typeOf[field.kind],
          );
        }
        if (field.kind !== 'switch') ids.push(field.id);
      }
      expect(Array.isArray(pattern[analysis.form.rotation.key])).toBe(true);
      ids.push(analysis.form.rotation.damage.id(0));
      if (analysis.form.chooseAt !== undefined) ids.push(analysis.form.chooseAt.id);
    });
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('Willpower endurance, declared', () => {
  const where = { statusIds: tathren.regenStatusIds, conditionsText: 'at the usual pace' };
  const pattern = WILLPOWER_ENDURANCE.pattern(null, willpower.data);

  it('fights the data’s default until edited, and asks the engine at each level 1–60', () => {
    expect(pattern).toEqual(defaultEndurancePattern(willpower.data));
    const input = WILLPOWER_ENDURANCE.input(willpower.data, tathren, pattern, where, 1);
    if (input === null) throw new Error('the default pattern is asked');
    const answer = computeWillpowerEndurance(input);
    const last = WILLPOWER_ENDURANCE.levels.last(willpower.data, tathren);
    expect(answer.levels.map(WILLPOWER_ENDURANCE.levels.of)).toEqual(
      Array.from({ length: last }, (_, i) => i + 1),
    );
    expect(WILLPOWER_ENDURANCE.levels.heading(willpower.data, tathren)).toBe(
      'Endurance, levels 1–60',
    );
  });

  it('reads each figure as the report writes it, a pace that holds included', () => {
    const columns = {
      'casts-before-empty': 'casts_before_empty',
      'casts-per-hour': 'casts_per_hour',
      'seconds-to-kill': 'seconds_to_kill',
      'rest-seconds': 'rest_seconds',
    };
    // The default (the pool runs dry at low levels) and one cast an hour (the pace holds).
    for (const everySeconds of [6, 3600]) {
      const input = WILLPOWER_ENDURANCE.input(
        willpower.data,
        tathren,
        { ...pattern, everySeconds },
        where,
        1,
      );
      if (input === null) throw new Error('asked');
      const answer = computeWillpowerEndurance(input);
      const report = WILLPOWER_ENDURANCE.report(tathren.name, answer);
      expectFiguresMatchReport(WILLPOWER_ENDURANCE.figures, answer.levels, report, columns);
      if (everySeconds === 3600) {
        expect(answer.levels.some((row) => row.castsBeforeEmpty === null)).toBe(true);
      }
    }
  });

  it('drops casts of abilities the data no longer has, and asks nothing of a baseline without any', () => {
    const first = willpower.data.abilities[0];
    if (first === undefined) throw new Error('an ability');
    const second = { ...first, id: 'second', name: 'Second' };
    const data = { ...willpower.data, abilities: [first, second] };
    const stored = {
      ...pattern,
      rotation: [
        { abilityId: 'gone', damage: '1d4' },
        { abilityId: second.id, damage: '3' },
      ],
    };
    expect(WILLPOWER_ENDURANCE.pattern(stored, data).rotation).toEqual([
      { abilityId: second.id, damage: '3' },
    ]);
    // Every cast gone: the default rotation again, the rest of the edit kept.
    const allGone = { ...stored, everySeconds: 9, rotation: [{ abilityId: 'gone', damage: '' }] };
    expect(WILLPOWER_ENDURANCE.pattern(allGone, data)).toEqual({
      ...allGone,
      rotation: defaultEndurancePattern(data).rotation,
    });

    // The project's data has the second ability, the baseline's not: nothing to compare.
    const fighting = WILLPOWER_ENDURANCE.pattern(stored, data);
    expect(WILLPOWER_ENDURANCE.input(data, tathren, fighting, where, 1)?.pattern.rotation).toEqual(
      fighting.rotation,
    );
    expect(WILLPOWER_ENDURANCE.input(willpower.data, tathren, fighting, where, 1)).toBeNull();
  });

  it('asks under the screen’s conditions that the data has, and says them', () => {
    const status = willpower.data.statuses[0];
    if (status === undefined) throw new Error('a status');
    const asked = { statusIds: [status.id, 'no-such-status'], conditionsText: 'while resting' };
    const input = WILLPOWER_ENDURANCE.input(willpower.data, tathren, pattern, asked, 1);
    expect(input?.statusIds).toEqual([status.id]);
    expect(WILLPOWER_ENDURANCE.conditions(tathren, asked)).toBe('while resting');
    expect(WILLPOWER_ENDURANCE.at({ ...tathren, level: 17 }, asked, null)).toBe(17);
    expect(WILLPOWER_ENDURANCE.atLabel(tathren, 17)).toBe(`Level 17 (${tathren.name})`);
  });
});

describe('NetHack endurance, declared', () => {
  const pattern = NETHACK_ENDURANCE.pattern(DEFAULT_NETHACK_PATTERN, nethack.data);

  it('reads each figure as the report writes it, at each XL 1–30', () => {
    const at = NETHACK_ENDURANCE.at(wizard, { xl: 10 }, null);
    expect(at).toBe(10);
    const input = NETHACK_ENDURANCE.input(nethack.data, wizard, pattern, { xl: 10 }, at);
    const answer = computeNethackEndurance(input as NonNullable<typeof input>);
    expect(answer.levels.map(NETHACK_ENDURANCE.levels.of)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(NETHACK_ENDURANCE.levels.heading(nethack.data, wizard)).toBe('Endurance, XL 1–30');
    expectFiguresMatchReport(
      NETHACK_ENDURANCE.figures,
      answer.levels,
      NETHACK_ENDURANCE.report(wizard.name, answer),
      {
        'turns-to-kill': 'turns_to_kill',
        'casts-before-empty': 'casts_before_empty',
        'casts-per-1000-turns': 'casts_per_1000_turns',
        'rest-turns': 'rest_turns',
      },
    );
  });

  it('explains the picked XL within the data asked, from 1 to its last', () => {
    const fewer = { ...nethack.data, maxLevel: 20 };
    expect(NETHACK_ENDURANCE.input(fewer, wizard, pattern, { xl: 30 }, 30)?.xl).toBe(20);
    expect(NETHACK_ENDURANCE.input(nethack.data, wizard, pattern, { xl: 0 }, 0)?.xl).toBe(1);
  });

  it('says the conditions power regeneration runs under, from the build', () => {
    const regen = (patch: object) => ({ ...wizard, regen: { ...wizard.regen, ...patch } });
    expect(nethackEnduranceConditions(regen({ eyeOfAethiopica: true }))).toBe(
      'with the Eye of the Aethiopica (power every turn)',
    );
    expect(
      nethackEnduranceConditions(regen({ eyeOfAethiopica: false, encumbrance: 'strained' })),
    ).toBe('strained, so no power comes back');
    expect(
      nethackEnduranceConditions(regen({ eyeOfAethiopica: false, encumbrance: 'burdened' })),
    ).toBe('burdened');
  });
});

describe('DCSS endurance, declared', () => {
  it('reads each figure as the report writes it, a fight that costs nothing included', () => {
    const at = DCSS_ENDURANCE.at(fighter, undefined, null);
    // A target that hits back, and one that never does (no rest needed: the table's "holds").
    for (const incoming of [DEFAULT_DCSS_PATTERN.incoming, '']) {
      const pattern = DCSS_ENDURANCE.pattern({ ...DEFAULT_DCSS_PATTERN, incoming }, dcss.data);
      const input = DCSS_ENDURANCE.input(dcss.data, fighter, pattern, undefined, at);
      const answer = computeDcssEndurance(input as NonNullable<typeof input>);
      expect(answer.levels).toHaveLength(DCSS_ENDURANCE.levels.last(dcss.data, fighter));
      expectFiguresMatchReport(
        DCSS_ENDURANCE.figures,
        answer.levels,
        DCSS_ENDURANCE.report(fighter.name, answer),
        {
          'rest-turns': 'rest_turns',
          'hp-lost': 'hp_lost',
          'fights-before-rest': 'fights_before_rest',
          'death-chance': 'death_chance_percent',
          'fights-per-1000-turns': 'fights_per_1000_turns',
        },
      );
    }
  });

  it('refuses an attack on its own, and attacks that all deal 0 together', () => {
    const { damage } = DCSS_ENDURANCE.form.rotation;
    expect(damage.check('2d6', ['2d6', '0'], 1)).toBeNull();
    expect(damage.check('', ['2d6'], 0)).toBe(
      'An attack is dice like 2d6+1, or 0 for a turn that deals none.',
    );
    // Each alone is an attack; the two together never end a fight.
    expect(damage.check('0', ['0', '1d2-2'], 0)).toContain('The attacks cannot all deal 0');
    expect(damage.check('1d2-2', ['0', '3'], 1)).toContain('The attacks cannot all deal 0');
    const chooseAt = DCSS_ENDURANCE.form.chooseAt;
    if (chooseAt === undefined) throw new Error('DCSS lets the XL explained be chosen');
    const levels = fighter.maxHpByLevel.length;
    expect(chooseAt.check(null, fighter)).toBeNull();
    expect(chooseAt.check(levels, fighter)).toBeNull();
    expect(chooseAt.check(levels + 1, fighter)).toBe(
      `An XL from 1 to ${levels}, or empty for the first that reaches the build’s max HP.`,
    );
    expect(chooseAt.check(0, fighter)).not.toBeNull();
  });

  it('explains the XL chosen (within the table), else the first whose max HP reaches the build’s', () => {
    // Each XL tried in turn, as a designer reading the table would.
    const firstReaching = (table: readonly number[], maxHp: number): number => {
      for (let xl = 1; xl <= table.length; xl += 1) if ((table[xl - 1] ?? 0) >= maxHp) return xl;
      return table.length;
    };
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 450 }),
        fc.option(fc.integer({ min: 1, max: 60 })),
        (maxHpByLevel, maxHp, chosen) => {
          const build = { ...fighter, maxHpByLevel, maxHp };
          const at = DCSS_ENDURANCE.at(build, undefined, chosen);
          expect(at).toBe(
            chosen === null
              ? firstReaching(maxHpByLevel, maxHp)
              : Math.min(chosen, maxHpByLevel.length),
          );
          expect(DCSS_ENDURANCE.atLabel(build, at)).toBe(`XL ${at} (${maxHpByLevel[at - 1]} HP)`);
          expect(DCSS_ENDURANCE.levels.heading(dcss.data, build)).toBe(
            `Endurance, XL 1–${maxHpByLevel.length}`,
          );
        },
      ),
    );
  });
});
