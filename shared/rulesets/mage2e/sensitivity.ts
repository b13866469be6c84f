/**
 * Mage 2e sensitivity and goal seek: what moves a spell's chance of success, of an exceptional
 * success or of Paradox, its casting pool or its Mana most, and the nearest Gnosis, Arcanum,
 * Potency or Mana to mitigate that brings one of them to a goal ("what Gnosis casts it with at
 * least 80% success?"). Each input is moved by its realistic step, one at a time, the rest as
 * cast:
 *
 * - the mage's Gnosis, Arcanum, Rote Skill (a rote) and Wisdom (contained Paradox) by one dot;
 * - each spell factor by one level or step (Potency, Duration, the Scale's area), the subjects
 *   doubled or halved, one ritual interval more or less, and each factor's Standard or Advanced;
 * - other Reach and the spells already active by one;
 * - each Yantra of the data on or off (at its usual bonus);
 * - Mana to mitigate, earlier Paradox rolls, the witnesses by one step, Inured and a dedicated
 *   tool on or off;
 * - each rule number the pool or the roll reads by one: the factor penalties, the Yantra cap, the
 *   caster's Gnosis row's Paradox dice per Reach, successes for an exceptional one.
 *
 * A move the cast would refuse (a Duration step past its table, 32 subjects at Standard Scale) is
 * left out, as the sweep leaves it out; a move that makes the spell impossible is an answer
 * (success 0). Chances are in percent, to a tenth. The measures, where they are read and the
 * reports' and card's words are `analyses.ts`.
 */
import type { FigureComputation } from '../../analysis/figure-analyses';
import { measureOf } from '../../analysis/figure-model';
import { seekGoal, type GoalDirection, type GoalResult } from '../../analysis/goal-seek';
import type { GridMeasure } from '../../analysis/grid';
import {
  rankedMoves,
  roundFigure,
  type Sensitivity,
  type SensitivityCandidate,
} from '../../analysis/sensitivity';
import {
  MAGE2E_ANALYSES,
  MAGE_MEASURES,
  type MageGoalInputId,
  type MageMeasureId,
} from './analyses';
import { computeMageCast, impossiblePoolMessage, type MageCastView } from './cast';
import { arcanumProblem } from './cast-rules';
import { MAGE_WITNESSES, type Mage2eCast, type Mage2eData } from './data';

export interface MageFigureInput {
  readonly data: Mage2eData;
  readonly build: Mage2eCast;
  readonly measure: MageMeasureId;
}

export interface MageGoalInput extends MageFigureInput {
  readonly goal: GoalDirection;
  readonly target: number;
}

export type MageGoalResult = GoalResult<MageGoalInputId, MageMeasureId>;

interface Moved {
  readonly data: Mage2eData;
  readonly build: Mage2eCast;
}

/** A chance in percent, exact: the sensitivity and the goal round it to a tenth. */
const percent = (chance: number) => chance * 100;

/**
 * A measure of a cast, exact: a chance in percent, the pool's dice, the Mana spent (sensitivity,
 * goal seek and the grid read it; each rounds it to the measure's decimals).
 */
export function figureOf(view: MageCastView, measure: MageMeasureId): number {
  switch (measure) {
    case 'success-chance':
      return percent(view.outcomes.success + view.outcomes.exceptional);
    case 'exceptional-chance':
      return percent(view.outcomes.exceptional);
    case 'paradox-chance':
      return percent(view.paradox.chance);
    case 'pool':
      return view.pool.value;
    case 'mana':
      return view.mana.value;
  }
}

/**
 * The figure of the cast, or null when the cast refuses it beyond what `ownErrors` (the cast as it
 * is) already has: being impossible, or short of the Arcanum, is an answer, not a refusal.
 */
function figureIfCast(
  data: Mage2eData,
  cast: Mage2eCast,
  measure: MageMeasureId,
  ownErrors: readonly string[],
): number | null {
  const view = computeMageCast(data, cast);
  const expected = new Set([
    ...ownErrors,
    impossiblePoolMessage(view.pool.value, data.impossibleAt),
    arcanumProblem(cast),
  ]);
  return view.errors.some((error) => !expected.has(error)) ? null : figureOf(view, measure);
}

