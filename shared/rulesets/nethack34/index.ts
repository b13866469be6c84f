/**
 * NetHack 3.4 HP and power (seed 002), declared in one place: who it is, its section of the
 * project file, the checks the schema cannot make, and its engine calls. Listed once in
 * `../list.ts`.
 */
import { defineRuleset } from '../ruleset';
import { DEFAULT_NETHACK_BUILD, makeDefaultNethack34Data } from './defaults';
import { NETHACK34_ENGINE } from './engine';
import { nethackProblems } from './references';
import { Nethack34SectionSchema } from './schema';

export const NETHACK34 = defineRuleset({
  meta: {
    id: 'nethack34',
    name: 'NetHack 3.4',
    seed: '002',
    status: 'partial',
    summary: 'Rolled HP and power for XL 1\u201330, with regeneration.',
  },
  schema: Nethack34SectionSchema,
  makeDefault: () => ({ data: makeDefaultNethack34Data(), builds: [DEFAULT_NETHACK_BUILD] }),
  problems: nethackProblems,
  engine: NETHACK34_ENGINE,
});
