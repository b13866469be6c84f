import type { Anomaly, GnosisRow, Mage2eCast, Mage2eData, Yantra } from './data';

/** Gnosis 1..10 (MtA 2e p. 86, not in the seed), column by column. */
const GNOSIS_COLUMNS = {
  paradoxDicePerReach: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5],
  maxMana: [10, 11, 12, 13, 15, 20, 25, 30, 50, 75],
  manaPerTurn: [1, 2, 3, 4, 5, 6, 7, 8, 10, 15],
  yantras: [2, 2, 3, 3, 4, 4, 5, 5, 6, 6],
  ritualIntervalMinutes: [180, 180, 60, 60, 30, 30, 10, 10, 1, 1],
} as const;

function gnosisRows(): GnosisRow[] {
  return Array.from({ length: 10 }, (_, i) => ({
    gnosis: i + 1,
    paradoxDicePerReach: GNOSIS_COLUMNS.paradoxDicePerReach[i] ?? 0,
    maxMana: GNOSIS_COLUMNS.maxMana[i] ?? 0,
    manaPerTurn: GNOSIS_COLUMNS.manaPerTurn[i] ?? 1,
    yantras: GNOSIS_COLUMNS.yantras[i] ?? 0,
    ritualIntervalMinutes: GNOSIS_COLUMNS.ritualIntervalMinutes[i] ?? 1,
  }));
}

function yantra(
  yantraId: string,
  name: string,
  bonus: number,
  note = '',
  range: { min?: number; max?: number; reflexive?: boolean } = {},
): Yantra {
  return {
    id: yantraId,
    name,
    bonus,
    minBonus: range.min ?? bonus,
    maxBonus: range.max ?? bonus,
    note,
    reflexiveAllowed: range.reflexive ?? true,
  };
}

/** The seed's Yantra table. "Special" bonuses (Patron Tool, Persona) default to 0, range 0–5. */
export function makeDefaultYantras(): Yantra[] {
  return [
    yantra('demesne', 'Demesne', 2),
    yantra('environment', 'Environment', 1),
    yantra('supernal-verge', 'Supernal Verge', 2),
    yantra(
      'concentration',
      'Concentration',
      2,
      'Taking a non-reflexive action or damage cancels the spell.',
    ),
    yantra('mantra', 'Mantra', 2, 'Cannot be used reflexively.', { reflexive: false }),
    yantra('runes', 'Runes', 2, 'Breaking the runes cancels the spell.'),
    yantra('path-tool', 'Path Tool', 1),
    yantra('order-tool', 'Order Tool', 1),
    yantra('patron-tool', 'Patron Tool', 0, 'Special: requires the Merit.', { min: 0, max: 5 }),
    yantra(
      'sympathy',
      'Sympathy',
      2,
      'With the Sympathetic Range Attainment: mandatory but gives no bonus.',
      { min: 0, max: 2 },
    ),
    yantra('sacrament', 'Sacrament', 2, '', { min: 1, max: 2 }),
    yantra('persona', 'Persona', 0, 'Special: requires the Merit.', { min: 0, max: 5 }),
  ];
}

/** The seed's rules (003) with the Gnosis table of MtA 2e p. 86. */
/** Seed 003's Anomalies table: what released Paradox successes buy, as Paradox Reach. */
export function makeDefaultAnomalies(): Anomaly[] {
  return [
    {
      id: 'common-reach',
      effect: 'Undo or apply a single Reach from the Common Reach Effects, except Casting Time',
      reach: 1,
    },
    { id: 'condition', effect: 'Impose a Condition on the subject of the spell', reach: 1 },
    { id: 'subject', effect: 'Change the subject of the spell', reach: 2 },
    { id: 'tilt', effect: 'Create an Abyssal environmental effect (Tilt)', reach: 3 },
    {
      id: 'entity',
      effect: 'Summon an Abyssal entity of Rank 2 (each further Reach: Rank +1)',
      reach: 5,
    },
  ];
}

export function makeDefaultMage2eData(): Mage2eData {
  return {
    gnosis: gnosisRows(),
    duration: {
      standard: [
        { label: '1 turn', turns: 1, penalty: 0 },
        { label: '2 turns', turns: 2, penalty: -2 },
        { label: '3 turns', turns: 3, penalty: -4 },
        { label: '5 turns', turns: 5, penalty: -6 },
        { label: '10 turns', turns: 10, penalty: -8 },
      ],
      advanced: [
        { label: 'One scene/hour', penalty: 0, indefinite: false },
        { label: 'One day', penalty: -2, indefinite: false },
        { label: 'One week', penalty: -4, indefinite: false },
        { label: 'One month', penalty: -6, indefinite: false },
        { label: 'One year', penalty: -8, indefinite: false },
        { label: 'Indefinite', penalty: -10, indefinite: true },
      ],
      extensionTurns: 10,
      stepPenalty: 2,
    },
    scale: {
      standard: [
        { subjects: 1, size: 5, area: "Arm's reach from a central point", penalty: 0 },
        { subjects: 2, size: 6, area: 'A small room', penalty: -2 },
        { subjects: 4, size: 7, area: 'A large room', penalty: -4 },
        { subjects: 8, size: 8, area: 'Several rooms, or a single floor of a house', penalty: -6 },
        { subjects: 16, size: 9, area: 'A ballroom or small house', penalty: -8 },
      ],
      advanced: [
        { subjects: 5, size: 5, area: 'A large house or building', penalty: 0 },
        { subjects: 10, size: 10, area: 'A small warehouse or parking lot', penalty: -2 },
        { subjects: 20, size: 15, area: 'A large warehouse or supermarket', penalty: -4 },
        { subjects: 40, size: 20, area: 'A small factory, or a shopping mall', penalty: -6 },
        { subjects: 80, size: 25, area: 'A large factory, or a city block', penalty: -8 },
        { subjects: 160, size: 30, area: 'A campus, or a small neighborhood', penalty: -10 },
      ],
      subjectsFactor: 2,
      sizeStep: 5,
      stepPenalty: 2,
    },
    potency: { penaltyPerLevel: 2, advancedWithstand: 2 },
    yantras: makeDefaultYantras(),
    maxYantraBonus: 5,
    maxRitualBonus: 5,
    paradox: {
      inured: 2,
      perEarlierRoll: 1,
      sleeperWitness: 1,
      dedicatedTool: -2,
      perManaMitigation: -1,
    },
    anomalies: makeDefaultAnomalies(),
    mana: { improvisedCommonOrInferior: 1, indefinite: 1 },
    indefiniteReach: 1,
    spellControlPerGnosis: 1,
    exceptionalAt: 5,
    praxisExceptionalAt: 3,
    impossibleAt: -6,
    readings: {
      paradoxOnlyFromReach: true,
      releasedParadoxChanceDie: false,
      roteMudraYantra: false,
    },
  };
}

