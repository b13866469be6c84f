import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExplained } from '../../../../shared/engine/explain';
import { formatDuration, formatRoughDuration } from '../../../../shared/engine/time-format';
import type { RegenRules, Status } from '../../../../shared/rulesets/willpower/data';
import {
  SEED_CONCENTRATION,
  SEED_HOROSCOPE,
  SEED_ITEMS,
  SEED_REGEN_RULES,
  SEED_STATUSES,
  SEED_TALENTS,
} from '../../../../shared/rulesets/willpower/defaults';
import {
  computeRegen,
  computeUsualSeconds,
  findStatus,
  regenSecondsPerPoint,
  timeToFill,
  type RegenInput,
  type RegenResult,
  type RegenSpeedUp,
  type RestingFactor,
} from '../../../../shared/rulesets/willpower/regen';

const diseased = findStatus(SEED_STATUSES, 'diseased');

function statuses(...ids: string[]): Status[] {
  return ids.map((id) => findStatus(SEED_STATUSES, id));
}

/** Meditation's resting factor, read from the seed's talents. */
const meditation: RestingFactor = (() => {
  const talent = SEED_TALENTS.find((t) => t.id === 'meditation');
  const effect = talent?.effects.find((e) => e.kind === 'resting-factor');
  if (talent === undefined || effect?.kind !== 'resting-factor') throw new Error('no Meditation');
  return { label: talent.name, factor: effect.factor };
})();

/** The seed's four speed-ups, read from its data. */
const speedUps = (() => {
  const percentOf = (id: string) => {
    const effect = [...SEED_ITEMS, ...SEED_TALENTS]
      .find((source) => source.id === id)
      ?.effects.find((e) => e.kind === 'regen-percent');
    if (effect?.kind !== 'regen-percent') throw new Error(`no speed-up ${id}`);
    return effect.percent;
  };
  const water = SEED_HOROSCOPE.find((sign) => sign.id === 'water');
  const concentration100 = SEED_CONCENTRATION.regenPercent.find((row) => row.value === 100);
  const concentration20 = SEED_CONCENTRATION.regenPercent.find((row) => row.value === 20);
  if (water === undefined || concentration100 === undefined || concentration20 === undefined) {
    throw new Error('missing seed data');
  }
  return {
    amulet: { label: 'Amulet of flow', percent: percentOf('amulet-of-flow') },
    tidal: { label: `${water.gift} (${water.name})`, percent: water.regenPercent },
    clearMind: { label: 'Clear mind', percent: percentOf('clear-mind') },
    concentration100: { label: 'Concentration 100', percent: concentration100.amount },
    concentration20: { label: 'Concentration 20', percent: concentration20.amount },
  } satisfies Record<string, RegenSpeedUp>;
})();

const upToUsual: RegenRules = { ...SEED_REGEN_RULES, recovery: 'up-to-usual-pace' };
const joinsSlowest: RegenRules = { ...SEED_REGEN_RULES, disease: 'joins-slowest' };

function regen(
  ids: readonly string[],
  options: {
    readonly wil?: number;
    readonly rules?: RegenRules;
    readonly restingFactors?: readonly RestingFactor[];
    readonly speedUps?: readonly RegenSpeedUp[];
  } = {},
): RegenResult {
  return computeRegen(options.rules ?? SEED_REGEN_RULES, {
    wil: options.wil ?? 12,
    statuses: statuses(...ids),
    diseased,
    restingFactors: options.restingFactors ?? [],
    speedUps: options.speedUps ?? [],
  });
}

