/**
 * The flags of the dice-driven reports: `quest/*` (a caster and the dispel matrix), `mage2e/cast`
 * (a spell, on top of a project's build or a plain improvised spell) and `dice/pool`. Every range
 * is checked by the engine's own validation or the project schema, and its message is reported
 * against the flag that set the field: "--gnosis 11: must be a whole number from 1 to 10".
 */
import * as v from 'valibot';
import type { Again, PoolQuality } from '../../shared/engine/dice-pool';
import { Mage2eCastSchema } from '../../shared/rulesets/mage2e/schema';
import type { ProjectDocument } from '../../shared/project/default-project';
import type { Mage2eCast } from '../../shared/rulesets/mage2e/data';
import { PLAIN_MAGE_CAST } from '../../shared/rulesets/mage2e/defaults';
import type { QuestBuild, QuestDispelView } from '../../shared/rulesets/quest/data';
import {
  validateQuestBuild,
  validateQuestDispelView,
  type QuestField,
} from '../../shared/rulesets/quest/validate';
import { clause, parseWhole } from './build-flags';
import { findNamed, listNames } from './names';
import type { FlagValue, ReportFlags } from './parse-args';
import type { DiceOptionName } from './report-catalog';
import { UsageError } from './usage-error';

type Given = ReportFlags['dice'];

function first(given: Given, name: DiceOptionName): FlagValue | undefined {
  return given[name]?.[0];
}

function on(given: Given, name: DiceOptionName): boolean {
  return given[name] !== undefined;
}

/** A whole number from the flag, or `fallback` when it is absent; refuses anything else. */
function wholeFlag(given: Given, name: DiceOptionName, fallback: number): number {
  const flag = first(given, name);
  if (flag === undefined) return fallback;
  const value = parseWhole(flag.value);
  if (Number.isNaN(value)) throw new UsageError(`${flag.shown}: give a whole number`);
  return value;
}

function choice<T extends string>(
  given: Given,
  name: DiceOptionName,
  choices: readonly T[],
  fallback: T,
): T {
  const flag = first(given, name);
  if (flag === undefined) return fallback;
  const wanted = flag.value.trim().toLowerCase();
  const found = choices.find((each) => each === wanted);
  if (found === undefined) {
    throw new UsageError(`${flag.shown}: choose one of ${choices.join(', ')}`);
  }
  return found;
}

// ---------------------------------------------------------------------------------------- dice

/** `--dice N [--again 8|9|10|none] [--rote]`: a pool of N d10 (0 or fewer: the chance die). */
export function resolveDicePool(flags: Pick<ReportFlags, 'dice'>): {
  dice: number;
  quality: PoolQuality;
} {
  const given = flags.dice;
  const diceFlag = first(given, 'dice');
  if (diceFlag === undefined)
    throw new UsageError('--dice: dice/pool needs the pool, e.g. --dice 7');
  const dice = wholeFlag(given, 'dice', 0);
  if (dice > 100 || dice < -20) {
    throw new UsageError(
      `${diceFlag.shown}: a pool holds at most 100 dice (0 or fewer: the chance die)`,
    );
  }
  const again = choice(given, 'again', ['10', '9', '8', 'none'] as const, '10');
  return {
    dice,
    quality: {
      again: again === 'none' ? null : (Number(again) as Exclude<Again, null>),
      rote: on(given, 'rote'),
    },
  };
}

// --------------------------------------------------------------------------------------- quest

/** Which flag sets which caster or matrix field, so a message lands on the flag typed. */
const QUEST_FIELD_FLAGS: Partial<Record<QuestField, DiceOptionName>> = {
  int: 'int',
  vp: 'vp',
  potions: 'potions',
  minInt: 'min-int',
  maxInt: 'max-int',
  dispellers: 'dispellers',
};

