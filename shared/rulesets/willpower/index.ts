/**
 * Willpower, the house mana rules (seed 000), declared in one place: who it is, its section of
 * the project file, the checks the schema cannot make, and the history of its section's format
 * (`migrations.ts`). Its engine calls are `engine.ts`, its reports and flags `cli.ts`. Listed once
 * in `../list.ts`.
 */
import { defineRuleset } from '../ruleset';
import { WILLPOWER_MIGRATIONS } from './migrations';
import { makeDefaultWillpowerData, TATHREN } from './defaults';
import { willpowerProblems } from './references';
import { WillpowerSectionSchema } from './schema';

export const WILLPOWER = defineRuleset({
  meta: {
    id: 'willpower',
    buildNoun: { one: 'build', many: 'builds' },
    name: 'Willpower',
    seed: '000',
    status: 'available',
    summary:
      'House mana rules: max mana and HP over levels 1\u201360, regeneration, costs and kills.',
  },
  schema: WillpowerSectionSchema,
  makeDefault: () => ({ data: makeDefaultWillpowerData(), builds: [TATHREN] }),
  problems: willpowerProblems,
  migrations: WILLPOWER_MIGRATIONS,
});