describe('Willpower regen: the usual pace (seed table)', () => {
  it.each([
    [3, '5 minutes and 24 seconds'],
    [6, '4 minutes and 48 seconds'],
    [8, '4 minutes and 24 seconds'],
    [10, '4 minutes'],
    [12, '3 minutes and 36 seconds'],
    [14, '3 minutes and 12 seconds'],
    [16, '2 minutes and 48 seconds'],
    [18, '2 minutes and 24 seconds'],
    [20, '2 minutes'],
    [22, '1 minute and 36 seconds'],
    [25, '1 minute'],
    [26, '1 minute'],
    [30, '1 minute'],
  ])('gives a point back every %s Willpower as the seed table says: %s', (wil, text) => {
    const result = regen([], { wil });
    expect(formatDuration(result.usualSeconds.value)).toBe(text);
    expect(result.secondsPerPoint).toBe(result.usualSeconds.value);
  });

  it('gives Tathren a point every 216 seconds, traced as the seed writes it', () => {
    const result = regen([], { wil: 12 });
    expect(result.secondsPerPoint).toBe(216);
    expect(result.rate).toEqual({ seconds: 216, points: 1 });
    expect(formatExplained(result.usualSeconds)).toBe(
      '360 (base) \u2212 144 (12 \u00d7 Wil 12) = 216',
    );
    expect(formatExplained(result.pace)).toBe('1 (usual pace) = 1');
    expect(formatExplained(result.speedUpPercent)).toBe('0 = 0');
    expect(result.perPoint && formatExplained(result.perPoint)).toBe('216 (usual seconds) = 216');
    expect(result.readings).toEqual([]);
    expect(result.drains).toEqual([]);
  });

  it('fills Tathren\u2019s empty pool of 18 in 18 \u00d7 216 = 3888 seconds, about an hour', () => {
    const seconds = timeToFill(0, 18, regen([], { wil: 12 }).secondsPerPoint);
    expect(seconds).toBe(3888);
    expect(formatRoughDuration(seconds ?? 0)).toBe('about an hour');
  });

  it('shows the one-minute floor as a clamp only when it changes the sum', () => {
    expect(formatExplained(computeUsualSeconds(SEED_REGEN_RULES, 25))).toBe(
      '360 (base) \u2212 300 (12 \u00d7 Wil 25) = 60',
    );
    expect(formatExplained(computeUsualSeconds(SEED_REGEN_RULES, 30))).toBe(
      '360 (base) \u2212 360 (12 \u00d7 Wil 30) = 0 \u2192 60 (never faster than 1 minute)',
    );
  });

  it('reads every number of the usual pace from the rules data', () => {
    const rules: RegenRules = {
      ...SEED_REGEN_RULES,
      baseSeconds: 600,
      secondsPerWil: 10,
      fastestSeconds: 90,
    };
    expect(regen([], { rules, wil: 12 }).secondsPerPoint).toBe(480);
    expect(regen([], { rules, wil: 60 }).secondsPerPoint).toBe(90);
    expect(formatExplained(computeUsualSeconds(rules, 60))).toBe(
      '600 (base) \u2212 600 (10 \u00d7 Wil 60) = 0 \u2192 90 (never faster than 1 minute and 30 seconds)',
    );
  });
});

describe('Willpower regen: each status alone (Tathren, Wil 12, 216 s)', () => {
  it.each([
    ['resting', 2, 108],
    ['poisoned', 0.5, 432],
    ['diseased', 0.5, 432],
    ['worn-thin', 0.5, 432],
    ['brain-fever', 0.25, 864],
    ['sanctuary', 3, 72],
  ])('gives %s a pace of %s: a point every %s seconds', (id, pace, seconds) => {
    const result = regen([id]);
    expect(result.pace.value).toBe(pace);
    expect(result.secondsPerPoint).toBe(seconds);
    expect(result.readings).toEqual([]);
  });

  it.each(['starving', 'ebbing'])('brings no mana back at all while %s', (id) => {
    const result = regen([id]);
    expect(result.pace.value).toBe(0);
    expect(result.secondsPerPoint).toBeNull();
    expect(result.rate).toBeNull();
    expect(result.perPoint).toBeNull();
    expect(timeToFill(0, 18, result.secondsPerPoint)).toBeNull();
  });

  it('drains 1 mana every 20 seconds while ebbing, and nothing while starving', () => {
    expect(regen(['ebbing']).drains).toEqual([{ label: 'Ebbing', mana: 1, everySeconds: 20 }]);
    expect(regen(['starving']).drains).toEqual([]);
  });

  it('stops mana coming back while starving, whatever else speeds it up', () => {
    const everything = [speedUps.amulet, speedUps.tidal, speedUps.clearMind];
    for (const rules of [SEED_REGEN_RULES, upToUsual, joinsSlowest]) {
      const result = regen(['starving', 'resting', 'sanctuary', 'brain-fever'], {
        rules,
        restingFactors: [meditation],
        speedUps: everything,
      });
      expect(result.secondsPerPoint).toBeNull();
      expect(result.readings).toEqual([]);
    }
  });

  it('traces a single status as one factor', () => {
    expect(formatExplained(regen(['poisoned']).pace)).toBe('\u00bd (Poisoned) = \u00bd');
    expect(formatExplained(regen(['sanctuary']).pace)).toBe('3 (In a sanctuary) = 3');
  });
});

