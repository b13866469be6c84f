/**
 * The Quest caster and dispel matrix a `quest/*` report is computed for: the project's caster
 * (--build) or a plain hero, and the project's matrix settings, with the flags on top. Every range
 * is checked by the engine's own validation, and its message is reported against the flag that
 * set the field: "--vp 99: …".
 */
import { afterFlag, parseWhole, type GivenFlags } from '../../cli/flags';
import { findNamed, listNames } from '../../cli/names';
import { UsageError } from '../../cli/usage-error';
import type { QuestOptionName } from './cli-reports';
import type { QuestBuild, QuestCover, QuestDispelView, QuestTarget } from './data';
import { QUEST_COVERS } from './schema';
import type { QuestSection } from './schema';
import {
  problemWithDispellerInt,
  problemWithTargetName,
  validateQuestBuild,
  validateQuestDispelView,
  type QuestField,
} from './validate';

type Flags = GivenFlags<QuestOptionName>;

/** Which flag sets which caster or matrix field, so a message lands on the flag typed. */
const QUEST_FIELD_FLAGS: Partial<Record<QuestField, QuestOptionName>> = {
  int: 'int',
  vp: 'vp',
  potions: 'potions',
  scrolls: 'scrolls',
  dispellerMana: 'dispeller-mana',
  dispellerSquares: 'dispeller-squares',
  minInt: 'min-int',
  maxInt: 'max-int',
  dispellers: 'dispellers',
};

function questIssue(flags: Flags, issue: { field: QuestField; message: string }): UsageError {
  const name =
    QUEST_FIELD_FLAGS[issue.field] ?? (issue.field.startsWith('spells') ? 'cost' : undefined);
  const flag = name === undefined ? undefined : (flags.one(name) ?? flags.one('costs'));
  // "VP must be…" stays as written: only a leading article is lowered (`afterFlag`).
  return new UsageError(`${flag?.shown ?? issue.field}: ${afterFlag(issue.message)}`);
}

/**
 * The caster `quest/budget` is for: a project's caster (--build NAME) or a plain hero, with
 * --int, --vp, --potions, --non-hero on top; --spells N learns N spells of --cost mana (default 1),
 * --costs 2,3,1 one spell per cost.
 */
export function resolveQuestBuild({ data, builds }: QuestSection, flags: Flags): QuestBuild {
  const buildFlag = flags.one('build');
  let base: QuestBuild = {
    id: 'cli',
    name: 'Command line',
    int: 4,
    vp: 1,
    hero: true,
    loreId: null,
    spells: [],
    potions: 0,
    scrolls: 0,
  };
  if (buildFlag !== undefined) {
    const found = findNamed(builds, buildFlag.value);
    if (found === undefined) {
      throw new UsageError(
        `${buildFlag.shown}: no such Quest caster; choose one of ${listNames(builds)}`,
      );
    }
    base = found;
  }
  let spells = base.spells;
  const costs = flags.one('costs');
  if (costs !== undefined) {
    if (flags.has('spells') || flags.has('cost')) {
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
      // A spell given by its cost alone deals no damage and has no permanent effect.
      return {
        id: `spell-${index + 1}`,
        name: `Spell ${index + 1}`,
        manaCost,
        damageDice: null,
        permanentTurns: null,
        projectile: false,
      };
    });
  } else if (flags.has('spells')) {
    const count = flags.whole('spells', 0);
    if (count < 0 || count > 99) {
      throw new UsageError(`${flags.one('spells')?.shown ?? '--spells'}: give 0 to 99 spells`);
    }
    const manaCost = flags.whole('cost', 1);
    spells = Array.from({ length: count }, (_, i) => ({
      id: `spell-${i + 1}`,
      name: `Spell ${i + 1}`,
      manaCost,
      damageDice: null,
      permanentTurns: null,
      projectile: false,
    }));
  } else if (flags.has('cost')) {
    throw new UsageError(`${flags.one('cost')?.shown ?? '--cost'}: give --spells N with it`);
  }
  const build: QuestBuild = {
    ...base,
    int: flags.whole('int', base.int),
    vp: flags.whole('vp', base.vp),
    potions: flags.whole('potions', base.potions),
    scrolls: flags.whole('scrolls', base.scrolls),
    hero: flags.has('non-hero') ? false : base.hero,
    spells,
  };
  const [issue] = validateQuestBuild(data, build);
  if (issue !== undefined) throw questIssue(flags, issue);
  return build;
}

