import { describe, expect, it } from 'vitest';
import { roundFigure } from '../../../../shared/analysis/sensitivity';
import { WorkBoundError } from '../../../../shared/engine/work-bound';
import { computeMageCast } from '../../../../shared/rulesets/mage2e/cast';
import type { Mage2eCast } from '../../../../shared/rulesets/mage2e/data';
import {
  DEFAULT_MAGE_CAST,
  makeDefaultMage2eData,
  SEED_SCALE_EXAMPLE_CAST,
} from '../../../../shared/rulesets/mage2e/defaults';
import {
  computeMageGrid,
  MAGE_GRID_CASTS_MAX,
  MAGE_GRID_MEASURES,
  mageRowBuild,
} from '../../../../shared/rulesets/mage2e/grid';
import type { MageMeasureId } from '../../../../shared/rulesets/mage2e/analyses';
import { mageFigure } from '../../../../shared/rulesets/mage2e/sensitivity';

const data = makeDefaultMage2eData();
const ALL: MageMeasureId[] = [
  'success-chance',
  'exceptional-chance',
  'paradox-chance',
  'pool',
  'mana',
];
const GNOSIS = [1, 2, 3, 5, 10];
const decimals = (measure: MageMeasureId) =>
  MAGE_GRID_MEASURES.find((each) => each.id === measure)?.decimals ?? 0;