describe('Willpower regen: several statuses at once', () => {
  it('counts only the slowest of several slowing statuses', () => {
    const result = regen(['poisoned', 'worn-thin']);
    expect(result.pace.value).toBe(0.5);
    expect(formatExplained(result.pace)).toBe('\u00bd (Poisoned, slowest of 2) = \u00bd');
    expect(regen(['poisoned', 'starving']).pace.value).toBe(0);
  });

  it('multiplies brain fever onto the slowest other slowing by default: \u00bd \u00d7 \u00bc = \u215b', () => {
    const result = regen(['poisoned', 'brain-fever']);
    expect(result.pace.value).toBe(0.125);
    expect(result.secondsPerPoint).toBe(1728);
    expect(formatExplained(result.pace)).toBe(
      '\u00bd (Poisoned) \u00d7 \u00bc (Diseased with brain fever) = \u215b',
    );
    expect(result.readings).toEqual([
      'Diseased with brain fever slows mana more than Diseased does (\u00bc against \u00bd), so it counts on top of the slowest other slowing: \u00bd (Poisoned) \u00d7 \u00bc = \u215b. Counted as one more slowing instead, where only the slowest counts, it would be \u00bc.',
    ]);
  });

  it('lets brain fever join the slowest instead under the other reading: \u00bc', () => {
    const result = regen(['poisoned', 'brain-fever'], { rules: joinsSlowest });
    expect(result.pace.value).toBe(0.25);
    expect(result.secondsPerPoint).toBe(864);
    expect(formatExplained(result.pace)).toBe(
      '\u00bc (Diseased with brain fever, slowest of 2) = \u00bc',
    );
    expect(result.readings).toEqual([
      'Diseased with brain fever slows mana more than Diseased does (\u00bc against \u00bd), so it joins the other slowing, where only the slowest counts: \u00bc. Counted on top of the slowest other slowing instead, it would be \u00bd (Poisoned) \u00d7 \u00bc = \u215b.',
    ]);
  });

  it('lets brain fever stand in for being Diseased: a quarter under both readings', () => {
    expect(regen(['diseased', 'brain-fever']).pace.value).toBe(0.25);
    expect(regen(['diseased', 'brain-fever'], { rules: joinsSlowest }).pace.value).toBe(0.25);
  });

  it('gives brain fever alone a quarter of the pace under both readings, with nothing to explain', () => {
    for (const rules of [SEED_REGEN_RULES, joinsSlowest]) {
      const result = regen(['brain-fever'], { rules });
      expect(result.pace.value).toBe(0.25);
      expect(result.readings).toEqual([]);
    }
  });

  it('treats a disease no slower than Diseased as one more slowing status', () => {
    const cough: Status = { id: 'cough', name: 'Marsh cough', kind: 'disease', factor: 0.5 };
    for (const rules of [SEED_REGEN_RULES, joinsSlowest]) {
      const result = computeRegen(rules, {
        wil: 12,
        statuses: [...statuses('poisoned'), cough],
        diseased,
      });
      expect(result.pace.value).toBe(0.5);
      expect(result.readings).toEqual([]);
    }
  });

  it('measures "slows more than Diseased" against the Diseased row passed in', () => {
    const result = computeRegen(SEED_REGEN_RULES, {
      wil: 12,
      statuses: statuses('poisoned', 'brain-fever'),
      diseased: { ...diseased, factor: 0.2 },
    });
    expect(result.pace.value).toBe(0.25);
    expect(result.readings).toEqual([]);
  });

  it('lets resting make up for poison by multiplying: \u00bd \u00d7 2 = 1', () => {
    const result = regen(['poisoned', 'resting']);
    expect(result.pace.value).toBe(1);
    expect(result.secondsPerPoint).toBe(216);
    expect(formatExplained(result.pace)).toBe('\u00bd (Poisoned) \u00d7 2 (Resting) = 1');
    expect(result.readings).toEqual([
      'Resting makes up for the slowing by multiplying: \u00bd \u00d7 2 = 1. Only up to the usual pace instead, it would be the same.',
    ]);
  });

  it('multiplies brain fever, resting and a sanctuary to 1.5 by default', () => {
    const result = regen(['brain-fever', 'resting', 'sanctuary']);
    expect(result.pace.value).toBe(1.5);
    expect(result.secondsPerPoint).toBe(144);
    expect(result.readings).toEqual([
      'Resting and In a sanctuary make up for the slowing by multiplying: \u00bc \u00d7 2 \u00d7 3 = 1.5. Only up to the usual pace instead, it would be 1.',
    ]);
  });

  it('lifts a slowed pace back to the usual pace at most under the other reading', () => {
    const result = regen(['brain-fever', 'resting', 'sanctuary'], { rules: upToUsual });
    expect(result.pace.value).toBe(1);
    expect(result.secondsPerPoint).toBe(216);
    expect(formatExplained(result.pace)).toBe(
      '\u00bc (Diseased with brain fever) \u00d7 2 (Resting) \u00d7 3 (In a sanctuary) = 1.5 \u2192 1 (only up to the usual pace)',
    );
    expect(result.readings).toEqual([
      'Resting and In a sanctuary make up for the slowing only up to the usual pace: \u00bc \u00d7 2 \u00d7 3 = 1.5, counted as 1. Multiplied in full instead, it would be 1.5.',
    ]);
  });

  it('lets resting make up only part of a deep slowing, the same under both readings', () => {
    expect(regen(['brain-fever', 'resting']).pace.value).toBe(0.5);
    const result = regen(['brain-fever', 'resting'], { rules: upToUsual });
    expect(result.pace.value).toBe(0.5);
    expect(result.readings).toEqual([
      'Resting makes up for the slowing only up to the usual pace: \u00bc \u00d7 2 = \u00bd. Multiplied in full instead, it would be the same.',
    ]);
  });

  it('applies resting and a sanctuary in full when nothing slows, under both readings', () => {
    for (const rules of [SEED_REGEN_RULES, upToUsual]) {
      const result = regen(['resting', 'sanctuary'], { rules });
      expect(result.pace.value).toBe(6);
      expect(result.secondsPerPoint).toBe(36);
      expect(result.readings).toEqual([]);
    }
  });

  it('explains both readings when both rules apply at once', () => {
    const result = regen(['poisoned', 'brain-fever', 'resting', 'sanctuary'], { rules: upToUsual });
    expect(result.pace.value).toBe(0.75);
    expect(result.readings).toHaveLength(2);
  });

  it('counts a status listed twice only once', () => {
    expect(regen(['resting', 'resting']).pace.value).toBe(2);
  });
});

