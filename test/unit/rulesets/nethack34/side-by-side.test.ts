import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../../shared/app/default-project';
import { sideBySideReportTable } from '../../../../shared/analysis/side-by-side';
import { Memo } from '../../../../shared/engine/memo';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import type { Nethack34Build } from '../../../../shared/rulesets/nethack34/data';
import { NETHACK34_ENGINE } from '../../../../shared/rulesets/nethack34/engine';
import { NETHACK_SIDE_BY_SIDE } from '../../../../shared/rulesets/nethack34/side-by-side';

const project = makeDefaultProject();
const data = project.nethack34.data;
const wizard = project.nethack34.builds[0]!;
const valkyrie: Nethack34Build = {
  ...wizard,
  id: 'v',
  name: 'Valkyrie',
  roleId: 'Val',
  raceId: 'Dwa',
};
const table = sideBySideReportTable(
  NETHACK_SIDE_BY_SIDE,
  { name: wizard.name, answer: computeAdvancement(data, wizard) },
  { name: valkyrie.name, answer: computeAdvancement(data, valkyrie) },
);

describe('NETHACK_SIDE_BY_SIDE', () => {
  it('writes each build’s mean max HP and power at every XL to 3 decimals, and B − A of those', () => {
    const [a, b] = [computeAdvancement(data, wizard), computeAdvancement(data, valkyrie)];
    const thousandths = (value: number) => Math.round(value * 1000) / 1000;
    expect(table.rows).toHaveLength(data.maxLevel);
    table.rows.forEach((row, i) => {
      const hp = [thousandths(a.levels[i]!.hp.mean), thousandths(b.levels[i]!.hp.mean)];
      const pw = [thousandths(a.levels[i]!.pw.mean), thousandths(b.levels[i]!.pw.mean)];
      expect(row.slice(0, 3)).toEqual([i + 1, ...hp]);
      expect(row.slice(4, 6)).toEqual(pw);
      expect(row[3]).toBeCloseTo(hp[1]! - hp[0]!, 9);
      expect(row[6]).toBeCloseTo(pw[1]! - pw[0]!, 9);
    });
  });

  it('asks its traces of an engine call NetHack answers, each mean’s terms the table’s mean', () => {
    const traces = NETHACK_SIDE_BY_SIDE.traces;
    if (traces.from !== 'call') throw new Error('NetHack’s traces come from an engine call');
    const call = (NETHACK34_ENGINE as Record<string, (input: never, memo: Memo) => unknown>)[
      traces.call
    ];
    expect(call).toBeTypeOf('function');
    for (const level of [1, 2, 17, data.maxLevel]) {
      const [inputA, inputB] = [wizard, valkyrie].map((build) => traces.input(data, build, level));
      // The card shows an answer only under the XL its input was asked at.
      expect(inputA?.level).toBe(level);
      const ask = (input: typeof inputA) =>
        call!(input as never, new Memo()) as Parameters<typeof traces.read>[0];
      const [hp, pw] = traces.read(ask(inputA), ask(inputB), level);
      expect([hp?.title, pw?.title]).toEqual([
        `Mean max HP at XL ${level}`,
        `Mean max power at XL ${level}`,
      ]);
      const row = table.rows[level - 1]!;
      const total = (trace: { value: number } | undefined) =>
        Math.round((trace?.value ?? NaN) * 1000) / 1000;
      expect([total(hp?.a), total(hp?.b), total(pw?.a), total(pw?.b)]).toEqual([
        row[1],
        row[2],
        row[4],
        row[5],
      ]);
    }
  });
});
