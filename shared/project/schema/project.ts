/**
 * The project document, version 4: every ruleset's data and builds, and the view settings.
 * Declared once here; `ProjectDocument` and the per-ruleset types are inferred from it.
 * The order of the fields here is the order they are saved in (see `../serialize.ts`).
 */
import * as v from 'valibot';
import { record } from './common';
import { CompareSettingsSchema } from './compare';
import { DcssSectionSchema } from '../../rulesets/dcss/schema';
import { Mage2eSectionSchema } from '../../rulesets/mage2e/schema';
import { Nethack34SectionSchema } from '../../rulesets/nethack34/schema';
import { QuestSectionSchema } from '../../rulesets/quest/schema';
import { WillpowerSectionSchema } from '../../rulesets/willpower/schema';

/** The format this version of Wellspring writes (and the newest it reads). */
export const CURRENT_FORMAT_VERSION = 4;

export const ProjectSchema = record({
  formatVersion: v.literal(
    CURRENT_FORMAT_VERSION,
    `must be ${CURRENT_FORMAT_VERSION} (the format this Wellspring writes)`,
  ),
  willpower: WillpowerSectionSchema,
  nethack34: Nethack34SectionSchema,
  dcss: DcssSectionSchema,
  quest: QuestSectionSchema,
  mage2e: Mage2eSectionSchema,
  /** The cross-system regeneration comparison: which lines, which measure, the exchange rate. */
  compare: CompareSettingsSchema,
});

export type ProjectDocument = v.InferOutput<typeof ProjectSchema>;
