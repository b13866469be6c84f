/**
 * Issue #36, item 6: `willpower/fit` and `nethack34/fit` state the value they propose ("Wizard
 * mana 16"), not only the curve it gives. Checked against the data itself: the proposed value,
 * written into the table, gives the `proposed` column's curve (the screens' own engines), and
 * every other whole value does no better.
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { computeAdvancement } from '../../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter } from '../../../shared/rulesets/nethack34/data';
import { computeManaCurve } from '../../../shared/rulesets/willpower/max-mana';
import { readCsv, run } from './cli-harness';

const project = makeDefaultProject();

/** The CSV's rows as records by column name. */
function records(csv: string): Record<string, string>[] {
  const [header, ...rows] = readCsv(csv);
  if (header === undefined) throw new Error('no header');
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

describe('a fit’s CSV says what it proposes', () => {
  it('willpower/fit: the class’s mana, today’s and proposed, on every row', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'willpower/fit',
      '--target',
      '1=18',
      '--target',
      '60=500',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const rows = records(stdout);
    const { data, builds } = project.willpower;
    const build = builds[0];
    if (build === undefined) throw new Error('no Willpower build');
    const wizard = data.classes.find((each) => each.id === build.classId);
    expect(rows.map((row) => [row.table_value, row.value_now])).toEqual(
      rows.map(() => [`${wizard?.name} mana`, String(wizard?.mana)]),
    );
    const proposed = Number(rows[0]?.value_proposed);
    expect(rows.every((row) => Number(row.value_proposed) === proposed)).toBe(true);
    // The value proposed, set in the data, draws the proposed curve.
    const curveWith = (mana: number) =>
      computeManaCurve(
        {
          ...data,
          classes: data.classes.map((each) =>
            each.id === build.classId ? { ...each, mana } : each,
          ),
        },
        build,
      ).points.map((point) => point.maxMana);
    const drawn = curveWith(proposed);
    expect(rows.map((row) => Number(row.proposed))).toEqual(
      rows.map((row) => drawn[Number(row.level) - 1]),
    );
    // And no whole value 0–999 misses the targets by less (squared).
    const miss = (curve: readonly number[]) => (curve[0]! - 18) ** 2 + (curve[59]! - 500) ** 2;
    const best = Math.min(...Array.from({ length: 1000 }, (_, mana) => miss(curveWith(mana))));
    expect(miss(drawn)).toBe(best);
    expect(proposed).not.toBe(wizard?.mana);
  });

  it('nethack34/fit: the record’s number, today’s and proposed, on every row', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'nethack34/fit',
      '--role',
      'Wiz',
      '--target',
      '10=60',
      '--target',
      '30=200',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const rows = records(stdout);
    const { data } = project.nethack34;
    const wizard = data.roles.find((each) => each.id === 'Wiz');
    if (wizard === undefined) throw new Error('no Wizard role');
    expect(rows.map((row) => [row.table_value, row.value_now])).toEqual(
      rows.map(() => ['Wizard HP low d', String(wizard.hp.lornd)]),
    );
    const proposed = Number(rows[0]?.value_proposed);
    // The mean max HP with the Wizard's low die set to the proposal, to 3 decimals.
    // The CLI's plain character: a Human of the role, Con, Wis and Int 10.
    const character: NethackCharacter = {
      roleId: 'Wiz',
      raceId: 'Hum',
      con: 10,
      wis: 10,
      int: 10,
      regen: {},
    };
    const changed = {
      ...data,
      roles: data.roles.map((each) =>
        each.id === 'Wiz' ? { ...each, hp: { ...each.hp, lornd: proposed } } : each,
      ),
    };
    const levels = computeAdvancement(changed, character).levels;
    expect(rows.map((row) => Number(row.proposed))).toEqual(
      rows.map((row) => Math.round((levels[Number(row.xl) - 1]?.hp.mean ?? NaN) * 1000) / 1000),
    );
  });
});