describe('Willpower regen: Meditation', () => {
  it('makes resting three times as fast: 2 \u00d7 1.5', () => {
    const result = regen(['resting'], { restingFactors: [meditation] });
    expect(result.pace.value).toBe(3);
    expect(result.secondsPerPoint).toBe(72);
    expect(formatExplained(result.pace)).toBe('2 (Resting) \u00d7 1.5 (Meditation) = 3');
  });

  it('does nothing without resting, even in a sanctuary', () => {
    const result = regen(['sanctuary'], { restingFactors: [meditation] });
    expect(result.pace.value).toBe(3);
    expect(formatExplained(result.pace)).toBe('3 (In a sanctuary) = 3');
  });

  it('lifts poisoned resting to 1.5 by multiplying, or to the usual pace under the other reading', () => {
    const multiplied = regen(['poisoned', 'resting'], { restingFactors: [meditation] });
    expect(multiplied.pace.value).toBe(1.5);
    expect(multiplied.secondsPerPoint).toBe(144);
    expect(multiplied.readings).toEqual([
      'Resting (with Meditation) makes up for the slowing by multiplying: \u00bd \u00d7 2 \u00d7 1.5 = 1.5. Only up to the usual pace instead, it would be 1.',
    ]);
    const capped = regen(['poisoned', 'resting'], {
      rules: upToUsual,
      restingFactors: [meditation],
    });
    expect(capped.pace.value).toBe(1);
  });
});

