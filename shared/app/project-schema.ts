/**
 * The project document: every ruleset's section (from the list of rulesets, in its order), the
 * comparison's view settings, the Balance grid's bands and the designer's own rulesets (`custom`). Declared once here; `ProjectDocument` and the
 * per-ruleset types are inferred from it. The order of the fields here is the order they are
 * saved in (see `../serialize.ts`).
 */
import * as v from 'valibot';
import { RULESET_LIST } from './ruleset-list';
import type { RulesetDeclaration } from '../rulesets/ruleset';
import { record } from '../project/schema/common';
import { BalanceSettingsSchema } from '../project/schema/balance';
import { CompareSettingsSchema } from '../project/schema/compare';
import { CustomSectionSchema } from '../rulesets/custom/schema';

/** The format this version of Wellspring writes (and the newest it reads). */
export const CURRENT_FORMAT_VERSION = 12;

/** Each ruleset's section schema under its id. */
type SectionEntries<L extends readonly RulesetDeclaration[]> = {
  readonly [R in L[number] as R['meta']['id']]: R['schema'];
};

/** The document's schema for a list of rulesets: the version, their sections, the comparison. */
export function projectSchemaOf<const L extends readonly RulesetDeclaration[]>(list: L) {
  const sections = Object.fromEntries(
    list.map((ruleset) => [ruleset.meta.id, ruleset.schema]),
  ) as SectionEntries<L>;
  return record({
    formatVersion: v.literal(
      CURRENT_FORMAT_VERSION,
      `must be ${CURRENT_FORMAT_VERSION} (the format this Wellspring writes)`,
    ),
    ...sections,
    /** The cross-system regeneration comparison: which lines, which measure, the exchange rate. */
    compare: CompareSettingsSchema,
    /** The Balance grid's bands: what the designer set as acceptable, column by column. */
    balance: BalanceSettingsSchema,
    /** The designer's own rulesets, written in the formula language (`docs/formulas.md`). */
    custom: CustomSectionSchema,
  });
}

export const ProjectSchema = projectSchemaOf(RULESET_LIST);

export type ProjectDocument = v.InferOutput<typeof ProjectSchema>;