/** The figure of the cast as it is. */
export function mageFigure(data: Mage2eData, cast: Mage2eCast, measure: MageMeasureId): number {
  return figureOf(computeMageCast(data, cast), measure);
}

function checked(input: MageFigureInput): GridMeasure<MageMeasureId> {
  return measureOf(MAGE_MEASURES, input.measure);
}

function byOne(
  from: number,
  min: number,
  max: number,
  move: (to: number) => Moved,
): Pick<SensitivityCandidate<Moved>, 'down' | 'up'> {
  const at = (to: number) =>
    to < min || to > max ? null : { step: `${from} → ${to}`, moved: move(to) };
  return { down: at(from - 1), up: at(from + 1) };
}

function toggle(on: boolean, moved: Moved, words: [string, string] = ['off', 'on']) {
  const move = { step: on ? words[0] : words[1], moved };
  return { down: on ? move : null, up: on ? null : move };
}

function candidates(data: Mage2eData, cast: Mage2eCast): SensitivityCandidate<Moved>[] {
  const list: SensitivityCandidate<Moved>[] = [];
  const add = (
    id: string,
    kind: string,
    name: string,
    realistic: string,
    moves: Pick<SensitivityCandidate<Moved>, 'down' | 'up'>,
  ) => list.push({ id, kind, name, realistic, ...moves });
  const castWith = (change: Partial<Mage2eCast>): Moved => ({
    data,
    build: { ...cast, ...change },
  });
  add(
    'mage:gnosis',
    'mage',
    'Gnosis',
    'one dot',
    byOne(cast.gnosis, 1, 10, (to) => castWith({ gnosis: to })),
  );
  add(
    'mage:arcanum',
    'mage',
    cast.arcanumName,
    'one dot',
    byOne(cast.arcanum, 1, 5, (to) => castWith({ arcanum: to })),
  );
  if (cast.method === 'rote') {
    add(
      'mage:rote-skill',
      'mage',
      'Rote Skill',
      'one dot',
      byOne(cast.roteSkill, 0, 10, (to) => castWith({ roteSkill: to })),
    );
  }
  if (cast.paradoxHandling === 'contain') {
    add(
      'mage:wisdom',
      'mage',
      'Wisdom',
      'one dot',
      byOne(cast.wisdom, 0, 10, (to) => castWith({ wisdom: to })),
    );
  }
  add(
    'factor:potency',
    'factor',
    'Potency',
    'one level',
    byOne(cast.potency.level, 1, 99, (to) => castWith({ potency: { ...cast.potency, level: to } })),
  );
  add(
    'factor:duration',
    'factor',
    'Duration step',
    'one step',
    byOne(cast.duration.step, 0, 99, (to) =>
      castWith({ duration: { ...cast.duration, step: to } }),
    ),
  );
  add(
    'factor:area',
    'factor',
    'Scale area step',
    'one step',
    byOne(cast.scale.areaStep, 0, 20, (to) => castWith({ scale: { ...cast.scale, areaStep: to } })),
  );
  const subjects = cast.scale.subjects;
  add('factor:subjects', 'factor', 'Subjects', 'doubled or halved', {
    down:
      subjects > 1
        ? {
            step: `${subjects} → ${Math.floor(subjects / 2)}`,
            moved: castWith({ scale: { ...cast.scale, subjects: Math.floor(subjects / 2) } }),
          }
        : null,
    up:
      subjects * 2 <= 1_000_000_000
        ? {
            step: `${subjects} → ${subjects * 2}`,
            moved: castWith({ scale: { ...cast.scale, subjects: subjects * 2 } }),
          }
        : null,
  });
  add(
    'factor:intervals',
    'factor',
    'Extra ritual intervals',
    'one interval',
    byOne(cast.castingTime.extraIntervals, 0, 20, (to) =>
      castWith({ castingTime: { ...cast.castingTime, extraIntervals: to } }),
    ),
  );
  const advanced = [
    ['potency', 'Potency'],
    ['duration', 'Duration'],
    ['scale', 'Scale'],
    ['castingTime', 'Casting time'],
    ['range', 'Range'],
  ] as const;
  for (const [key, name] of advanced) {
    const on = cast[key].advanced;
    add(
      `factor:${key}:advanced`,
      'factor',
      `${name} advanced`,
      'standard or advanced',
      toggle(on, castWith({ [key]: { ...cast[key], advanced: !on } }), ['standard', 'advanced']),
    );
  }
  add(
    'reach:other',
    'reach',
    'Other Reach',
    'one',
    byOne(cast.otherReach, 0, 20, (to) => castWith({ otherReach: to })),
  );
  add(
    'reach:active',
    'reach',
    'Spells already active',
    'one',
    byOne(cast.activeSpells, 0, 99, (to) => castWith({ activeSpells: to })),
  );
  for (const yantra of data.yantras) {
    const used = cast.yantras.some((each) => each.yantraId === yantra.id);
    add(
      `yantra:${yantra.id}`,
      'yantra',
      yantra.name,
      'on or off',
      toggle(
        used,
        castWith({
          yantras: used
            ? cast.yantras.filter((each) => each.yantraId !== yantra.id)
            : [...cast.yantras, { yantraId: yantra.id, bonus: yantra.bonus }],
        }),
      ),
    );
  }
  add(
    'paradox:mitigation',
    'paradox',
    'Mana to mitigate',
    'one Mana',
    byOne(cast.manaMitigation, 0, 99, (to) => castWith({ manaMitigation: to })),
  );
  add(
    'paradox:earlier',
    'paradox',
    'Earlier Paradox rolls this scene',
    'one',
    byOne(cast.paradox.earlierRolls, 0, 20, (to) =>
      castWith({ paradox: { ...cast.paradox, earlierRolls: to } }),
    ),
  );
  const witnessAt = MAGE_WITNESSES.indexOf(cast.paradox.witnesses);
  const witnesses = (at: number) => {
    const to = MAGE_WITNESSES[at];
    return to === undefined
      ? null
      : {
          step: `${cast.paradox.witnesses} → ${to}`,
          moved: castWith({ paradox: { ...cast.paradox, witnesses: to } }),
        };
  };
  add('paradox:witnesses', 'paradox', 'Sleeper witnesses', 'one step', {
    down: witnesses(witnessAt - 1),
    up: witnesses(witnessAt + 1),
  });
  for (const [key, name] of [
    ['inured', 'Inured'],
    ['dedicatedTool', 'Dedicated tool'],
  ] as const) {
    const on = cast.paradox[key];
    add(
      `paradox:${key}`,
      'paradox',
      name,
      'on or off',
      toggle(on, castWith({ paradox: { ...cast.paradox, [key]: !on } })),
    );
  }
  const rule = (
    id: string,
    name: string,
    value: number,
    min: number,
    max: number,
    next: (to: number) => Mage2eData,
  ) =>
    add(
      `rule:${id}`,
      'rule',
      name,
      'one point',
      byOne(value, min, max, (to) => ({ data: next(to), build: cast })),
    );
  rule(
    'potency-penalty',
    'Potency penalty per level',
    data.potency.penaltyPerLevel,
    0,
    20,
    (to) => ({
      ...data,
      potency: { ...data.potency, penaltyPerLevel: to },
    }),
  );
  rule('duration-penalty', 'Duration penalty per step', data.duration.stepPenalty, 0, 20, (to) => ({
    ...data,
    duration: { ...data.duration, stepPenalty: to },
  }));
  rule('scale-penalty', 'Scale penalty per step', data.scale.stepPenalty, 0, 20, (to) => ({
    ...data,
    scale: { ...data.scale, stepPenalty: to },
  }));
  rule('yantra-cap', 'Yantra bonus cap', data.maxYantraBonus, 0, 20, (to) => ({
    ...data,
    maxYantraBonus: to,
  }));
  rule(
    'exceptional-at',
    'Successes for an exceptional success',
    data.exceptionalAt,
    1,
    20,
    (to) => ({
      ...data,
      exceptionalAt: to,
    }),
  );
  const row = data.gnosis.find((each) => each.gnosis === cast.gnosis);
  if (row !== undefined) {
    rule(
      'paradox-dice',
      `Paradox dice per Reach at Gnosis ${cast.gnosis}`,
      row.paradoxDicePerReach,
      0,
      20,
      (to) => ({
        ...data,
        gnosis: data.gnosis.map((each) =>
          each === row ? { ...each, paradoxDicePerReach: to } : each,
        ),
      }),
    );
  }
  return list;
}