/** A plain improvised spell: Gnosis 2, Forces 2 of 2, everything Standard, no Yantras. */
export const PLAIN_MAGE_CAST: Mage2eCast = {
  id: 'mage-base',
  name: 'Improvised spell',
  gnosis: 2,
  arcanum: 2,
  highest: 2,
  arcanumName: 'Forces',
  method: 'improvised',
  roteSkill: 0,
  roteQuality: false,
  fromGrimoire: false,
  commonOrInferior: false,
  primaryFactor: 'potency',
  spellPrimaryFactor: 'potency',
  castingTime: { advanced: false, extraIntervals: 0 },
  range: { advanced: false, remoteViewing: false },
  potency: { advanced: false, level: 1 },
  duration: { advanced: false, step: 0 },
  scale: { advanced: false, subjects: 1, size: 5, areaStep: 0 },
  activeSpells: 0,
  otherReach: 0,
  yantras: [],
  manaMitigation: 0,
  paradox: { inured: false, earlierRolls: 0, witnesses: 'none', dedicatedTool: false },
  paradoxHandling: 'release',
  soulless: false,
  wisdom: 7,
};

/**
 * A new spell for the screen's "New spell": {@link PLAIN_MAGE_CAST} (improvised, every factor
 * Standard at its free level, no Yantras, no witnesses, no mitigation) named "New spell", "New
 * spell 2"…, and with an id ("mage-new", "mage-new-2"…), each unlike any of `existing` (names in
 * any case).
 */
export function makeNewMageCast(
  existing: readonly { readonly id: string; readonly name: string }[],
): Mage2eCast {
  const names = new Set(existing.map((cast) => cast.name.trim().toLowerCase()));
  const ids = new Set(existing.map((cast) => cast.id));
  let name = 'New spell';
  for (let n = 2; names.has(name.toLowerCase()); n += 1) name = `New spell ${n}`;
  let id = 'mage-new';
  for (let n = 2; ids.has(id); n += 1) id = `mage-new-${n}`;
  return { ...PLAIN_MAGE_CAST, id, name };
}

/**
 * A rote with Yantras: Gnosis 3, Forces 3 of a 3-dot spell, Skill 3, instant, sensory range,
 * Potency 3 (primary), Duration one day, 3 Reach over the 3 free ones → 1 over, a Demesne and a
 * Path Tool, Sleepers watching.
 */
export const DEFAULT_MAGE_CAST: Mage2eCast = {
  ...PLAIN_MAGE_CAST,
  id: 'mage-rote-yantras',
  name: 'Rote with Yantras',
  gnosis: 3,
  arcanum: 3,
  highest: 3,
  method: 'rote',
  roteSkill: 3,
  roteQuality: true,
  castingTime: { advanced: true, extraIntervals: 0 },
  range: { advanced: true, remoteViewing: false },
  potency: { advanced: false, level: 3 },
  duration: { advanced: true, step: 1 },
  activeSpells: 0,
  otherReach: 1,
  yantras: [
    { yantraId: 'demesne', bonus: 2 },
    { yantraId: 'path-tool', bonus: 1 },
  ],
  paradox: { inured: false, earlierRolls: 0, witnesses: 'few', dedicatedTool: false },
};

/**
 * The seed's Scale example: 320 subjects, each up to Size 35 (Advanced Scale, −12), by a Gnosis 5
 * master of Life as a rote; Duration primary.
 */
export const SEED_SCALE_EXAMPLE_CAST: Mage2eCast = {
  ...PLAIN_MAGE_CAST,
  id: 'mage-seed-scale-320',
  name: '320 subjects at Size 35 (seed)',
  gnosis: 5,
  arcanum: 5,
  highest: 4,
  arcanumName: 'Life',
  method: 'rote',
  roteSkill: 4,
  roteQuality: false,
  primaryFactor: 'duration',
  spellPrimaryFactor: 'duration',
  scale: { advanced: true, subjects: 320, size: 35, areaStep: 0 },
  yantras: [
    { yantraId: 'demesne', bonus: 2 },
    { yantraId: 'runes', bonus: 2 },
    { yantraId: 'path-tool', bonus: 1 },
    { yantraId: 'environment', bonus: 1 },
  ],
};
