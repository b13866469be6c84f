import type { ManaSource, WillpowerBuild, WillpowerData } from './data';
import { makeDefaultStatModifierTable } from './stat-modifiers';

/** Seed 000, "How much mana you have": race mana, verbatim. */
export const SEED_RACES: readonly ManaSource[] = [
  { id: 'elf', name: 'Elf', mana: 3 },
  { id: 'gnome', name: 'Gnome', mana: 3 },
  { id: 'half-elf', name: 'Half-elf', mana: 2 },
  { id: 'halfling', name: 'Halfling', mana: 1 },
  { id: 'human', name: 'Human', mana: 1 },
  { id: 'drow', name: 'Drow', mana: 0 },
  { id: 'duergar', name: 'Duergar', mana: 0 },
  { id: 'dwarf', name: 'Dwarf', mana: 0 },
  { id: 'goblin', name: 'Goblin', mana: 0 },
  { id: 'half-orc', name: 'Half-orc', mana: 0 },
  { id: 'kobold', name: 'Kobold', mana: 0 },
  { id: 'lizardfolk', name: 'Lizardfolk', mana: 0 },
  { id: 'ratfolk', name: 'Ratfolk', mana: 0 },
];

/** Seed 000, "How much mana you have": class mana, verbatim. */
export const SEED_CLASSES: readonly ManaSource[] = [
  { id: 'wizard', name: 'Wizard', mana: 12 },
  { id: 'witch', name: 'Witch', mana: 10 },
  { id: 'druid', name: 'Druid', mana: 9 },
  { id: 'priest', name: 'Priest', mana: 9 },
  { id: 'aristocrat', name: 'Aristocrat', mana: 7 },
  { id: 'bard', name: 'Bard', mana: 5 },
  { id: 'ascetic', name: 'Ascetic', mana: 4 },
  { id: 'paladin', name: 'Paladin', mana: 3 },
  { id: 'merchant', name: 'Merchant', mana: 2 },
  { id: 'ranger', name: 'Ranger', mana: 2 },
  { id: 'berserker', name: 'Berserker', mana: 1 },
  { id: 'commoner', name: 'Commoner', mana: 1 },
  { id: 'craftsperson', name: 'Craftsperson', mana: 1 },
  { id: 'thief', name: 'Thief', mana: 1 },
  { id: 'warrior', name: 'Warrior', mana: 1 },
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
    rules: { maxLevel: 60, levelGain: 'sum-never-negative' },
  };
}

/** The seed's worked example: Tathren, a level 1 elf wizard with Int 15, Wil 12, Pre 10. */
export const TATHREN: WillpowerBuild = {
  id: 'tathren',
  name: 'Tathren',
  raceId: 'elf',
  classId: 'wizard',
  level: 1,
  stats: { int: 15, wil: 12, pre: 10 },
};
