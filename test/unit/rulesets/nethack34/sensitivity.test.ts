import { describe, expect, it } from 'vitest';
import { sensitivityReport } from '../../../../shared/analysis/sensitivity';
import { computeAdvancement } from '../../../../shared/rulesets/nethack34/advancement';
import type { NethackCharacter } from '../../../../shared/rulesets/nethack34/data';
import {
  DEFAULT_NETHACK_BUILD,
  makeDefaultNethack34Data,
} from '../../../../shared/rulesets/nethack34/defaults';
import {
  computeNethackSensitivity,
  nethackFigure,
  seekNethackGoal,
} from '../../../../shared/rulesets/nethack34/sensitivity';
import { goalRowWords, meetsGoal } from '../../../../shared/analysis/goal-seek';
import { nethackStatRange } from '../../../../shared/rulesets/nethack34/grid';

const data = makeDefaultNethack34Data();
const valkyrie: NethackCharacter & { name: string } = {
  ...DEFAULT_NETHACK_BUILD,
  name: 'Brynja',
  roleId: 'Val',
  raceId: 'Dwa',
  con: 16,
};

describe('computeNethackSensitivity', () => {
  it('reads every move from the exact distributions, and ranks them', () => {
    const result = computeNethackSensitivity({
      data,
      build: valkyrie,
      spec: { measure: 'hp-mean', level: 10 },
    });
    const mean = (character: NethackCharacter, d = data) =>
      Math.round((computeAdvancement(d, character).levels[9]?.hp.mean ?? NaN) * 10) / 10;
    expect(result.base).toBe(mean(valkyrie));
    // Con 16 → 17: the Con bonus goes +1 → +2, for the start and each of 9 level-ups.
    const con = result.rows.find((row) => row.id === 'stat:con');
    expect(con?.up).toEqual({
      step: '16 → 17',
      value: mean({ ...valkyrie, con: 17 }),
      change: Math.round((mean({ ...valkyrie, con: 17 }) - mean(valkyrie)) * 10) / 10,
    });
    expect(con?.up?.change).toBeGreaterThan(0);
    // The Valkyrie's low-level HP die, one size up: the record the NetHack tables edit.
    const lowDie = result.rows.find((row) => row.id === 'role:hp:lornd');
    const val = data.roles.find((role) => role.id === 'Val');
    expect(lowDie?.name).toBe(`${val?.name} HP low d`);
    const bigger = {
      ...data,
      roles: data.roles.map((role) =>
        role.id === 'Val' ? { ...role, hp: { ...role.hp, lornd: role.hp.lornd + 1 } } : role,
      ),
    };
    expect(lowDie?.up?.value).toBe(mean(valkyrie, bigger));
    // Wisdom moves no HP.
    expect(result.rows.find((row) => row.id === 'stat:wis')?.up?.change).toBe(0);
    const sizes = result.rows.map((row) =>
      Math.max(0, ...[row.down, row.up].map((move) => Math.abs(move?.change ?? 0))),
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(result.title).toBe('Brynja: what moves HP mean at XL 10');
    expect(sensitivityReport(result).rows).toHaveLength(result.rows.length);
  });

  it('refuses an XL past 30 and a character the game does not allow', () => {
    expect(() =>
      computeNethackSensitivity({ data, build: valkyrie, spec: { measure: 'hp-mean', level: 31 } }),
    ).toThrow('XL must be a whole number from 1 to 30.');
    expect(() =>
      computeNethackSensitivity({
        data,
        build: { ...valkyrie, raceId: 'Orc' },
        spec: { measure: 'pw-mean', level: 5 },
      }),
    ).toThrow();
  });
});

describe('seekNethackGoal', () => {
  it('finds the nearest Con and Wis for a figure at an XL, none nearer meeting it', () => {
    const spec = { measure: 'hp-mean', level: 20 } as const;
    const { min, max } = nethackStatRange(data);
    for (const target of [120, 200, 260]) {
      const result = seekNethackGoal({ data, build: valkyrie, spec, goal: 'at-least', target });
      for (const row of result.rows) {
        const at = (score: number) => nethackFigure(data, { ...valkyrie, [row.id]: score }, spec);
        expect(row.range).toEqual({ min, max });
        if (row.to === null) {
          for (let score = min; score <= max; score += 1)
            expect(meetsGoal(at(score), 'at-least', target)).toBe(false);
          continue;
        }
        expect(meetsGoal(at(row.to), 'at-least', target)).toBe(true);
        for (let d = 1; d < Math.abs(row.to - row.from); d += 1) {
          for (const score of [row.from + d, row.from - d]) {
            if (score >= min && score <= max) {
              expect(meetsGoal(at(score), 'at-least', target)).toBe(false);
            }
          }
        }
      }
    }
    // Wis feeds no HP: it never reaches a goal Con cannot.
    const hp = seekNethackGoal({ data, build: valkyrie, spec, goal: 'at-least', target: 10_000 });
    expect(hp.rows.map((row) => goalRowWords(row, hp.met))).toEqual([
      `Con: no score from ${min} to ${max} reaches it`,
      `Wis: no score from ${min} to ${max} reaches it`,
    ]);
  });

  it('refuses an XL past the last', () => {
    expect(() =>
      seekNethackGoal({
        data,
        build: valkyrie,
        spec: { measure: 'hp-mean', level: 31 },
        goal: 'at-least',
        target: 1,
      }),
    ).toThrow('XL must be a whole number from 1 to 30.');
  });
});
