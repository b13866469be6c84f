import { describe, expect, it } from 'vitest';
import { sideBySideReportTable } from '../../../../shared/analysis/side-by-side';
import { makeDefaultWillpowerData } from '../../../../shared/rulesets/willpower/defaults';
import { makeDefaultProject } from '../../../../shared/app/default-project';
import { computeHpCurve } from '../../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';
import { WILLPOWER_SIDE_BY_SIDE } from '../../../../shared/rulesets/willpower/side-by-side';

describe('WILLPOWER_SIDE_BY_SIDE', () => {
  const data = makeDefaultWillpowerData();
  const tathren = makeDefaultProject().willpower.builds[0]!;
  const gnome = { ...tathren, id: 'g', name: 'Gnome Tathren', raceId: 'gnome' };
  const pair = (build: typeof tathren) => ({
    mana: computeManaCurve(data, build),
    hp: computeHpCurve(data, build),
  });
  const a = pair(tathren);
  const b = pair(gnome);
  const table = sideBySideReportTable(
    WILLPOWER_SIDE_BY_SIDE,
    { name: tathren.name, answer: a },
    { name: gnome.name, answer: b },
  );

  it('writes both builds and B − A at every level, from their own curves', () => {
    expect(table.columns).toEqual([
      'level',
      'a_tathren_max_mana',
      'b_gnome_tathren_max_mana',
      'change_max_mana',
      'a_tathren_max_hp',
      'b_gnome_tathren_max_hp',
      'change_max_hp',
    ]);
    expect(table.rows).toHaveLength(data.rules.maxLevel);
    table.rows.forEach((row, i) => {
      const manaA = a.mana.points[i]!.maxMana;
      const manaB = b.mana.points[i]!.maxMana;
      const hpA = a.hp.points[i]!.maxHp;
      const hpB = b.hp.points[i]!.maxHp;
      expect(row).toEqual([i + 1, manaA, manaB, manaB - manaA, hpA, hpB, hpB - hpA]);
    });
  });

  it('sets the pools’ traces side by side, each total the table’s value at its level', () => {
    const traces = WILLPOWER_SIDE_BY_SIDE.traces;
    if (traces.from !== 'answer') throw new Error('Willpower’s traces are its curves’');
    for (const level of [1, 2, 37, data.rules.maxLevel]) {
      const read = traces.read(a, b, level);
      expect(read.map((trace) => trace.title)).toEqual([
        'Max mana at level 1',
        'Max mana gained each level-up',
        `Max mana at level ${level}`,
        'Max HP at level 1',
        'Max HP gained each level-up',
      ]);
      const totals = read.map((trace) => [trace.a.value, trace.b.value]);
      const [first, at] = [table.rows[0]!, table.rows[level - 1]!];
      expect(totals[0]).toEqual([first[1], first[2]]);
      expect(totals[2]).toEqual([at[1], at[2]]);
      expect(totals[3]).toEqual([first[4], first[5]]);
      // A level-up's HP: level 2's max HP less level 1's (HP grows every level up to 2 at least).
      const second = table.rows[1]!;
      expect(totals[4]).toEqual([
        (second[4] as number) - (first[4] as number),
        (second[5] as number) - (first[5] as number),
      ]);
    }
    // Past the data's last level there is no max mana to explain: the other four stay.
    expect(traces.read(a, b, data.rules.maxLevel + 1)).toHaveLength(4);
  });
});
