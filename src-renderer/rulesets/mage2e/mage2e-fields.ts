import * as v from 'valibot';
import type { MageCastView } from '../../../shared/rulesets/mage2e/cast';
import type { Mage2eCast, Mage2eData } from '../../../shared/rulesets/mage2e/data';
import { Mage2eCastSchema, Mage2eDataSchema } from '../../../shared/rulesets/mage2e/schema';
import { validateMage2eData } from '../../../shared/rulesets/mage2e/validate';

/** The dotted path of a valibot issue ("scale.subjects", "gnosis.3.maxMana"). */
function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => String(item.key)).join('.');
}

/**
 * The schema's verdict on one field of a candidate cast, as a sentence for the field's inline
 * message ("Gnosis must be a whole number from 1 to 10."), or null when it is fine.
 */
export function castProblem(candidate: Mage2eCast, path: string, label: string): string | null {
  const result = v.safeParse(Mage2eCastSchema, candidate);
  if (result.success) return null;
  const issue = result.issues.find((entry) => issuePath(entry) === path);
  return issue === undefined ? null : `${label} ${issue.message}.`;
}

/** The same for the rules: the schema's range, then what the schema cannot see. */
export function dataProblem(candidate: Mage2eData, path: string, label: string): string | null {
  const result = v.safeParse(Mage2eDataSchema, candidate);
  if (!result.success) {
    const issue = result.issues.find((entry) => issuePath(entry) === path);
    if (issue !== undefined) return `${label} ${issue.message}.`;
  }
  return validateMage2eData(candidate)[0] ?? null;
}

/** A dice modifier with its sign, as the rules print it: "+2", "0", "−2". */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0';
}

/** The final pool in a word or two: "10 dice", "1 die", "Chance die", "Impossible". */
export function poolText(view: MageCastView): string {
  if (view.impossible !== null) return 'Impossible';
  if (view.poolKind === 'chance') return 'Chance die';
  return `${view.pool.value} ${view.pool.value === 1 ? 'die' : 'dice'}`;
}