function questIssue(given: Given, issue: { field: QuestField; message: string }): UsageError {
  const name =
    QUEST_FIELD_FLAGS[issue.field] ?? (issue.field.startsWith('spells') ? 'cost' : undefined);
  const flag = name === undefined ? undefined : (first(given, name) ?? first(given, 'costs'));
  const message = clause(issue.message);
  return new UsageError(
    `${flag?.shown ?? issue.field}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
  );
}

/**
 * The caster `quest/budget` is for: a project's caster (--build NAME) or a plain hero, with
 * --int, --vp, --potions, --non-hero on top; --spells N learns N spells of --cost mana (default 1),
 * --costs 2,3,1 one spell per cost.
 */
export function resolveQuestBuild(
  project: ProjectDocument,
  flags: Pick<ReportFlags, 'dice' | 'build'>,
): QuestBuild {
  const given = flags.dice;
  const { data, builds } = project.quest;
  let base: QuestBuild = {
    id: 'cli',
    name: 'Command line',
    int: 4,
    vp: 1,
    hero: true,
    spells: [],
    potions: 0,
  };
  if (flags.build !== undefined) {
    const found = findNamed(builds, flags.build.value);
    if (found === undefined) {
      throw new UsageError(
        `${flags.build.shown}: no such Quest caster; choose one of ${listNames(builds)}`,
      );
    }
    base = found;
  }
  let spells = base.spells;
  const costs = first(given, 'costs');
  if (costs !== undefined) {
    if (on(given, 'spells') || on(given, 'cost')) {
      throw new UsageError(
        `${costs.shown}: give either --costs or --spells (with --cost), not both`,
      );
    }
    spells = costs.value.split(',').map((text, index) => {
      const manaCost = parseWhole(text);
      if (Number.isNaN(manaCost)) {
        throw new UsageError(
          `${costs.shown}: give whole numbers separated by commas, e.g. --costs 2,3,1`,
        );
      }
      return { id: `spell-${index + 1}`, name: `Spell ${index + 1}`, manaCost };
    });
  } else if (on(given, 'spells')) {
    const count = wholeFlag(given, 'spells', 0);
    if (count < 0 || count > 99) {
      throw new UsageError(`${first(given, 'spells')?.shown ?? '--spells'}: give 0 to 99 spells`);
    }
    const manaCost = wholeFlag(given, 'cost', 1);
    spells = Array.from({ length: count }, (_, i) => ({
      id: `spell-${i + 1}`,
      name: `Spell ${i + 1}`,
      manaCost,
    }));
  } else if (on(given, 'cost')) {
    throw new UsageError(`${first(given, 'cost')?.shown ?? '--cost'}: give --spells N with it`);
  }
  const build: QuestBuild = {
    ...base,
    int: wholeFlag(given, 'int', base.int),
    vp: wholeFlag(given, 'vp', base.vp),
    potions: wholeFlag(given, 'potions', base.potions),
    hero: on(given, 'non-hero') ? false : base.hero,
    spells,
  };
  const [issue] = validateQuestBuild(data, build);
  if (issue !== undefined) throw questIssue(given, issue);
  return build;
}

export type DispelMode = 'before' | 'known-total';

/** The matrix `quest/dispel-odds` writes: the project's settings with the flags on top. */
export function resolveQuestDispel(
  project: ProjectDocument,
  flags: Pick<ReportFlags, 'dice'>,
): { view: QuestDispelView; mode: DispelMode } {
  const given = flags.dice;
  const saved = project.quest.dispelView;
  const view: QuestDispelView = {
    ...saved,
    minInt: wholeFlag(given, 'min-int', saved.minInt),
    maxInt: wholeFlag(given, 'max-int', saved.maxInt),
    dispellers: wholeFlag(given, 'dispellers', saved.dispellers),
  };
  const [issue] = validateQuestDispelView(view);
  if (issue !== undefined) throw questIssue(given, issue);
  return { view, mode: choice(given, 'mode', ['before', 'known-total'] as const, 'before') };
}

// -------------------------------------------------------------------------------------- mage2e

/** Which flag sets which cast field (its JSON path in the cast), for the schema's messages. */
const MAGE_FIELD_FLAGS: Readonly<Record<string, DiceOptionName>> = {
  gnosis: 'gnosis',
  arcanum: 'arcanum',
  highest: 'highest',
  roteSkill: 'rote-skill',
  'castingTime.extraIntervals': 'intervals',
  'potency.level': 'potency',
  'duration.step': 'duration-step',
  'scale.subjects': 'subjects',
  'scale.size': 'size',
  'scale.areaStep': 'area-step',
  otherReach: 'reach',
  manaMitigation: 'mitigation',
  'paradox.earlierRolls': 'earlier-rolls',
  wisdom: 'wisdom',
};

/** `--yantra demesne` or `--yantra sympathy=1`: the Yantra's id and its bonus (its default). */
function readYantras(project: ProjectDocument, given: Given): Mage2eCast['yantras'] | undefined {
  const flags = given.yantra;
  if (flags === undefined) return undefined;
  const catalog = project.mage2e.data.yantras;
  return flags.map((flag) => {
    const [name = '', bonusText] = flag.value.split('=');
    const yantra = catalog.find(
      (row) =>
        row.id === name.trim().toLowerCase() ||
        row.name.toLowerCase() === name.trim().toLowerCase(),
    );
    if (yantra === undefined) {
      throw new UsageError(
        `${flag.shown}: unknown Yantra; choose one of ${catalog.map((row) => row.id).join(', ')}`,
      );
    }
    const bonus = bonusText === undefined ? yantra.bonus : parseWhole(bonusText);
    if (Number.isNaN(bonus) || bonus < yantra.minBonus || bonus > yantra.maxBonus) {
      throw new UsageError(
        `${flag.shown}: ${yantra.name} gives +${yantra.minBonus} to +${yantra.maxBonus}`,
      );
    }
    return { yantraId: yantra.id, bonus };
  });
}

/**
 * The spell `mage2e/cast` computes: a project's build (--build NAME) or a plain improvised spell
 * (Gnosis 2, Arcanum 2 of 2, everything Standard), with each flag on top.
 */
export function resolveMageCast(
  project: ProjectDocument,
  flags: Pick<ReportFlags, 'dice' | 'build'>,
): Mage2eCast {
  const given = flags.dice;
  const builds = project.mage2e.builds;
  let base: Mage2eCast = PLAIN_MAGE_CAST;
  if (flags.build !== undefined) {
    const found = findNamed(builds, flags.build.value);
    if (found === undefined) {
      throw new UsageError(
        `${flags.build.shown}: no such Mage 2e spell; choose one of ${listNames(builds)}`,
      );
    }
    base = found;
  }
  const flag = (name: DiceOptionName, value: boolean) => (on(given, name) ? true : value);
  const cast: Mage2eCast = {
    ...base,
    gnosis: wholeFlag(given, 'gnosis', base.gnosis),
    arcanum: wholeFlag(given, 'arcanum', base.arcanum),
    highest: wholeFlag(given, 'highest', base.highest),
    method: choice(given, 'method', ['improvised', 'rote', 'praxis'] as const, base.method),
    roteSkill: wholeFlag(given, 'rote-skill', base.roteSkill),
    roteQuality: flag('rote-quality', base.roteQuality),
    fromGrimoire: flag('grimoire', base.fromGrimoire),
    commonOrInferior: flag('common-arcanum', base.commonOrInferior),
    primaryFactor: choice(
      given,
      'primary',
      ['potency', 'duration', 'scale'] as const,
      base.primaryFactor,
    ),
    castingTime: {
      advanced: flag('instant', base.castingTime.advanced),
      extraIntervals: wholeFlag(given, 'intervals', base.castingTime.extraIntervals),
    },
    range: { advanced: flag('sensory', base.range.advanced) },
    potency: {
      advanced: flag('advanced-potency', base.potency.advanced),
      level: wholeFlag(given, 'potency', base.potency.level),
    },
    duration: {
      advanced: flag('advanced-duration', base.duration.advanced),
      step: wholeFlag(given, 'duration-step', base.duration.step),
    },
    scale: {
      advanced: flag('advanced-scale', base.scale.advanced),
      subjects: wholeFlag(given, 'subjects', base.scale.subjects),
      size: wholeFlag(given, 'size', base.scale.size),
      areaStep: wholeFlag(given, 'area-step', base.scale.areaStep),
    },
    otherReach: wholeFlag(given, 'reach', base.otherReach),
    yantras: readYantras(project, given) ?? base.yantras,
    manaMitigation: wholeFlag(given, 'mitigation', base.manaMitigation),
    paradox: {
      inured: flag('inured', base.paradox.inured),
      earlierRolls: wholeFlag(given, 'earlier-rolls', base.paradox.earlierRolls),
      witnesses: choice(
        given,
        'witnesses',
        ['none', 'few', 'large', 'crowd'] as const,
        base.paradox.witnesses,
      ),
      dedicatedTool: flag('dedicated-tool', base.paradox.dedicatedTool),
    },
    paradoxHandling: on(given, 'contain') ? 'contain' : base.paradoxHandling,
    wisdom: wholeFlag(given, 'wisdom', base.wisdom),
  };
  const checked = v.safeParse(Mage2eCastSchema, cast);
  if (!checked.success) {
    const [issue] = checked.issues;
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    const name = MAGE_FIELD_FLAGS[path];
    const shown =
      name === undefined
        ? path
        : (first(given, name)?.shown ?? `${flags.build?.shown ?? 'the build'}: ${path}`);
    throw new UsageError(`${shown}: ${issue.message}`);
  }
  return cast;
}
