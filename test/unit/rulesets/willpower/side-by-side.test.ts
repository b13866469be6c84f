import { describe, expect, it } from 'vitest';
import { makeDefaultWillpowerData } from '../../../../shared/rulesets/willpower/defaults';
import { makeDefaultProject } from '../../../../shared/app/default-project';
import { computeHpCurve } from '../../../../shared/rulesets/willpower/hp';
import { computeManaCurve } from '../../../../shared/rulesets/willpower/max-mana';
import { sideBySideReport } from '../../../../shared/rulesets/willpower/side-by-side';

describe('sideBySideReport', () => {
  it('writes both builds and B − A at every level, from their own curves', () => {
    const data = makeDefaultWillpowerData();
    const tathren = makeDefaultProject().willpower.builds[0]!;
    const gnome = { ...tathren, id: 'g', name: 'Gnome Tathren', raceId: 'gnome' };
    const pair = (build: typeof tathren) => ({
      build,
      mana: computeManaCurve(data, build),
      hp: computeHpCurve(data, build),
    });
    const a = pair(tathren);
    const b = pair(gnome);
    const table = sideBySideReport(a, b);
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
});
