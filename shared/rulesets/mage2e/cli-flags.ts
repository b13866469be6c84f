/**
 * The spell `mage2e/cast` computes: a project's build (--build NAME) or a plain improvised spell,
 * with each flag on top. Every range is checked by the project schema's own cast schema, and its
 * message is reported against the flag that set the field: "--gnosis 11: …". So is every rule of
 * the spellcasting steps the screen's fields enforce (`cast-rules.ts`), in the field's words.
 */
import * as v from 'valibot';
import { afterFlag, parseWhole, type GivenFlags } from '../../cli/flags';
import { findNamed, listNames } from '../../cli/names';
import { UsageError } from '../../cli/usage-error';
import { castRuleProblems, type CastRuleField } from './cast-rules';
import type { MageOptionName } from './cli-reports';
import type { Mage2eCast, Mage2eData } from './data';
import { PLAIN_MAGE_CAST } from './defaults';
import { Mage2eCastSchema, type Mage2eSection } from './schema';

type Flags = GivenFlags<MageOptionName>;

/** Which flag sets which cast field (its JSON path in the cast), for the schema's messages. */
const MAGE_FIELD_FLAGS: Readonly<Record<string, MageOptionName>> = {
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
  activeSpells: 'active-spells',
  manaMitigation: 'mitigation',
  'paradox.earlierRolls': 'earlier-rolls',
  wisdom: 'wisdom',
};

/**
 * Which flags set each field a spellcasting rule checks, the field's own first: "--highest 3:
 * the caster needs Forces 3…", "--instant: a rote cast from a grimoire cannot use instant casting".
 */
const RULE_FLAGS: Readonly<Record<CastRuleField, readonly MageOptionName[]>> = {
  highest: ['highest', 'arcanum'],
  'castingTime.advanced': ['instant', 'grimoire', 'method'],
  'range.remoteViewing': ['remote-viewing'],
  'duration.step': ['duration-step', 'advanced-duration'],
  'scale.subjects': ['subjects'],
  'scale.size': ['size'],
  'scale.areaStep': ['area-step'],
  yantras: ['yantra', 'gnosis'],
  paradoxHandling: ['contain', 'soulless'],
};

/** `--yantra demesne` or `--yantra sympathy=1`: the Yantra's id and its bonus (its default). */
function readYantras(data: Mage2eData, flags: Flags): Mage2eCast['yantras'] | undefined {
  if (!flags.has('yantra')) return undefined;
  const catalog = data.yantras;
  return flags.all('yantra').map((flag) => {
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
export function resolveMageCast({ data, builds }: Mage2eSection, flags: Flags): Mage2eCast {
  const buildFlag = flags.one('build');
  let base: Mage2eCast = PLAIN_MAGE_CAST;
  if (buildFlag !== undefined) {
    const found = findNamed(builds, buildFlag.value);
    if (found === undefined) {
      throw new UsageError(
        `${buildFlag.shown}: no such Mage 2e spell; choose one of ${listNames(builds)}`,
      );
    }
    base = found;
  }
  const flag = (name: MageOptionName, value: boolean) => (flags.has(name) ? true : value);
  const cast: Mage2eCast = {
    ...base,
    gnosis: flags.whole('gnosis', base.gnosis),
    arcanum: flags.whole('arcanum', base.arcanum),
    highest: flags.whole('highest', base.highest),
    method: flags.choice('method', ['improvised', 'rote', 'praxis'] as const, base.method),
    roteSkill: flags.whole('rote-skill', base.roteSkill),
    roteQuality: flag('rote-quality', base.roteQuality),
    fromGrimoire: flag('grimoire', base.fromGrimoire),
    commonOrInferior: flag('common-arcanum', base.commonOrInferior),
    primaryFactor: flags.choice(
      'primary',
      ['potency', 'duration', 'scale'] as const,
      base.primaryFactor,
    ),
    // The spell's own primary factor: the build's, or (a plain spell) the one --primary names, so
    // --primary alone changes no Reach; --spell-primary says the spell's own is another.
    spellPrimaryFactor: flags.choice(
      'spell-primary',
      ['potency', 'duration', 'scale'] as const,
      flags.has('build')
        ? base.spellPrimaryFactor
        : flags.choice('primary', ['potency', 'duration', 'scale'] as const, base.primaryFactor),
    ),
    castingTime: {
      advanced: flag('instant', base.castingTime.advanced),
      extraIntervals: flags.whole('intervals', base.castingTime.extraIntervals),
    },
    range: {
      advanced: flag('sensory', base.range.advanced),
      remoteViewing: flag('remote-viewing', base.range.remoteViewing),
    },
    potency: {
      advanced: flag('advanced-potency', base.potency.advanced),
      level: flags.whole('potency', base.potency.level),
    },
    duration: {
      advanced: flag('advanced-duration', base.duration.advanced),
      step: flags.whole('duration-step', base.duration.step),
    },
    scale: {
      advanced: flag('advanced-scale', base.scale.advanced),
      subjects: flags.whole('subjects', base.scale.subjects),
      size: flags.whole('size', base.scale.size),
      areaStep: flags.whole('area-step', base.scale.areaStep),
    },
    otherReach: flags.whole('reach', base.otherReach),
    activeSpells: flags.whole('active-spells', base.activeSpells),
    yantras: readYantras(data, flags) ?? base.yantras,
    manaMitigation: flags.whole('mitigation', base.manaMitigation),
    paradox: {
      inured: flag('inured', base.paradox.inured),
      earlierRolls: flags.whole('earlier-rolls', base.paradox.earlierRolls),
      witnesses: flags.choice(
        'witnesses',
        ['none', 'few', 'large', 'crowd'] as const,
        base.paradox.witnesses,
      ),
      dedicatedTool: flag('dedicated-tool', base.paradox.dedicatedTool),
    },
    paradoxHandling: flags.has('contain') ? 'contain' : base.paradoxHandling,
    soulless: flag('soulless', base.soulless),
    wisdom: flags.whole('wisdom', base.wisdom),
  };
  const checked = v.safeParse(Mage2eCastSchema, cast);
  if (!checked.success) {
    const [issue] = checked.issues;
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    const name = MAGE_FIELD_FLAGS[path];
    const shown =
      name === undefined
        ? path
        : (flags.one(name)?.shown ?? `${buildFlag?.shown ?? 'the build'}: ${path}`);
    throw new UsageError(`${shown}: ${issue.message}`);
  }
  const [broken] = castRuleProblems(data, cast);
  if (broken !== undefined) {
    // The flag that set the field, else the one that made the rule apply, else the build.
    const blamed = RULE_FLAGS[broken.field]
      .map((name) => flags.all(name).at(-1))
      .find((given) => given !== undefined);
    throw new UsageError(
      `${blamed?.shown ?? buildFlag?.shown ?? 'the build'}: ${afterFlag(broken.message)}`,
    );
  }
  return cast;
}
