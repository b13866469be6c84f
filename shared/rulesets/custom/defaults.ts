import type { CustomSection } from './schema';

/** The built-in project holds no custom ruleset: a designer adds their own. */
export function makeDefaultCustomSection(): CustomSection {
  return { rulesets: [] };
}

/** The axis a new custom ruleset gets, as every built-in ruleset's charts: levels 1–60. */
export const DEFAULT_AXIS = { name: 'level', first: 1, last: 60 } as const;