/** Where the figure is read: the caster's Gnosis and Arcanum. */
const atWords = (cast: Mage2eCast) => MAGE2E_ANALYSES.where.at(cast, cast.gnosis);

/**
 * What moves the spell's figure most.
 *
 * @throws RangeError for an unknown measure.
 */
export function computeMageSensitivity(input: MageFigureInput): Sensitivity {
  const measure = checked(input);
  const { data, build } = input;
  const view = computeMageCast(data, build);
  const base = figureOf(view, input.measure);
  // Each move is cast once: kept (with its figure) unless the cast refuses it.
  const figures = new Map<Moved, number>();
  const usable = candidates(data, build).map((candidate) => {
    const keep = (move: SensitivityCandidate<Moved>['down']) => {
      if (move === null) return null;
      const value = figureIfCast(move.moved.data, move.moved.build, input.measure, view.errors);
      if (value === null) return null;
      figures.set(move.moved, value);
      return move;
    };
    return { ...candidate, down: keep(candidate.down), up: keep(candidate.up) };
  });
  const rows = rankedMoves(
    usable.filter((candidate) => candidate.down !== null || candidate.up !== null),
    base,
    (moved) => figures.get(moved) ?? mageFigure(moved.data, moved.build, input.measure),
    measure.decimals,
  );
  const phrase = measure.name.charAt(0).toLowerCase() + measure.name.slice(1);
  return {
    title: `${build.name}: what moves ${phrase}`,
    measure,
    level: build.gnosis,
    at: atWords(build),
    base: roundFigure(base, measure.decimals),
    rows,
    least: null,
    basis:
      'Each input moved by its realistic step, one at a time, the rest as cast; exact odds, in percent to a tenth.',
  };
}

