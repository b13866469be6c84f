import type {
  Ability,
  CostRules,
  EffectSource,
  HoroscopeSign,
  KillRules,
  ManaSource,
  Race,
  RegenRules,
  Skill,
  StatScores,
  Status,
  TrainingRules,
  WillpowerBuild,
  WillpowerData,
} from './data';
import { makeDefaultStatModifierTable } from './stat-modifiers';

/** Typical Int, Wil, Pre and Con, in that order. */
function stats(int: number, wil: number, pre: number, con: number): StatScores {
  return { int, wil, pre, con };
}

/** What a race without a word of its own is typically: 10 each (modifier 0 in the default table). */
export const PLAIN_TYPICAL_STATS: StatScores = stats(10, 10, 10, 10);

/**
 * Seed 000, "How much mana you have": race mana, verbatim. The `hp` column is an assumption
 * (the seed gives no HP numbers): small for elves and kobolds, large for dwarves and half-orcs.
 * So are the typical stats (the seed gives races no stats; the balance grid can give each row its
 * race's): 10 give or take 2, the bookish races' Int and Wil above, the sturdy races' Con.
 */
export const SEED_RACES: readonly Race[] = [
  { id: 'elf', name: 'Elf', mana: 3, hp: 1, typicalStats: stats(12, 12, 11, 8) },
  { id: 'gnome', name: 'Gnome', mana: 3, hp: 2, typicalStats: stats(12, 11, 9, 10) },
  { id: 'half-elf', name: 'Half-elf', mana: 2, hp: 2, typicalStats: stats(11, 11, 11, 9) },
  { id: 'halfling', name: 'Halfling', mana: 1, hp: 2, typicalStats: stats(10, 10, 11, 10) },
  { id: 'human', name: 'Human', mana: 1, hp: 3, typicalStats: stats(10, 10, 10, 10) },
  { id: 'drow', name: 'Drow', mana: 0, hp: 2, typicalStats: stats(11, 11, 10, 9) },
  { id: 'duergar', name: 'Duergar', mana: 0, hp: 4, typicalStats: stats(9, 11, 8, 12) },
  { id: 'dwarf', name: 'Dwarf', mana: 0, hp: 4, typicalStats: stats(9, 10, 8, 12) },
  { id: 'goblin', name: 'Goblin', mana: 0, hp: 2, typicalStats: stats(9, 8, 8, 10) },
  { id: 'half-orc', name: 'Half-orc', mana: 0, hp: 4, typicalStats: stats(8, 9, 8, 12) },
  { id: 'kobold', name: 'Kobold', mana: 0, hp: 1, typicalStats: stats(9, 9, 8, 9) },
  { id: 'lizardfolk', name: 'Lizardfolk', mana: 0, hp: 4, typicalStats: stats(8, 10, 8, 12) },
  { id: 'ratfolk', name: 'Ratfolk', mana: 0, hp: 2, typicalStats: stats(10, 9, 9, 9) },
];

/**
 * Seed 000, "How much mana you have": class mana, verbatim. The `hp` column is an assumption:
 * roughly the reverse of mana, warriors and berserkers high, wizards low.
 */
export const SEED_CLASSES: readonly ManaSource[] = [
  { id: 'wizard', name: 'Wizard', mana: 12, hp: 4 },
  { id: 'witch', name: 'Witch', mana: 10, hp: 5 },
  { id: 'druid', name: 'Druid', mana: 9, hp: 7 },
  { id: 'priest', name: 'Priest', mana: 9, hp: 7 },
  { id: 'aristocrat', name: 'Aristocrat', mana: 7, hp: 6 },
  { id: 'bard', name: 'Bard', mana: 5, hp: 7 },
  { id: 'ascetic', name: 'Ascetic', mana: 4, hp: 9 },
  { id: 'paladin', name: 'Paladin', mana: 3, hp: 11 },
  { id: 'merchant', name: 'Merchant', mana: 2, hp: 7 },
  { id: 'ranger', name: 'Ranger', mana: 2, hp: 10 },
  { id: 'berserker', name: 'Berserker', mana: 1, hp: 13 },
  { id: 'commoner', name: 'Commoner', mana: 1, hp: 8 },
  { id: 'craftsperson', name: 'Craftsperson', mana: 1, hp: 8 },
  { id: 'thief', name: 'Thief', mana: 1, hp: 8 },
  { id: 'warrior', name: 'Warrior', mana: 1, hp: 12 },
];

/**
 * Scores 1..30: the seed's Willpower table runs from 3 to "25 or more", so this covers every
 * score it mentions with room on both sides. Assumption, shown in the UI.
 */
export const DEFAULT_STAT_SCORE_RANGE = { min: 1, max: 30 } as const;

export function makeDefaultWillpowerData(): WillpowerData {
  return {
    races: SEED_RACES,
    classes: SEED_CLASSES,
    statModifiers: makeDefaultStatModifierTable(
      DEFAULT_STAT_SCORE_RANGE.min,
      DEFAULT_STAT_SCORE_RANGE.max,
    ),
    items: SEED_ITEMS,
    talents: SEED_TALENTS,
    skills: [SEED_CONCENTRATION],
    statuses: SEED_STATUSES,
    horoscope: SEED_HOROSCOPE,
    abilities: SEED_ABILITIES,
    rules: {
      maxLevel: 60,
      levelGain: 'sum-never-negative',
      hpGrowthStopsAt: 50,
      regen: SEED_REGEN_RULES,
      costs: SEED_COST_RULES,
      kills: SEED_KILL_RULES,
      training: SEED_TRAINING_RULES,
    },
  };
}

/**
 * The seed's worked example: Tathren, a level 1 elf wizard with Int 15, Wil 12, Pre 10. Her
 * Constitution is not given: 10 (modifier 0) is an assumption for the HP model.
 */