describe('Willpower regen: speed-ups', () => {
  it('adds the percents together and applies them on top of the pace', () => {
    const all = [speedUps.amulet, speedUps.tidal, speedUps.clearMind, speedUps.concentration100];
    const result = regen([], { speedUps: all });
    expect(result.speedUpPercent.value).toBe(140);
    expect(formatExplained(result.speedUpPercent)).toBe(
      '50 (Amulet of flow) + 25 (Tidal (Water)) + 25 (Clear mind) + 40 (Concentration 100) = 140',
    );
    expect(result.secondsPerPoint).toBe(90);
    expect(result.perPoint && formatExplained(result.perPoint)).toBe(
      '216 (usual seconds) \u00f7 2.4 (140% faster) = 90',
    );
  });

  it('makes mana come back 50% faster with the amulet: 216 s becomes 144 s', () => {
    expect(regen([], { speedUps: [speedUps.amulet] }).secondsPerPoint).toBe(144);
  });

  it('speeds Tathren\u2019s resting under Water to a point every 1 minute and 26.4 seconds', () => {
    const result = regen(['resting'], { speedUps: [speedUps.tidal] });
    expect(result.rate).toEqual({ seconds: 432, points: 5 });
    expect(result.secondsPerPoint).toBe(86.4);
    expect(formatDuration(result.secondsPerPoint ?? 0)).toBe('1 minute and 26.4 seconds');
    expect(result.perPoint && formatExplained(result.perPoint)).toBe(
      '216 (usual seconds) \u00f7 2 (pace) \u00f7 1.25 (25% faster) = 86.4',
    );
  });

  it('applies the speed-ups after the cap of the usual-pace reading', () => {
    const result = regen(['brain-fever', 'resting', 'sanctuary'], {
      rules: upToUsual,
      speedUps: [speedUps.amulet],
    });
    expect(result.secondsPerPoint).toBe(144);
  });

  it('keeps an awkward speed-up exact: 5% makes 216 s into 1440 / 7 s', () => {
    const result = regen([], { speedUps: [speedUps.concentration20] });
    expect(result.rate).toEqual({ seconds: 1440, points: 7 });
    expect(result.secondsPerPoint).toBe(1440 / 7);
    expect(result.perPoint?.value).toBe(1440 / 7);
  });

  it('accepts fractional percents and factors as exact decimals', () => {
    const result = regen([], { speedUps: [{ label: 'Odd charm', percent: 12.5 }] });
    expect(result.rate).toEqual({ seconds: 192, points: 1 });
  });
});

