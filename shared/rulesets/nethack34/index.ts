/**
 * NetHack 3.4 HP and power (seed 002), declared in one place: who it is, its section of
 * the project file, the checks the schema cannot make, and the history of its section's format
 * (`migrations.ts`). Its engine calls are `engine.ts`, its reports and flags `cli.ts`. Listed once
 * in `../list.ts`.
 */
import { defineRuleset } from '../ruleset';
import { NETHACK34_MIGRATIONS } from './migrations';
import { DEFAULT_NETHACK_BUILD, makeDefaultNethack34Data } from './defaults';
import { nethackProblems } from './references';
import { Nethack34SectionSchema } from './schema';

export const NETHACK34 = defineRuleset({
  meta: {
    id: 'nethack34',
    buildNoun: { one: 'build', many: 'builds' },
    name: 'NetHack 3.4',
    seed: '002',
    status: 'available',
    summary: 'Rolled HP and power for XL 1\u201330, with regeneration.',
  },
  schema: Nethack34SectionSchema,
  makeDefault: () => ({ data: makeDefaultNethack34Data(), builds: [DEFAULT_NETHACK_BUILD] }),
  problems: nethackProblems,
  migrations: NETHACK34_MIGRATIONS,
});