export type DispelMode = 'before' | 'known-total';

/** The matrix `quest/dispel-odds` writes: the project's settings with the flags on top. */
export function resolveQuestDispel(
  { dispelView: saved }: QuestSection,
  flags: Flags,
): { view: QuestDispelView; mode: DispelMode } {
  const view: QuestDispelView = {
    ...saved,
    minInt: flags.whole('min-int', saved.minInt),
    maxInt: flags.whole('max-int', saved.maxInt),
    dispellers: flags.whole('dispellers', saved.dispellers),
    dispellerInt: flags.whole('dispeller-int', saved.dispellerInt),
    dispellerMana: dispellerManaFlag(flags, saved.dispellerMana),
    dispellerSquares: flags.whole('dispeller-squares', saved.dispellerSquares),
    dispellersInMelee: flags.has('in-melee') || saved.dispellersInMelee,
  };
  const [issue] = validateQuestDispelView(view);
  if (issue !== undefined) throw questIssue(flags, issue);
  // The screen's Dispeller's Int field refuses the same.
  const dispellerInt = flags.one('dispeller-int');
  const refused = problemWithDispellerInt(view.dispellerInt);
  if (refused !== null)
    throw new UsageError(`${dispellerInt?.shown ?? '--dispeller-int'}: ${afterFlag(refused)}`);
  return { view, mode: flags.choice('mode', ['before', 'known-total'] as const, 'before') };
}

/** --dispeller-mana N, or "none" (they never run out, the field left empty). */
function dispellerManaFlag(flags: Flags, saved: number | null): number | null {
  const flag = flags.one('dispeller-mana');
  if (flag === undefined) return saved;
  if (flag.value.trim().toLowerCase() === 'none') return null;
  return flags.whole('dispeller-mana', 0);
}

/** What each word of --target's cover means: a cover, or no line of sight at all. */
const TARGET_SIGHTS = [...QUEST_COVERS, 'hidden'] as const;

/**
 * The targets `quest/targets` casts at: the project's, or those of --target NAME:COVER (none,
 * light, heavy; hidden: no line of sight), repeated, in place of them.
 */
export function resolveQuestTargets(
  saved: readonly QuestTarget[],
  flags: Flags,
): readonly QuestTarget[] {
  const given = flags.all('target');
  if (given.length === 0) return saved;
  const taken: string[] = [];
  return given.map((flag, index) => {
    const at = flag.value.lastIndexOf(':');
    const name = (at < 0 ? flag.value : flag.value.slice(0, at)).trim();
    const sight =
      at < 0
        ? 'none'
        : flag.value
            .slice(at + 1)
            .trim()
            .toLowerCase();
    // The screen's name field refuses the same: an empty name, or one another target has.
    const refused = problemWithTargetName(name, taken);
    if (refused !== null) throw new UsageError(`${flag.shown}: ${afterFlag(refused)}`);
    if (!(TARGET_SIGHTS as readonly string[]).includes(sight)) {
      throw new UsageError(
        `${flag.shown}: after the name, choose one of ${TARGET_SIGHTS.join(', ')}`,
      );
    }
    taken.push(name);
    return {
      id: `target-${index + 1}`,
      name,
      lineOfSight: sight !== 'hidden',
      cover: (sight === 'hidden' ? 'none' : sight) as QuestCover,
    };
  });
}
