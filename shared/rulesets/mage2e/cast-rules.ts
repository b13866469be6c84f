/**
 * The rules of the spellcasting steps a cast can break, each on the field that breaks it: the
 * screen's fields refuse such a value (inline, as they refuse a number out of range), and the CLI
 * refuses the flag that sets it, with the same sentence. The engine (`cast.ts`) still computes a
 * cast that breaks one (a project file can hold it) and lists the sentence among its errors.
 */
import { plural } from '../../engine/time-format';
import type { Mage2eCast, Mage2eData } from './data';

/** Where a broken rule is set: a cast field's path, as the schema names it. */
export type CastRuleField =
  | 'highest'
  | 'castingTime.advanced'
  | 'range.remoteViewing'
  | 'scale.subjects'
  | 'scale.size'
  | 'scale.areaStep'
  | 'duration.step'
  | 'yantras'
  | 'paradoxHandling';

export interface CastRuleProblem {
  readonly field: CastRuleField;
  readonly message: string;
}

/**
 * Step 1: the caster must have every Arcanum dot the spell uses. The sentence saying what is
 * missing ("The caster needs Forces 3 to cast a spell with a 3-dot Arcanum."), or null.
 */
export function arcanumProblem(
  cast: Pick<Mage2eCast, 'arcanum' | 'highest' | 'arcanumName'>,
): string | null {
  if (cast.arcanum >= cast.highest) return null;
  return `The caster needs ${cast.arcanumName} ${cast.highest} to cast a spell with a ${cast.highest}-dot Arcanum.`;
}

/** MtA 2e p. 98: a rote read from a grimoire takes its ritual time; it cannot be instant. */
export const GRIMOIRE_INSTANT_MESSAGE = 'A rote cast from a grimoire cannot use instant casting.';

/** Seed 003: "If at sensory range, allow the mage to cast on a subject she is viewing remotely". */
/** Seed 003, Contain or Release Paradox: "Characters with no souls cannot contain Paradox." */
export const SOULLESS_CONTAIN_MESSAGE =
  'A caster without a soul cannot contain Paradox: it can only release it.';

export const REMOTE_VIEWING_MESSAGE =
  'Casting on a subject viewed remotely needs sensory range (Advanced range).';

/** Whether the grimoire counts: only a rote is cast from one (it is ignored otherwise). */
export function castFromGrimoire(cast: Pick<Mage2eCast, 'fromGrimoire' | 'method'>): boolean {
  return cast.fromGrimoire && cast.method === 'rote';
}

/** Step 4: Standard Scale's table ends; more subjects or Size need Advanced Scale. */
export function standardScaleProblem(
  data: Mage2eData,
  cast: Mage2eCast,
  column: 'subjects' | 'size',
): string | null {
  const last = data.scale.standard.at(-1);
  if (cast.scale.advanced || last === undefined) return null;
  if (column === 'subjects' && cast.scale.subjects > last.subjects) {
    return `Standard Scale stops at ${last.subjects} subjects: ${cast.scale.subjects} needs Advanced Scale.`;
  }
  if (column === 'size' && cast.scale.size > last.size) {
    return `Standard Scale stops at Size ${last.size}: Size ${cast.scale.size} needs Advanced Scale.`;
  }
  return null;
}

/** Step 5: Gnosis limits how many Yantras a spell uses ("Gnosis 1 allows 1 Yantra, …"). */
export function yantraLimitProblem(data: Mage2eData, cast: Mage2eCast): string | null {
  const mudra = mudraYantra(data, cast);
  const slots = data.gnosis.find((r) => r.gnosis === cast.gnosis)?.yantras;
  if (mudra && slots !== undefined && cast.yantras.length > slots - 1) {
    return (
      `Gnosis ${cast.gnosis} allows ${plural(slots, 'Yantra')}: the rote’s Mudra is one, and ` +
      `${cast.yantras.length} more ${cast.yantras.length === 1 ? 'is' : 'are'} chosen.`
    );
  }
  const row = data.gnosis.find((each) => each.gnosis === cast.gnosis);
  if (row === undefined || cast.yantras.length <= row.yantras) return null;
  return `Gnosis ${cast.gnosis} allows ${plural(row.yantras, 'Yantra')}, and ${cast.yantras.length} are chosen.`;
}

/** Every rule `cast` breaks, in the order of the steps, each on its field. */
export function castRuleProblems(data: Mage2eData, cast: Mage2eCast): CastRuleProblem[] {
  const problems: CastRuleProblem[] = [];
  const add = (field: CastRuleField, message: string | null) => {
    if (message !== null) problems.push({ field, message });
  };
  add('highest', arcanumProblem(cast));
  add(
    'paradoxHandling',
    cast.soulless && cast.paradoxHandling === 'contain' ? SOULLESS_CONTAIN_MESSAGE : null,
  );
  add(
    'castingTime.advanced',
    cast.castingTime.advanced && castFromGrimoire(cast) ? GRIMOIRE_INSTANT_MESSAGE : null,
  );
  add(
    'range.remoteViewing',
    cast.range.remoteViewing && !cast.range.advanced ? REMOTE_VIEWING_MESSAGE : null,
  );
  const durationRows = data.duration.advanced;
  if (cast.duration.advanced && durationRows.length > 0) {
    add(
      'duration.step',
      cast.duration.step > durationRows.length - 1
        ? `Advanced Duration has ${durationRows.length} steps: step ${cast.duration.step} is past its end.`
        : null,
    );
  }
  add('scale.subjects', standardScaleProblem(data, cast, 'subjects'));
  add('scale.size', standardScaleProblem(data, cast, 'size'));
  const scaleRows = cast.scale.advanced ? data.scale.advanced : data.scale.standard;
  const lastArea = scaleRows.at(-1);
  if (lastArea !== undefined && cast.scale.areaStep > scaleRows.length - 1) {
    add(
      'scale.areaStep',
      `${cast.scale.advanced ? 'Advanced' : 'Standard'} Scale's area cannot go past ` +
        `"${lastArea.area}" (step ${scaleRows.length - 1}).`,
    );
  }
  for (const chosen of cast.yantras) {
    const yantra = data.yantras.find((row) => row.id === chosen.yantraId);
    if (yantra === undefined) {
      add('yantras', `No Yantra "${chosen.yantraId}" in the catalog.`);
    } else if (chosen.bonus < yantra.minBonus || chosen.bonus > yantra.maxBonus) {
      add('yantras', `${yantra.name} gives +${yantra.minBonus} to +${yantra.maxBonus}.`);
    }
  }
  add('yantras', yantraLimitProblem(data, cast));
  return problems;
}

/**
 * Whether the cast's rote Skill is a Mudra Yantra (the reading `roteMudraYantra`): a rote with a
 * Skill of 1 or more, under the book's reading. Otherwise the Skill adds to the base pool.
 */
export function mudraYantra(data: Mage2eData, cast: Mage2eCast): boolean {
  return data.readings.roteMudraYantra && cast.method === 'rote' && cast.roteSkill > 0;
}
