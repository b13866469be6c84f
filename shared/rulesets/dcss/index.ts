/**
 * DCSS regeneration (seed 004), declared in one place: who it is, its section of the project file
 * and the checks the schema cannot make (its engine calls are `engine.ts`, its reports `cli-
 * reports.ts`). Listed once in `../list.ts`.
 */
import { defineRuleset } from '../ruleset';
import { DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER, makeDefaultDcssData } from './defaults';
import { dcssProblems } from './references';
import { DcssSectionSchema } from './schema';

export const DCSS = defineRuleset({
  meta: {
    id: 'dcss',
    name: 'DCSS',
    seed: '004',
    status: 'available',
    summary:
      'Dungeon Crawl Stone Soup regeneration: BRR, TRR and every bonus, by max HP and XL, turn by turn.',
  },
  schema: DcssSectionSchema,
  makeDefault: () => ({
    data: makeDefaultDcssData(),
    builds: [DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER],
  }),
  problems: dcssProblems,
});
