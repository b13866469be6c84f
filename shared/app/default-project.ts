import { makeDefaultCompareSettings } from '../compare/settings';
import { makeDefaultBalanceSettings } from '../project/schema/balance';
import { makeDefaultCustomSection } from '../rulesets/custom/defaults';
import { RULESET_LIST } from './ruleset-list';
import type { RulesetDeclaration } from '../rulesets/ruleset';
import { CURRENT_FORMAT_VERSION, type ProjectDocument } from './project-schema';

/**
 * The project document: every ruleset's data, the builds and view settings. Inferred from the
 * schema (`project-schema.ts`), which also reads, checks and orders it in project files.
 */
export type { ProjectDocument } from './project-schema';

/** A project of these rulesets: each one's default section, the comparison's defaults, no custom ruleset. */
export function defaultProjectOf(list: readonly RulesetDeclaration[]): Record<string, unknown> {
  const sections = Object.fromEntries(
    list.map((ruleset) => [ruleset.meta.id, ruleset.makeDefault()]),
  );
  return {
    formatVersion: CURRENT_FORMAT_VERSION,
    ...sections,
    compare: makeDefaultCompareSettings(),
    balance: makeDefaultBalanceSettings(),
    custom: makeDefaultCustomSection(),
  };
}

/** The built-in project Wellspring opens on: each ruleset's default section, then the comparison. */
export function makeDefaultProject(): ProjectDocument {
  return defaultProjectOf(RULESET_LIST) as ProjectDocument;
}
