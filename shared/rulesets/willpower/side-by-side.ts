import { machineNames } from '../../report/machine-name';
import type { ReportTable } from '../../report/report-table';
import type { WillpowerBuild } from './data';
import type { HpCurve } from './hp';
import type { ManaCurve } from './max-mana';

/** One build of a pair with its two curves. */
export interface PairedBuild {
  readonly build: WillpowerBuild;
  readonly mana: ManaCurve;
  readonly hp: HpCurve;
}

/**
 * Build A beside build B, level by level: max mana and max HP of each, and B − A, for the
 * "Two builds side by side" card (its table view and CSV).
 */
export function sideBySideReport(a: PairedBuild, b: PairedBuild): ReportTable {
  const names = [a.build.name, b.build.name];
  const [keyA, keyB] = machineNames(names.map((name, i) => `${i === 0 ? 'a' : 'b'} ${name}`));
  const levels = Math.min(a.mana.points.length, b.mana.points.length);
  const cell = (value: number | undefined): number | string => value ?? '';
  const change = (x: number | undefined, y: number | undefined): number | string =>
    x === undefined || y === undefined ? '' : y - x;
  return {
    title: `${b.build.name} against ${a.build.name} by level`,
    columns: [
      'level',
      `${keyA}_max_mana`,
      `${keyB}_max_mana`,
      'change_max_mana',
      `${keyA}_max_hp`,
      `${keyB}_max_hp`,
      'change_max_hp',
    ],
    headings: [
      'Level',
      `A ${a.build.name}: max mana`,
      `B ${b.build.name}: max mana`,
      'B − A max mana',
      `A ${a.build.name}: max HP`,
      `B ${b.build.name}: max HP`,
      'B − A max HP',
    ],
    rows: Array.from({ length: levels }, (_, i) => {
      const manaA = a.mana.points[i]?.maxMana;
      const manaB = b.mana.points[i]?.maxMana;
      const hpA = a.hp.points[i]?.maxHp;
      const hpB = b.hp.points[i]?.maxHp;
      return [
        i + 1,
        cell(manaA),
        cell(manaB),
        change(manaA, manaB),
        cell(hpA),
        cell(hpB),
        change(hpA, hpB),
      ];
    }),
  };
}
