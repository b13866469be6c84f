/** How the Quest section of an older project file becomes today's (see `section-migration.ts`). */
import { addedSection, type SectionMigration } from '../../project/section-migration';
import {
  BORGRON,
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
  UNDERWORLD_SORCERER,
} from './defaults';

export const QUEST_MIGRATIONS: readonly SectionMigration[] = [
  addedSection(
    3,
    'adds the Quest section (the seed 001 rules, Borgron and the underworld sorcerer)',
    () => ({
      data: makeDefaultQuestData(),
      builds: [BORGRON, UNDERWORLD_SORCERER],
      dispelView: makeDefaultQuestDispelView(),
    }),
  ),
];
