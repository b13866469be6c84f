/**
 * DCSS regeneration (seed 004) written in the formula language (docs/formulas.md): the template a
 * designer starts from, and its proof, since test/unit/rulesets/dcss/formulas.test.ts holds it to
 * the built-in engine's BRR, TRR, points per action, turns per HP and turns to full at every XL
 * and any build. The rules' numbers and readings come from the data and are written into the text,
 * so the template follows their edits when it is made again; max HP by XL is a lookup table.
 * What it leaves out: the turn-by-turn simulation (carried points, Powered by Death ending), which
 * is a walk over turns, not a value by level.
 */
import type { FormulaBuild, FormulaSource } from '../../formula/source';
import type { DcssBuild, DcssData } from './data';
import {
  DCSS_MAX_ACTION_AUTS,
  DCSS_MAX_CORPSES,
  DCSS_MAX_MUTATION,
  DCSS_MAX_PBD_RANK,
  DCSS_MAX_RINGS,
} from './limits';

const flag = (on: boolean) => (on ? 1 : 0);

export function dcssFormulaText(data: DcssData): string {
  const { base, bonuses, readings, pointsPerHp, autsPerTurn } = data.rules;
  return `# DCSS regeneration (seed 004), by XL 1–${data.maxLevel}. Integer maths, as the game's source.

# Max HP at this XL, from the build's Max HP by XL table. The units (BRR and TRR in regeneration
# points a turn, pts/turn) make the rates, turns and HP measures a report can chart and grid.
mhp = max_hp[level].hp

# BRR: floor(MHP / ${base.lowDivisor}) below ${base.knee} max HP, floor(MHP / ${base.highDivisor}) + ${base.highAdd} from it.
brr: pts/turn = if mhp < ${base.knee} then floor(mhp / ${base.lowDivisor}) else floor(mhp / ${base.highDivisor}) + ${base.highAdd}

# The bonuses. A Troll gets nothing from troll leather unless the reading says so (${readings.trollLeatherHelpsTrolls ? 'it does' : 'the source'}).
leather_counts = (troll_leather == 1 or moon_troll_leather == 1) and (is_troll == 0 or ${flag(readings.trollLeatherHelpsTrolls)} == 1)
leather = if leather_counts then ${bonuses.trollLeather} + (if moon_troll_leather == 1 then ${bonuses.moonTrollExtra} else 0) else 0
# The Regeneration spell adds nothing under Trog's Hand unless the reading says so.
spell_bonus = if spell == 1 and (trogs_hand == 0 or ${flag(readings.spellStacksWithTrog)} == 1) then ${bonuses.spell} else 0
# Powered by Death: ${bonuses.perCorpse} a corpse, at most ${bonuses.poweredByDeathMax}, from rank 1 with a corpse in reach (counted as lasting).
pbd = if pbd_rank >= 1 and corpses >= 1 then min(${bonuses.perCorpse} * corpses, ${bonuses.poweredByDeathMax}) else 0
bonus_total = rings * ${bonuses.perRing} + leather + mutation * ${bonuses.perMutationLevel} + spell_bonus + pbd

# At least 1 before Slow Healing (${readings.minimumRateOne ? 'the source' : 'off: the seed has no minimum'}).
before_slow = if ${flag(readings.minimumRateOne)} == 1 then max(1, brr + bonus_total) else brr + bonus_total

# Slow Healing: × 0 at 3, or 2 with a monster in sight; × ½ rounded down at 1 with one.
slowed = if slow_healing == 3 or (slow_healing == 2 and monster_in_sight == 1) then 0 else if slow_healing == 1 and monster_in_sight == 1 then floor(before_slow / 2) else before_slow

# TRR: the slowed rate, and Trog's Hand, which Slow Healing never touches.
trr: pts/turn = slowed + (if trogs_hand == 1 then ${bonuses.trogsHand} else 0)

# An action counts its auts, a walk at most ${autsPerTurn}; its points are floor(TRR × auts / ${autsPerTurn}).
counted_auts = if walking == 1 then min(action_auts, ${autsPerTurn}) else action_auts
points = floor(trr * counted_auts / ${autsPerTurn})

# ${pointsPerHp} points heal 1 HP; turns of ${autsPerTurn} auts.
points_per_hp: pts/hp = ${pointsPerHp}
hp_per_turn: hp/turn = trr / points_per_hp
turns_per_hp: turn/hp = points_per_hp / trr
hp_missing: hp = mhp - 1
turns_to_full: turn = if mhp <= 1 then 0 else ceil(hp_missing * points_per_hp / points) * action_auts / ${autsPerTurn}
`;
}

/**
 * The build's inputs and the values the game allows each (a switch 0 or 1), as the DCSS section's
 * schema bounds them: sensitivity moves none past them, goal seek searches within them.
 */
const INPUTS: readonly (readonly [name: string, min: number, max: number])[] = [
  ['is_troll', 0, 1],
  ['rings', 0, DCSS_MAX_RINGS],
  ['troll_leather', 0, 1],
  ['moon_troll_leather', 0, 1],
  ['mutation', 0, DCSS_MAX_MUTATION],
  ['spell', 0, 1],
  ['trogs_hand', 0, 1],
  ['pbd_rank', 0, DCSS_MAX_PBD_RANK],
  ['corpses', 0, DCSS_MAX_CORPSES],
  ['slow_healing', 0, 3],
  ['monster_in_sight', 0, 1],
  ['action_auts', 1, DCSS_MAX_ACTION_AUTS],
  ['walking', 0, 1],
];

export function dcssFormulaSource(data: DcssData, build: DcssBuild): FormulaSource {
  return {
    text: dcssFormulaText(data),
    axis: { name: 'level', first: 1, last: data.maxLevel },
    inputs: INPUTS.map(([name, min, max]) => ({
      name,
      unit: null,
      initial: name === 'action_auts' ? 10 : 0,
      min,
      max,
    })),
    tables: [
      {
        name: 'max_hp',
        holds: 'lookup',
        columns: [{ name: 'hp', unit: null }],
        rows: build.maxHpByLevel.map((hp, i) => ({ id: String(i + 1), values: { hp } })),
      },
    ],
  };
}

export function dcssFormulaBuild(build: DcssBuild): FormulaBuild {
  return {
    rows: {},
    inputs: {
      is_troll: flag(build.isTroll),
      rings: build.rings,
      troll_leather: flag(build.trollLeather),
      moon_troll_leather: flag(build.moonTrollLeather),
      mutation: build.mutation,
      spell: flag(build.spell),
      trogs_hand: flag(build.trogsHand),
      pbd_rank: build.pbdRank,
      corpses: build.corpses,
      slow_healing: build.slowHealing,
      monster_in_sight: flag(build.monsterInSight),
      action_auts: build.actionAuts,
      walking: flag(build.walking),
    },
  };
}
