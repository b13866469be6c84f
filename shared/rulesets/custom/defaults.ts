import type { CustomRuleset, CustomSection } from './schema';

/** The built-in project holds no custom ruleset: a designer adds their own. */
export function makeDefaultCustomSection(): CustomSection {
  return { rulesets: [] };
}

/** The axis a new custom ruleset gets, as every built-in ruleset's charts: levels 1–60. */
export const DEFAULT_AXIS = { name: 'level', first: 1, last: 60 } as const;

/**
 * A name none of `rulesets` has: `base`, else `base 2`, `base 3`, … (as a desktop tool names a
 * second copy), so a ruleset made twice from one template, or pasted beside its namesake, can be
 * told apart.
 */
export function freeRulesetNameAmong(
  rulesets: readonly Pick<CustomRuleset, 'name'>[],
  base: string,
): string {
  const taken = new Set(rulesets.map((ruleset) => ruleset.name.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`.toLowerCase())) n += 1;
  return `${base} ${n}`;
}

/** An id none of `rulesets` has: `base`, else `base-2`, `base-3`, … */
export function freeRulesetIdAmong(
  rulesets: readonly Pick<CustomRuleset, 'id'>[],
  base: string,
): string {
  const taken = new Set(rulesets.map((ruleset) => ruleset.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