/**
 * The nearest Gnosis, Arcanum, Potency and Mana to mitigate that bring the figure to the goal.
 *
 * @throws RangeError as `computeMageSensitivity`, or for a goal that is not a number.
 */
export function seekMageGoal(input: MageGoalInput): MageGoalResult {
  const measure = checked(input);
  const { data, build } = input;
  const own = computeMageCast(data, build).errors;
  const score = (
    id: MageGoalInputId,
    name: string,
    from: number,
    min: number,
    max: number,
    set: (to: number) => Mage2eCast,
  ) => ({
    id,
    name,
    from,
    min,
    max,
    figure: (to: number) => {
      // A spell that cannot be cast meets no goal (it has no Paradox and spends no Mana because
      // nothing happens): it reads "impossible".
      const cast = set(to);
      return computeMageCast(data, cast).impossible === null
        ? figureIfCast(data, cast, input.measure, own)
        : null;
    },
  });
  return seekGoal({
    who: build.name,
    measure,
    at: atWords(build),
    goal: input.goal,
    target: input.target,
    base:
      computeMageCast(data, build).impossible === null
        ? mageFigure(data, build, input.measure)
        : null,
    none: 'impossible',
    inputs: [
      score('gnosis', 'Gnosis', build.gnosis, 1, 10, (to) => ({ ...build, gnosis: to })),
      score('arcanum', build.arcanumName, build.arcanum, 1, 5, (to) => ({ ...build, arcanum: to })),
      score('potency', 'Potency', build.potency.level, 1, 99, (to) => ({
        ...build,
        potency: { ...build.potency, level: to },
      })),
      score('manaMitigation', 'Mana to mitigate', build.manaMitigation, 0, 99, (to) => ({
        ...build,
        manaMitigation: to,
      })),
    ],
  });
}

/**
 * Mage 2e's answers to the figure questions (`analyses.ts`): its own, not a plain model's, since a
 * move the cast refuses is left out, and a spell that cannot be cast reads "impossible" in a goal.
 * Both read the spell as cast (the question's level, its Gnosis, is the cast's own).
 */
export const MAGE2E_FIGURES: FigureComputation<
  Mage2eData,
  Mage2eCast,
  MageMeasureId,
  MageGoalInputId
> = {
  sensitivity: computeMageSensitivity,
  goal: seekMageGoal,
};
