import { describe, expect, it } from 'vitest';
import {
  checkDcssTargets,
  dcssFitReport,
  fitDcssMaxHp,
  type DcssCurveShape,
} from '../../../../shared/rulesets/dcss/curve-fit';
import { DEFAULT_DCSS_BUILD, makeDefaultDcssData } from '../../../../shared/rulesets/dcss/defaults';

const data = makeDefaultDcssData();
const build = DEFAULT_DCSS_BUILD;
const fit = (targets: { level: number; value: number }[], shape: DcssCurveShape = 'linear') =>
  fitDcssMaxHp({ data, build, targets, shape });

describe('fitDcssMaxHp', () => {
  it('passes through every target, and is a straight line between two when linear', () => {
    const out = fit([
      { level: 1, value: 10 },
      { level: 27, value: 270 },
    ]);
    expect(out.proposed).toHaveLength(data.maxLevel);
    expect(out.proposed[0]).toBe(10);
    expect(out.proposed[26]).toBe(270);
    // 10 a level: 10, 20, …, 270.
    expect(out.proposed).toEqual(Array.from({ length: 27 }, (_, i) => 10 + i * 10));
  });

  it('bends as the shape says: accelerating lies under the line, decelerating over it', () => {
    const targets = [
      { level: 1, value: 10 },
      { level: 27, value: 270 },
    ];
    const linear = fit(targets).proposed;
    const accelerating = fit(targets, 'accelerating').proposed;
    const decelerating = fit(targets, 'decelerating').proposed;
    for (let i = 1; i < 26; i += 1) {
      expect(accelerating[i]!).toBeLessThan(linear[i]!);
      expect(decelerating[i]!).toBeGreaterThan(linear[i]!);
    }
    // Halfway (XL 14, t = ½): 10 + 260 × ¼ = 75, and 10 + 260 × √½ ≈ 193.8.
    expect(accelerating[13]).toBe(75);
    expect(decelerating[13]).toBe(194);
    for (const curve of [accelerating, decelerating]) {
      expect(curve[0]).toBe(10);
      expect(curve[26]).toBe(270);
      // Never falls from one XL to the next between rising targets.
      for (let i = 1; i < curve.length; i += 1)
        expect(curve[i]!).toBeGreaterThanOrEqual(curve[i - 1]!);
    }
  });

  it('keeps today’s shape, scaled, outside the targets; one target scales the whole curve', () => {
    const now = build.maxHpByLevel;
    const one = fit([{ level: 10, value: (now[9] ?? 0) * 2 }]);
    one.proposed.forEach((value, i) =>
      expect(value).toBe(Math.max(1, Math.round((now[i] ?? 0) * 2))),
    );
    const middle = fit([
      { level: 5, value: 50 },
      { level: 20, value: 200 },
    ]);
    expect(middle.proposed[0]).toBe(Math.round(((now[0] ?? 0) * 50) / (now[4] ?? 1)));
    expect(middle.proposed[26]).toBe(Math.round(((now[26] ?? 0) * 200) / (now[19] ?? 1)));
  });

  it('says when today’s curve passes through the targets already', () => {
    const now = build.maxHpByLevel;
    const out = fit([{ level: 27, value: now[26] ?? 1 }]);
    expect(out.same).toBe(true);
    expect(out.explain).toMatch(/passes through the targets already/);
  });

  it('writes a row per XL: the target where there is one, now, proposed and the change', () => {
    const table = dcssFitReport(
      fit([
        { level: 1, value: 10 },
        { level: 27, value: 270 },
      ]),
    );
    expect(table.columns).toEqual(['xl', 'target', 'now', 'proposed', 'change']);
    expect(table.rows).toHaveLength(27);
    expect(table.rows[0]).toEqual([
      1,
      10,
      build.maxHpByLevel[0],
      10,
      10 - (build.maxHpByLevel[0] ?? 0),
    ]);
    expect(table.rows[1]?.[1]).toBe('');
  });

  it.each([
    [[], 'Give at least one target, like 1=18, 27=500.'],
    [[{ level: 28, value: 10 }], "XL 28: a target's XL is a whole number from 1 to 27."],
    [[{ level: 3, value: 0 }], 'XL 3: a target is a number from 1 to 9999.'],
    [
      [
        { level: 3, value: 10 },
        { level: 3, value: 20 },
      ],
      'XL 3 has two targets: give it one.',
    ],
  ])('refuses %j', (targets, message) => {
    expect(checkDcssTargets(targets, data)).toBe(message);
    expect(() => fit(targets)).toThrow(message);
  });
});