describe('computeMageGrid', () => {
  it('gives every cell the figure of the spell cast at that Gnosis (and Arcanum), read one by one', () => {
    const casts = [DEFAULT_MAGE_CAST, SEED_SCALE_EXAMPLE_CAST];
    const grid = computeMageGrid({
      data,
      builds: casts,
      spec: { levels: GNOSIS, measures: ALL, spread: { stat: 'Arcanum', from: 2, to: 4, step: 1 } },
    });
    expect(grid.rowKeys.map((key) => key.heading)).toEqual(['Spell']);
    expect(grid.columns[0]?.heading).toBe('Success chance (%) Gnosis 1');
    expect(grid.columns[0]?.phrase).toBe('success chance (%) at Gnosis 1');
    expect(grid.rows).toHaveLength(6);
    for (const row of grid.rows) {
      const cast = casts.find((each) => each.id === row.ids[0]) as Mage2eCast;
      // Sensitivity's own reading: one cast per figure, no memo, nothing shared with the grid.
      const expected = ALL.flatMap((measure) =>
        GNOSIS.map((gnosis) =>
          roundFigure(
            mageFigure(data, { ...cast, gnosis, arcanum: row.score as number }, measure),
            decimals(measure),
          ),
        ),
      );
      expect(row.cells).toEqual(expected);
    }
  });

  it('adds a die a Gnosis dot, and reads Paradox dice per Reach from that Gnosis’s row', () => {
    const grid = computeMageGrid({
      data,
      builds: [DEFAULT_MAGE_CAST],
      spec: { levels: [3, 4, 5], measures: ['pool', 'paradox-chance'], spread: null },
    });
    const [pool3, pool4, pool5, paradox3, paradox4, paradox5] = grid.rows[0]?.cells ?? [];
    // The base pool is Gnosis + Arcanum: one die a dot, the factors and Yantras alike at each.
    expect([Number(pool4) - Number(pool3), Number(pool5) - Number(pool4)]).toEqual([1, 1]);
    // Gnosis 3 and 4 roll 2 Paradox dice per Reach over; Gnosis 5 rolls 3: more Paradox.
    expect(data.gnosis.map((row) => row.paradoxDicePerReach).slice(2, 5)).toEqual([2, 2, 3]);
    expect(paradox4).toBe(paradox3);
    expect(Number(paradox5)).toBeGreaterThan(Number(paradox4));
    const cast = computeMageCast(data, { ...DEFAULT_MAGE_CAST, gnosis: 3 });
    expect(pool3).toBe(cast.pool.value);
  });

  it('reads a spell the caster lacks the Arcanum for as 0% success and no Paradox', () => {
    // The rote uses a 3-dot Arcanum: at 1 and 2 dots it cannot be cast.
    const grid = computeMageGrid({
      data,
      builds: [DEFAULT_MAGE_CAST],
      spec: {
        levels: [10],
        measures: ['success-chance', 'paradox-chance'],
        spread: { stat: 'arcanum', from: 1, to: 3, step: 1 },
      },
    });
    const [one, two, three] = grid.rows.map((row) => row.cells);
    expect([one, two]).toEqual([
      [0, 0],
      [0, 0],
    ]);
    // With the third dot it is cast: its odds, and the Paradox its Reach over the free risks.
    expect(three?.every((chance) => Number(chance) > 0)).toBe(true);
  });

  it('leaves out a spell whose rows would repeat another’s, and says so', () => {
    const opened = { ...DEFAULT_MAGE_CAST, id: 'grid-rote', name: 'Rote, Gnosis 7', gnosis: 7 };
    const grid = computeMageGrid({
      data,
      builds: [DEFAULT_MAGE_CAST, opened],
      spec: { levels: [1], measures: ['pool'], spread: null },
    });
    expect(grid.rows).toHaveLength(1);
    expect(grid.basis).toContain(
      'Left out, as their rows repeat: Rote, Gnosis 7 (Rote with Yantras but for its Gnosis).',
    );
  });

  it(`casts at most ${MAGE_GRID_CASTS_MAX} spells a call, refusing more before any is cast`, () => {
    const many = Array.from({ length: 301 }, (_, i) => ({
      ...DEFAULT_MAGE_CAST,
      id: `spell-${i}`,
      name: `Spell ${i}`,
      potency: { ...DEFAULT_MAGE_CAST.potency, level: 1 + (i % 99) },
      otherReach: i % 20,
    }));
    const spec = {
      levels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      measures: ['pool'],
      spread: null,
    };
    expect(() => computeMageGrid({ data, builds: many, spec })).toThrow(WorkBoundError);
    expect(() => computeMageGrid({ data, builds: many, spec })).toThrow(
      'The Mage 2e grid (301 rows × 10 Gnosis) would take 3,010 casts',
    );
    // 300 spells at 10 Gnosis is the bound itself: taken.
    expect(computeMageGrid({ data, builds: many.slice(0, 300), spec }).rows).toHaveLength(300);
  });

  it('refuses a Gnosis outside 1–10', () => {
    for (const gnosis of [0, 11]) {
      expect(() =>
        computeMageGrid({
          data,
          builds: [DEFAULT_MAGE_CAST],
          spec: { levels: [gnosis], measures: ['pool'], spread: null },
        }),
      ).toThrow(`Gnosis must be whole numbers from 1 to 10 (not ${gnosis}).`);
    }
  });

  it('colours less Paradox and less Mana as the better side', () => {
    expect(MAGE_GRID_MEASURES.map((measure) => [measure.id, measure.better ?? 'higher'])).toEqual([
      ['success-chance', 'higher'],
      ['exceptional-chance', 'higher'],
      ['paradox-chance', 'lower'],
      ['pool', 'higher'],
      ['mana', 'lower'],
    ]);
  });
});

describe('mageRowBuild', () => {
  it('opens a row as its spell at the Gnosis clicked, with the spread Arcanum', () => {
    const row = { key: 'r/2', ids: [DEFAULT_MAGE_CAST.id], names: ['x'], score: 2, cells: [] };
    expect(mageRowBuild(DEFAULT_MAGE_CAST, { spreadStat: 'Arcanum' }, row, 7)).toEqual({
      ...DEFAULT_MAGE_CAST,
      arcanum: 2,
      gnosis: 7,
    });
    expect(
      mageRowBuild(DEFAULT_MAGE_CAST, { spreadStat: null }, { ...row, score: null }, 1),
    ).toEqual({ ...DEFAULT_MAGE_CAST, gnosis: 1 });
  });
});
