/**
 * DCSS regeneration (seed 004), declared in one place: who it is, its section of
 * the project file, the checks the schema cannot make, and the history of its section's format
 * (`migrations.ts`). Its engine calls are `engine.ts`, its reports and flags `cli.ts`. Listed once
 * in `../list.ts`.
 */
import { defineRuleset } from '../ruleset';
import { DCSS_MIGRATIONS } from './migrations';
import { DEFAULT_DCSS_BUILD, DEMONSPAWN_BERSERKER, makeDefaultDcssData } from './defaults';
import { dcssProblems } from './references';
import { DcssSectionSchema } from './schema';

export const DCSS = defineRuleset({
  meta: {
    id: 'dcss',
    buildNoun: { one: 'build', many: 'builds' },
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
  migrations: DCSS_MIGRATIONS,
});
