/**
 * NetHack's curve from targets as the card asks and applies it (`fit-analysis.ts`): its three
 * choices for the default data, the question `nethack34/fit` answers, the table shown is the
 * report's, and the applied fit changes that one number of the role's or race's record.
 */
import { describe, expect, it } from 'vitest';
import { initialChoices } from '../../../../shared/analysis/fit-analysis';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import {
  nethackFitReport,
  type NethackFit,
  type NethackFitField,
} from '../../../../shared/rulesets/nethack34/curve-fit';
import type { Nethack34Data } from '../../../../shared/rulesets/nethack34/data';
import {
  DEFAULT_NETHACK_BUILD,
  makeDefaultNethack34Data,
} from '../../../../shared/rulesets/nethack34/defaults';
import { NETHACK34_ENGINE } from '../../../../shared/rulesets/nethack34/engine';
import { NETHACK_FIT } from '../../../../shared/rulesets/nethack34/fit-analysis';

const data = makeDefaultNethack34Data();
const build = DEFAULT_NETHACK_BUILD;
type Choices = { pool: 'hp' | 'pw'; owner: 'role' | 'race'; field: NethackFitField };

/** The data with one number of the build's role's or race's record set, written out by hand. */
function withNumber(d: Nethack34Data, { pool, owner, field }: Choices, value: number) {
  const rowId = owner === 'role' ? build.roleId : build.raceId;
  const move = <T extends { id: string }>(rows: readonly T[]) =>
    rows.map((row) => {
      if (row.id !== rowId) return row;
      const record = (row as unknown as Record<string, Record<string, number>>)[pool];
      return { ...row, [pool]: { ...record, [field]: value } };
    });
  return owner === 'role' ? { ...d, roles: move(d.roles) } : { ...d, races: move(d.races) };
}
function numberOf(d: Nethack34Data, { pool, owner, field }: Choices): number {
  const rows: readonly { id: string; hp: Record<string, number>; pw: Record<string, number> }[] =
    owner === 'role' ? d.roles : d.races;
  const row = rows.find((each) => each.id === (owner === 'role' ? build.roleId : build.raceId));
  return row![pool][field]!;
}
const meanCurve = (d: Nethack34Data, pool: 'hp' | 'pw') =>
  computeAdvancement(d, build).levels.map((level) => level[pool].mean);

describe('NETHACK_FIT', () => {
  it('offers the pool, the build’s role’s or race’s record by name, and the six numbers', () => {
    const role = data.roles.find((each) => each.id === build.roleId)?.name;
    const race = data.races.find((each) => each.id === build.raceId)?.name;
    expect(NETHACK_FIT.choices.pool.options(data, build).map((each) => each.value)).toEqual([
      'hp',
      'pw',
    ]);
    expect(NETHACK_FIT.choices.owner.options(data, build)).toEqual([
      { value: 'role', name: `${role} (the role)` },
      { value: 'race', name: `${race} (the race)` },
    ]);
    expect(NETHACK_FIT.choices.field.options(data, build).map((each) => each.value)).toEqual([
      'infix',
      'inrnd',
      'lofix',
      'lornd',
      'hifix',
      'hirnd',
    ]);
    expect(initialChoices(NETHACK_FIT.choices)).toEqual({
      pool: 'hp',
      owner: 'role',
      field: 'lornd',
    });
  });

  const cases: Choices[] = [
    { pool: 'hp', owner: 'role', field: 'lornd' },
    { pool: 'pw', owner: 'race', field: 'infix' },
    { pool: 'hp', owner: 'race', field: 'lofix' },
  ];
  for (const choices of cases) {
    it(`${choices.owner} ${choices.pool} ${choices.field}: finds a moved number back, shows the report, applies that one number`, () => {
      const from = numberOf(data, choices);
      // Targets read off the exact mean curve with the number 3 higher: the fit must find it.
      const moved = meanCurve(withNumber(data, choices, from + 3), choices.pool);
      const targets = [1, 10, 20, 30].map((level) => ({ level, value: moved[level - 1]! }));
      const fit = NETHACK34_ENGINE['nethack34/fit'](
        NETHACK_FIT.input(data, build, targets, choices),
      ) as NethackFit;
      expect(fit.to).toBe(from + 3);
      const shown = NETHACK_FIT.shown(fit);
      expect(shown.table).toEqual(nethackFitReport(fit));
      expect(shown.changes).toBe(true);
      expect(shown.applyLabel).toBe(`Set ${fit.name} to ${from + 3}`);

      const edit = NETHACK_FIT.apply(fit);
      if (!('data' in edit)) throw new Error('NetHack’s fit edits the data');
      const applied = edit.data(data);
      expect(applied).toEqual(withNumber(data, choices, from + 3));
      shown.proposed.forEach((mean, i) => expect(mean).toBeCloseTo(moved[i]!, 3));
      // A die's fit tries 1,000 sizes with their exact distributions: 0.6 s alone here, past
      // vitest's 5 s on CI's loaded runner once (stop 52). Two browser tests use it as their slow
      // request, so it is not made faster until they have another.
    }, 30_000);
  }

  it('names the export by its three choices and the axis by the pool', () => {
    const choices = { pool: 'pw', owner: 'race', field: 'hirnd' } as const;
    expect(NETHACK_FIT.csvName(build, choices)).toBe(`${build.id}-fit-race-pw-hirnd.csv`);
    expect(NETHACK_FIT.yTitle(choices)).toBe('Mean max power');
    expect(NETHACK_FIT.check([{ level: data.maxLevel + 1, value: 5 }], data)).not.toBeNull();
    expect(NETHACK_FIT.check([{ level: data.maxLevel, value: 5 }], data)).toBeNull();
  });
});
