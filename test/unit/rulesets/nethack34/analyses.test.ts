/**
 * NetHack's figure analyses as the card and the worker ask them (`analyses.ts`, the engine's
 * `nethack34/sensitivity` and `nethack34/goal`): the figure is read at the question's XL (the one
 * the screen picks, which a character does not hold), and the declaration keeps what the old
 * card said and chose.
 */
import { describe, expect, it } from 'vitest';
import { naturalGoal } from '../../../../shared/analysis/figure-analyses';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import { NETHACK34_ANALYSES } from '../../../../shared/rulesets/nethack34/analyses';
import {
  DEFAULT_NETHACK_BUILD,
  makeDefaultNethack34Data,
} from '../../../../shared/rulesets/nethack34/defaults';
import { NETHACK34_ENGINE } from '../../../../shared/rulesets/nethack34/engine';

const data = makeDefaultNethack34Data();
const build = DEFAULT_NETHACK_BUILD;

describe('nethack34/sensitivity and nethack34/goal, as the card asks them', () => {
  it("reads the figure at the question's XL: the mean to 3 decimals, p5 and p95 whole", () => {
    const levels = computeAdvancement(data, build).levels;
    for (const level of [1, 10, 30]) {
      const at = levels[level - 1];
      if (at === undefined) throw new Error(`no XL ${level}`);
      const asked = (measure: 'hp-mean' | 'pw-p95') =>
        NETHACK34_ENGINE['nethack34/sensitivity']({ data, build, measure, level });
      expect(asked('hp-mean').base).toBe(Math.round(at.hp.mean * 1000) / 1000);
      expect(asked('pw-p95').base).toBe(at.pw.p95);
      expect(asked('hp-mean').title).toBe(`${build.name}: what moves HP mean at XL ${level}`);
    }
  });

  it('seeks Con and Wis at the question’s XL, and its answer sets one stat as one edit', () => {
    const result = NETHACK34_ENGINE['nethack34/goal']({
      data,
      build,
      measure: 'hp-mean',
      level: 20,
      goal: 'at-least',
      target: 120,
    });
    expect(result.rows.map((row) => row.id).sort()).toEqual(['con', 'wis']);
    const con = result.rows.find((row) => row.id === 'con');
    if (con?.to === null || con?.to === undefined) throw new Error('no Con reaches 120');
    const mean = computeAdvancement(data, { ...build, con: con.to }).levels[19]?.hp.mean ?? 0;
    expect(mean).toBeGreaterThanOrEqual(120 - 0.0005);
    expect(NETHACK34_ANALYSES.goal.set(build, 'con', con.to)).toEqual({ ...build, con: con.to });
  });
});

describe('NETHACK34_ANALYSES', () => {
  it('takes every pool figure’s goal as "at least", as the old card did', () => {
    for (const measure of NETHACK34_ANALYSES.measures) {
      expect(naturalGoal(measure), measure.id).toBe('at-least');
    }
  });

  it('is read at the XL the screen picks, the same for the baseline’s build', () => {
    const { where } = NETHACK34_ANALYSES;
    // A character holds no XL: the card is given the one picked (a report, --level; else 1).
    expect(where.level(build)).toBe(1);
    expect([where.at(build, 17), where.fileSuffix(build, 17)]).toEqual(['XL 17', '-xl17']);
    expect(where.phrase(build, 17)).toBe('at XL 17 (the XL picked above, or on a chart)');
    const other = { ...build, id: 'other', con: 3 };
    expect(where.pin(other, build)).toBe(other);
  });
});