export const TATHREN: WillpowerBuild = {
  id: 'tathren',
  name: 'Tathren',
  raceId: 'elf',
  classId: 'wizard',
  level: 1,
  stats: { int: 15, wil: 12, pre: 10, con: 10 },
  itemIds: [],
  talents: [],
  skills: [{ skillId: 'concentration', trained: false, value: 0 }],
  horoscopeId: null,
  regenStatusIds: [],
};

/** Seed 000, "How fast it comes back": 360 − 12 × Wil seconds, never faster than 60 s. */
export const SEED_REGEN_RULES: RegenRules = {
  baseSeconds: 360,
  secondsPerWil: 12,
  fastestSeconds: 60,
  recovery: 'multiply',
  disease: 'multiplies-slowest',
  diseasedStatusId: 'diseased',
};

/** Seed 000, the "While / Mana comes back" table, verbatim. */
export const SEED_STATUSES: readonly Status[] = [
  { id: 'resting', name: 'Resting', kind: 'rest', factor: 2 },
  { id: 'poisoned', name: 'Poisoned', kind: 'slow', factor: 0.5 },
  { id: 'diseased', name: 'Diseased', kind: 'slow', factor: 0.5 },
  {
    id: 'ebbing',
    name: 'Ebbing',
    kind: 'slow',
    factor: 0,
    drain: { mana: 1, everySeconds: 20 },
  },
  { id: 'worn-thin', name: 'Worn thin', kind: 'slow', factor: 0.5 },
  { id: 'brain-fever', name: 'Diseased with brain fever', kind: 'disease', factor: 0.25 },
  { id: 'starving', name: 'Starving', kind: 'slow', factor: 0 },
  { id: 'sanctuary', name: 'In a sanctuary', kind: 'boost', factor: 3 },
];

/** Seed 000: Water's gift Tidal, 25% faster. The seed's Horoscope section is not included. */
export const SEED_HOROSCOPE: readonly HoroscopeSign[] = [
  { id: 'water', name: 'Water', gift: 'Tidal', regenPercent: 25 },
];

/**
 * "Spending mana now and then trains Concentration": an assumption of +1 to a trained
 * Concentration for every 10 mana spent (a wizard casting all day reaches 100 in a few days of
 * play). Editable on the skill.
 */
export const SEED_CONCENTRATION_MANA_PER_POINT = 10;

/**
 * "Each time is a chance at a training mark (see Stats)": the Stats section is not in the seed;
 * an assumption of a 10% chance a spend and 10 marks a point (about 100 spends per point).
 */
export const SEED_TRAINING_RULES: TrainingRules = { markChancePercent: 10, marksPerPoint: 10 };

/** Seed 000, Concentration: the listed values; the seed's full "table by value" is missing. */
export const SEED_CONCENTRATION: Skill = {
  id: 'concentration',
  name: 'Concentration',
  maxMana: [
    { value: 25, amount: 1 },
    { value: 100, amount: 5 },
    { value: 200, amount: 8 },
  ],
  regenPercent: [
    { value: 20, amount: 5 },
    { value: 100, amount: 40 },
    { value: 200, amount: 60 },
  ],
  maxManaCapDivisor: 5,
  between: 'step',
  manaPerPointSpent: SEED_CONCENTRATION_MANA_PER_POINT,
};

/** Seed 000, the talents that touch mana. */
export const SEED_TALENTS: readonly EffectSource[] = [
  {
    id: 'deep-well',
    name: 'Deep well',
    effects: [{ kind: 'deep-well', perLevels: 4, minimum: 2 }],
  },
  { id: 'clear-mind', name: 'Clear mind', effects: [{ kind: 'regen-percent', percent: 25 }] },
  { id: 'meditation', name: 'Meditation', effects: [{ kind: 'resting-factor', factor: 1.5 }] },
  { id: 'frugal-caster', name: 'Frugal caster', effects: [{ kind: 'cost-percent', percent: 20 }] },
  {
    id: 'blood-magic',
    name: 'Blood magic',
    effects: [{ kind: 'blood-magic', hpCost: 5, mana: 3 }],
  },
];

/**
 * Seed 000's example items ("+5 to maximum mana", "mana comes back 50% faster", Thrift, Siphoning).
 * The seed names no item and gives no Siphoning amount: 2 mana per kill is an assumption.
 */
export const SEED_ITEMS: readonly EffectSource[] = [
  { id: 'ring-of-mana', name: 'Ring of mana (+5)', effects: [{ kind: 'max-mana', amount: 5 }] },
  {
    id: 'amulet-of-flow',
    name: 'Amulet of flow (50% faster)',
    effects: [{ kind: 'regen-percent', percent: 50 }],
  },
  {
    id: 'ring-of-thrift',
    name: 'Ring of Thrift (10%)',
    effects: [{ kind: 'cost-percent', percent: 10 }],
  },
  {
    id: 'charm-of-thrift',
    name: 'Charm of Thrift (20%)',
    effects: [{ kind: 'cost-percent', percent: 20 }],
  },
  { id: 'siphoning-ring', name: 'Ring of Siphoning', effects: [{ kind: 'siphoning', mana: 2 }] },
];

/** Seed 000's one priced ability: Burning hands, 6 mana. */
export const SEED_ABILITIES: readonly Ability[] = [
  { id: 'burning-hands', name: 'Burning hands', kind: 'spell', cost: 6 },
];

export const SEED_COST_RULES: CostRules = { maxCutPercent: 50, minimumCost: 1 };

export const SEED_KILL_RULES: KillRules = {
  siphonRadius: 3,
  malison: { classId: 'witch', fromLevel: 18 },
};
