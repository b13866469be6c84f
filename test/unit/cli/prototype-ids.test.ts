/**
 * Ids named like what every JavaScript object inherits (`constructor`, `__proto__`, `toString`,
 * `hasOwnProperty`, `valueOf`) are ids like any other: every CLI report on the built-in project
 * with its ids renamed so reads exactly as its golden CSV (the names, which the reports print,
 * are unchanged).
 */
import { customProject } from '../../fixtures/custom-ruleset';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProject } from '../../../shared/app/serialize';
import { PROTOTYPE_IDS, prototypeIdsProjectText } from '../../fixtures/prototype-ids';
import { run } from './cli-harness';
import { GOLDEN_CASES } from './golden-cases';

const text = prototypeIdsProjectText();
const parsed = JSON.parse(text) as {
  willpower: { builds: { id: string; raceId: string }[] };
};
const [tathren] = parsed.willpower.builds;
if (tathren === undefined) throw new Error('the built-in project has a Willpower build');
/** Sage, as in the golden side-by-side, a gnome (the second race: `__proto__` here). */
const sage = { ...tathren, id: '__proto__', name: 'Sage', raceId: '__proto__' };
const FILES = {
  'custom.json': JSON.stringify(customProject()),
  'prototype-ids.json': text,
  'two-builds.json': JSON.stringify({
    ...parsed,
    willpower: { ...parsed.willpower, builds: [tathren, sage] },
  }),
};

/**
 * The reports that print an id, not a name (a column per skill or compared build, named by its
 * id; Malison's class in its sentence): the renamed id where the golden CSV has the old one.
 */
const PRINTED_IDS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  'willpower-kills': [["witch's", "__proto__'s"]],
  'willpower-training': [[',concentration,', ',constructor,']],
  'compare-regen': [
    ['willpower_tathren_', 'willpower_constructor_'],
    ['nethack34_elf_wizard_', 'nethack34_constructor_'],
    ['dcss_dcss_30_mhp_', 'dcss_constructor_'],
  ],
};

describe('a project whose ids are Object.prototype names', () => {
  it('is a valid project, its builds, races and classes renamed', () => {
    const checked = parseProject(text, 'prototype-ids.json');
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const willpower = checked.document.willpower;
    expect(willpower.builds.map((build) => build.id)).toEqual(['constructor']);
    expect(willpower.data.races.slice(0, 5).map((race) => race.id)).toEqual([...PROTOTYPE_IDS]);
    expect(willpower.data.classes.slice(0, 5).map((each) => each.id)).toEqual([...PROTOTYPE_IDS]);
    expect(willpower.data.items.map((item) => item.id)).toEqual([...PROTOTYPE_IDS]);
    expect(checked.document.dcss.builds.map((build) => build.id)).toEqual(
      PROTOTYPE_IDS.slice(0, 2),
    );
    expect(checked.document.compare.entries.map((entry) => entry.build)).toEqual([
      'constructor',
      'constructor',
      'constructor',
      'constructor',
    ]);
  });

  for (const [name, argv] of Object.entries(GOLDEN_CASES)) {
    it(`${argv.join(' ')} reads as test/golden/${name}.csv`, async () => {
      const withProject = argv.includes('--project')
        ? argv
        : [...argv, '--project', 'prototype-ids.json'];
      const result = await run(['report', ...withProject], FILES);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const golden = readFileSync(new URL(`../../golden/${name}.csv`, import.meta.url), 'utf8');
      const expected = (PRINTED_IDS[name] ?? []).reduce(
        (csv, [old, renamed]) => csv.replaceAll(old, renamed),
        golden,
      );
      expect(result.stdout).toBe(expected);
    });
  }
});