describe('Willpower regen: data it refuses', () => {
  const slow = (factor: number): Status => ({ id: 'x', name: 'Hexed', kind: 'slow', factor });
  const boost = (factor: number): Status => ({ id: 'y', name: 'Blessed', kind: 'boost', factor });
  const input = { wil: 12, diseased };

  it('refuses a slowing status that speeds up, and a speeding status that slows', () => {
    expect(() => computeRegen(SEED_REGEN_RULES, { ...input, statuses: [slow(2)] })).toThrow(
      'Hexed slows mana: its factor must be from 0 to 1 (it is 2).',
    );
    expect(() => computeRegen(SEED_REGEN_RULES, { ...input, statuses: [boost(0.5)] })).toThrow(
      'Blessed speeds mana up: its factor must be at least 1 (it is 0.5).',
    );
  });

  it('refuses negative percents, resting factors below 1 and numbers that are not finite', () => {
    const statuses: Status[] = [];
    expect(() =>
      computeRegen(SEED_REGEN_RULES, {
        ...input,
        statuses,
        speedUps: [{ label: 'Curse', percent: -10 }],
      }),
    ).toThrow(RangeError);
    expect(() =>
      computeRegen(SEED_REGEN_RULES, {
        ...input,
        statuses,
        restingFactors: [{ label: 'Restless', factor: 0.5 }],
      }),
    ).toThrow(RangeError);
    expect(() => computeRegen(SEED_REGEN_RULES, { ...input, statuses, wil: Number.NaN })).toThrow(
      RangeError,
    );
    expect(() =>
      computeRegen({ ...SEED_REGEN_RULES, fastestSeconds: 0 }, { ...input, statuses }),
    ).toThrow(RangeError);
  });

  it('refuses, without the traces, exactly what it refuses with them', () => {
    const statuses: Status[] = [];
    const refused: [RegenRules, RegenInput][] = [
      [SEED_REGEN_RULES, { ...input, statuses: [slow(2)] }],
      [SEED_REGEN_RULES, { ...input, statuses: [boost(0.5)] }],
      [SEED_REGEN_RULES, { ...input, statuses, speedUps: [{ label: 'Curse', percent: -10 }] }],
      [
        SEED_REGEN_RULES,
        { ...input, statuses, speedUps: [{ label: 'Odd', percent: 1.23456789123 }] },
      ],
      [
        SEED_REGEN_RULES,
        { ...input, statuses, restingFactors: [{ label: 'Restless', factor: 0.5 }] },
      ],
      [SEED_REGEN_RULES, { ...input, statuses, wil: Number.NaN }],
    ];
    for (const [rules, bad] of refused) {
      const traced = (() => {
        try {
          computeRegen(rules, bad);
          return 'accepted';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(traced).not.toBe('accepted');
      expect(() => regenSecondsPerPoint(rules, bad)).toThrow(traced);
    }
  });

  it('names a missing status', () => {
    expect(() => findStatus(SEED_STATUSES, 'cursed')).toThrow('There is no status "cursed".');
  });

  it('refuses mana that is not whole in timeToFill, and 0 seconds per point', () => {
    expect(() => timeToFill(0.5, 18, 216)).toThrow(RangeError);
    expect(() => timeToFill(0, 18, 0)).toThrow(RangeError);
    expect(timeToFill(18, 18, null)).toBe(0);
    expect(timeToFill(10, 18, 216)).toBe(8 * 216);
  });
});

describe('Willpower regen: properties', () => {
  const arbitraryRules = fc.record({
    baseSeconds: fc.integer({ min: 1, max: 1000 }),
    secondsPerWil: fc.integer({ min: 0, max: 50 }),
    fastestSeconds: fc.integer({ min: 1, max: 200 }),
    recovery: fc.constantFrom('multiply', 'up-to-usual-pace'),
    disease: fc.constantFrom('multiplies-slowest', 'joins-slowest'),
    diseasedStatusId: fc.constant('diseased'),
  }) satisfies fc.Arbitrary<RegenRules>;
  const arbitrarySpeedUps = fc.array(
    fc.record({ label: fc.constantFrom('a', 'b', 'c'), percent: fc.integer({ min: 0, max: 200 }) }),
    { maxLength: 4 },
  );
  /** A slowing status with a factor in hundredths, as a designer would type it. */
  const arbitrarySlowing = fc.record({
    id: fc.constant('extra'),
    name: fc.constant('Extra'),
    kind: fc.constantFrom('slow', 'disease'),
    factor: fc.integer({ min: 0, max: 100 }).map((hundredths) => hundredths / 100),
  }) satisfies fc.Arbitrary<Status>;
  const arbitraryCase = fc.record({
    rules: arbitraryRules,
    wil: fc.integer({ min: -5, max: 40 }),
    statuses: fc.subarray([...SEED_STATUSES]),
    meditation: fc.boolean(),
    speedUps: arbitrarySpeedUps,
  });
  type Case = typeof arbitraryCase extends fc.Arbitrary<infer T> ? T : never;

  function run(c: Case, extra: { statuses?: Status[]; speedUps?: RegenSpeedUp[] } = {}) {
    return computeRegen(c.rules, {
      wil: c.wil,
      statuses: [...c.statuses, ...(extra.statuses ?? [])],
      diseased,
      restingFactors: c.meditation ? [meditation] : [],
      speedUps: [...c.speedUps, ...(extra.speedUps ?? [])],
    });
  }

  /** Every number anywhere in a result (JSON would hide NaN and Infinity as null). */
  function numbersIn(value: unknown): number[] {
    if (typeof value === 'number') return [value];
    if (typeof value !== 'object' || value === null) return [];
    return Object.values(value).flatMap(numbersIn);
  }

  /** Points per second as an exact comparison: negative when `a` is slower than `b`. */
  function compareSpeed(a: RegenResult, b: RegenResult): number {
    const speed = (r: RegenResult) =>
      r.rate === null ? [0n, 1n] : [BigInt(r.rate.points), BigInt(r.rate.seconds)];
    const [an = 0n, ad = 1n] = speed(a);
    const [bn = 0n, bd = 1n] = speed(b);
    const left = an * bd;
    const right = bn * ad;
    return left < right ? -1 : left > right ? 1 : 0;
  }

  it('never gives a point faster than fastestSeconds at the usual pace, nor slower with more Wil', () => {
    fc.assert(
      fc.property(arbitraryRules, fc.integer({ min: -5, max: 60 }), (rules, wil) => {
        const here = computeUsualSeconds(rules, wil).value;
        const next = computeUsualSeconds(rules, wil + 1).value;
        expect(here).toBeGreaterThanOrEqual(rules.fastestSeconds);
        expect(next).toBeLessThanOrEqual(here);
      }),
    );
  });

  it('never slows mana down when a speed-up is added', () => {
    fc.assert(
      fc.property(arbitraryCase, fc.integer({ min: 0, max: 200 }), (c, percent) => {
        const before = run(c);
        const after = run(c, { speedUps: [{ label: 'more', percent }] });
        expect(compareSpeed(after, before)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never speeds mana up when a slowing status is added, under every reading', () => {
    fc.assert(
      fc.property(arbitraryCase, arbitrarySlowing, (c, extra) => {
        const before = run(c);
        const after = run(c, { statuses: [extra] });
        expect(compareSpeed(after, before)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('never gives NaN or Infinity, and gives null exactly when the pace is 0', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const result = run(c);
        for (const value of [
          result.usualSeconds.value,
          result.pace.value,
          result.speedUpPercent.value,
        ]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        expect(result.secondsPerPoint === null).toBe(result.pace.value === 0);
        if (result.secondsPerPoint !== null) {
          expect(Number.isFinite(result.secondsPerPoint)).toBe(true);
          expect(result.secondsPerPoint).toBeGreaterThan(0);
        }
        expect(numbersIn(result).every(Number.isFinite)).toBe(true);
      }),
    );
  });

  it('agrees with usual / (pace \u00d7 (1 + percent / 100)), exactly as a fraction', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const result = run(c);
        if (result.rate === null) return;
        expect(result.secondsPerPoint).toBe(result.rate.seconds / result.rate.points);
        const expected =
          result.usualSeconds.value / (result.pace.value * (1 + result.speedUpPercent.value / 100));
        expect(result.secondsPerPoint).toBeCloseTo(expected, 9);
      }),
    );
  });

  it('gives the same seconds per point without the traces (regenSecondsPerPoint)', () => {
    fc.assert(
      fc.property(arbitraryCase, arbitrarySlowing, (c, extra) => {
        const input: RegenInput = {
          wil: c.wil,
          statuses: [...c.statuses, extra],
          diseased,
          restingFactors: c.meditation ? [meditation] : [],
          speedUps: c.speedUps,
        };
        expect(regenSecondsPerPoint(c.rules, input)).toBe(
          computeRegen(c.rules, input).secondsPerPoint,
        );
      }),
    );
  });

  it('gives the same result for the same input (deterministic)', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        expect(run(c)).toEqual(run(c));
      }),
    );
  });
});

describe('Willpower regen: a disease worse than Diseased stands in for being Diseased', () => {
  it('gives Diseased with brain fever a quarter, as the seed\u2019s table says, not ½ × ¼', () => {
    const result = computeRegen(SEED_REGEN_RULES, {
      wil: 12,
      statuses: statuses('diseased', 'brain-fever'),
      diseased,
    });
    expect(result.secondsPerPoint).toBe(216 * 4);
  });

  it('still multiplies another slowing status by it: poisoned with brain fever is ⅛', () => {
    const result = computeRegen(SEED_REGEN_RULES, {
      wil: 12,
      statuses: statuses('diseased', 'poisoned', 'brain-fever'),
      diseased,
    });
    expect(result.secondsPerPoint).toBe(216 * 8);
  });
});
