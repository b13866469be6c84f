/**
 * The Quest board game's magic (seed 001), declared in one place: who it is, its section of
 * the project file, the checks the schema cannot make, and the history of its section's format
 * (`migrations.ts`). Its engine calls are `engine.ts`, its reports and flags `cli.ts`. Listed once
 * in `../list.ts`.
 */
import { defineRuleset } from '../ruleset';
import { QUEST_MIGRATIONS } from './migrations';
import {
  BORGRON,
  makeDefaultQuestData,
  makeDefaultQuestDispelView,
  makeDefaultQuestTargets,
  UNDERWORLD_SORCERER,
} from './defaults';
import { questProblems } from './references';
import { QuestSectionSchema } from './schema';

export const QUEST = defineRuleset({
  meta: {
    id: 'quest',
    buildNoun: { one: 'caster', many: 'casters' },
    name: 'Quest',
    seed: '001',
    status: 'available',
    summary:
      'A board game\u2019s magic: the mana pool, casting limits by VP, the quest budget and exact dispel odds.',
  },
  schema: QuestSectionSchema,
  makeDefault: () => ({
    data: makeDefaultQuestData(),
    builds: [BORGRON, UNDERWORLD_SORCERER],
    dispelView: makeDefaultQuestDispelView(),
    targets: makeDefaultQuestTargets(),
  }),
  problems: questProblems,
  migrations: QUEST_MIGRATIONS,
});
