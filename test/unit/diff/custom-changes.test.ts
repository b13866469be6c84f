/**
 * A project's custom rulesets in a diff: `wellspring diff` compares each one's curves for each of
 * its builds (as a built-in ruleset's reports run per build), and "What changed" says each edit
 * of the section in words, the formula text formula by formula, with what that edit alone moved.
 */
import { describe, expect, it } from 'vitest';
import { serializeProject } from '../../../shared/app/serialize';
import { formulaTextChanges } from '../../../shared/app/custom-edits';
import { whatChanged } from '../../../shared/app/what-changed';
import type { CustomRuleset } from '../../../shared/rulesets/custom/schema';
import { customProject, smallCustomRuleset } from '../../fixtures/custom-ruleset';
import { readCsv, run } from '../cli/cli-harness';

/** The small ruleset with `change` made to it. */
function edited(change: (ruleset: CustomRuleset) => CustomRuleset) {
  return customProject([change(smallCustomRuleset())]);
}

function withOrcBonus(ruleset: CustomRuleset, bonus: number): CustomRuleset {
  return {
    ...ruleset,
    tables: ruleset.tables.map((table) =>
      table.name !== 'race'
        ? table
        : {
            ...table,
            rows: table.rows.map((row) =>
              row.id === 'orc' ? { ...row, values: { ...row.values, hp_bonus: bonus } } : row,
            ),
          },
    ),
  };
}

describe('wellspring diff over custom rulesets', () => {
  it('compares each ruleset’s curves for each build, naming the run ruleset/build', async () => {
    const files = {
      'base.json': serializeProject(customProject()),
      'new.json': serializeProject(edited((ruleset) => withOrcBonus(ruleset, 6))),
    };
    const result = await run(['diff', 'base.json', 'new.json', '--levels', '1,5'], files);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const [header, ...rows] = readCsv(result.stdout);
    expect(header).toEqual([
      'report',
      'build',
      'row',
      'column',
      'base',
      'new',
      'change',
      'percent',
    ]);
    // The orc's bonus +2: the orc fighter's start and every HP figure +2; the elf wizard's none.
    const curves = rows.filter((row) => row[0] === 'custom/curves');
    expect(curves.map((row) => row.slice(0, 6))).toEqual([
      ['custom/curves', 'small/orc-fighter', '1', 'hp_start', '14', '16'],
      ['custom/curves', 'small/orc-fighter', '1', 'hp_max', '14', '16'],
      ['custom/curves', 'small/orc-fighter', '1', 'hp_max_p5', '14', '16'],
      ['custom/curves', 'small/orc-fighter', '1', 'hp_max_p50', '14', '16'],
      ['custom/curves', 'small/orc-fighter', '1', 'hp_max_p95', '14', '16'],
      ['custom/curves', 'small/orc-fighter', '5', 'hp_start', '14', '16'],
      ['custom/curves', 'small/orc-fighter', '5', 'hp_max', '36', '38'],
      ['custom/curves', 'small/orc-fighter', '5', 'hp_max_p5', '27', '29'],
      ['custom/curves', 'small/orc-fighter', '5', 'hp_max_p50', '36', '38'],
      ['custom/curves', 'small/orc-fighter', '5', 'hp_max_p95', '45', '47'],
    ]);
    // The grid, once for the ruleset, at the levels asked: both orc rows, the orc wizard no build
    // plays among them (its start: d6 + 4 + the elf wizard's Con 14 modifier 2 = 12 → 14).
    const grid = rows.filter((row) => row[0] === 'custom/grid');
    expect(grid.map((row) => row.slice(1, 6))).toEqual([
      ['small', 'orc / wizard', 'hp_start_l1', '12', '14'],
      ['small', 'orc / wizard', 'hp_max_l1', '12', '14'],
      ['small', 'orc / wizard', 'hp_max_l5', '34', '36'],
      ['small', 'orc / fighter', 'hp_start_l1', '16', '18'],
      ['small', 'orc / fighter', 'hp_max_l1', '16', '18'],
      // 16 + four levels of max(1, d10 + 2), 7.5 each on average.
      ['small', 'orc / fighter', 'hp_max_l5', '46', '48'],
    ]);
    expect(rows).toHaveLength(curves.length + grid.length);
  });

  it('exits 3 past --fail-over on a custom curve, as on any result', async () => {
    const files = {
      'base.json': serializeProject(customProject()),
      'new.json': serializeProject(edited((ruleset) => withOrcBonus(ruleset, 6))),
    };
    const result = await run(['diff', 'base.json', 'new.json', '--fail-over', '10'], files);
    expect(result.code).toBe(3);
  });

  it('leaves out a default grid too large to compute, says so, and compares the rest', async () => {
    // 200 races × 101 classes: 20,200 grid rows, past the 20,000 every grid computes at most.
    const wide = (bonus: number) =>
      edited((ruleset) => {
        const grown = withOrcBonus(ruleset, bonus);
        return {
          ...grown,
          tables: grown.tables.map((table) => {
            const [first] = table.rows;
            if (first === undefined || table.holds !== 'one') return table;
            const count = table.name === 'race' ? 198 : 99;
            const more = Array.from({ length: count }, (_, i) => ({
              ...first,
              id: `${first.id}-${i + 2}`,
            }));
            return { ...table, rows: [...table.rows, ...more] };
          }),
        };
      });
    const files = {
      'base.json': serializeProject(wide(4)),
      'new.json': serializeProject(wide(6)),
    };
    const result = await run(['diff', 'base.json', 'new.json', '--levels', '1'], files);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^base\.json: custom\/grid --ruleset small: .*20,200 rows.* Left out of the comparison; the rest is compared\.$/,
      ),
    ]);
    // The curves are compared: the orc fighter's start +2.
    const rows = readCsv(result.stdout).slice(1);
    expect(rows.some((row) => row[0] === 'custom/grid')).toBe(false);
    expect(rows.map((row) => row.slice(0, 6))).toContainEqual([
      'custom/curves',
      'small/orc-fighter',
      '1',
      'hp_start',
      '14',
      '16',
    ]);
    // What changed leaves it out alike, says so under its cells, and still says each edit.
    const changed = whatChanged(wide(4), wide(6));
    expect(changed.table.notes).toEqual([
      expect.stringMatching(
        /^the baseline: custom\/grid --ruleset small: .*20,200 rows.* Left out/,
      ),
    ]);
    expect(changed.edits.every((edit) => edit.refusal === null)).toBe(true);
    expect(changed.edits[0]?.effects?.join(' | ')).toMatch(/^Your rulesets’ curves, .*Orc fighter/);
    // Asked for by name, it is refused as the report itself is (exit 2).
    const asked = await run(
      ['diff', 'base.json', 'new.json', '--report', 'custom/grid', '--levels', '1'],
      files,
    );
    expect(asked.code).toBe(2);
    expect(asked.stderr).toMatch(/^base\.json: custom\/grid --ruleset small: .*20,200 rows/);
  });

  it('says why a column is gone (a formula that cannot be read), naming each run by its flags', async () => {
    const files = {
      'base.json': serializeProject(customProject()),
      // An unclosed bracket: mana cannot be read at all, so its column is gone.
      'new.json': serializeProject(
        edited((ruleset) => ({
          ...ruleset,
          text: ruleset.text.replace('class.mana * level', '(class.mana * level'),
        })),
      ),
    };
    const result = await run(
      ['diff', 'base.json', 'new.json', '--levels', '1', '--fail-over', '0'],
      files,
    );
    expect(result.code).toBe(3);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toMatch(
      /^new\.json: custom\/curves --ruleset small --build elf-wizard: Small game: line 8, column \d+, in mana: The text ends too early/,
    );
    // The first cell past --fail-over, by the flags that ask its run again.
    expect(lines.at(-1)).toMatch(
      /^\d+ result cells moved more than 0% \(first: custom\/curves --ruleset small --build elf-wizard, row 1, mana: 20 → none\)$/,
    );
  });

  it('says on stderr why a cell is empty on one side: the refusal its report gave', async () => {
    const withRatio = (at: number) =>
      edited((ruleset) => ({
        ...ruleset,
        text: `${ruleset.text}ratio: hp = 12 / (level - ${at})\n`,
      }));
    const files = {
      'base.json': serializeProject(withRatio(3)),
      'new.json': serializeProject(withRatio(4)),
    };
    const result = await run(['diff', 'base.json', 'new.json', '--levels', '3,4'], files);
    expect(result.code, result.stderr).toBe(0);
    const rows = readCsv(result.stdout).slice(1);
    const [elf] = smallCustomRuleset().builds;
    // At 3 the base divides by 0 (empty) and the new gives 12 / −1; at 4 the other way about.
    expect(
      rows.filter((row) => row[1] === `small/${elf?.id}`).map((row) => row.slice(2, 6)),
    ).toEqual([
      ['3', 'ratio', '', '-12'],
      ['4', 'ratio', '12', ''],
    ]);
    const lines = result.stderr.trim().split('\n');
    // Each side's note once per build, named by its file and run: both builds here.
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      new RegExp(
        `^base\\.json: custom/curves --ruleset small --build ${elf?.id}: .*ratio has no value .*level 3\\): Division by 0 in ratio at level 3 \\(line \\d+, column \\d+\\)\\. Its cells are empty\\.$`,
      ),
    );
    expect(lines[1]).toMatch(/^new\.json: custom\/curves .*Division by 0 in ratio at level 4/);
  });
});

describe('What changed over custom rulesets', () => {
  it('says a formula text edit formula by formula and check by check', () => {
    const before = 'a: hp = 1\nb: hp = a + 1 # note\ncheck a >= 1\n';
    expect(formulaTextChanges(before, 'a: hp = 2\nb: hp = a + 1\ncheck a >= 1\n')).toBe(
      'formula a changed',
    );
    expect(
      formulaTextChanges(before, 'a: hp = 1\nb:  hp =  a + 1 # other note\ncheck a >= 1'),
    ).toBe('its formulas’ comments or spacing changed');
    expect(formulaTextChanges(before, 'a: hp = 5\nc: hp = 3\ncheck a >= 2\n')).toBe(
      'formula a changed; formula c added; check “a >= 2” added; formula b removed; check “a >= 1” removed',
    );
    // A half-typed line is still the statement it starts.
    expect(formulaTextChanges(before, 'a: hp = 1\nb: hp = a +\ncheck a >= 1\n')).toBe(
      'formula b changed',
    );
  });

  it('lists each edit of the section with what it alone moved, by ruleset and build', () => {
    const base = customProject();
    const next = edited((ruleset) => {
      const bonus = withOrcBonus(ruleset, 6);
      return {
        ...bonus,
        text: bonus.text.replace('mana: mp = race.mana', 'mana: mp = 1 + race.mana'),
        builds: bonus.builds.map((build) =>
          build.id === 'elf-wizard' ? { ...build, inputs: { con: 16 } } : build,
        ),
      };
    });
    const out = whatChanged(base, next);
    expect(out.edits.map((edit) => [edit.section, edit.sentence])).toEqual([
      [
        'custom',
        'Your rulesets \u203a Small game \u203a Tables \u203a Race \u203a Rows \u203a orc \u203a Values: HP bonus 4 \u2192 6',
      ],
      [
        'custom',
        'Your rulesets \u203a Small game \u203a Builds \u203a Elf wizard \u203a Inputs: con 14 \u2192 16',
      ],
      ['custom', 'Your rulesets \u203a Small game: formula mana changed'],
    ]);
    const [orc, con, mana] = out.edits.map((edit) => edit.effects?.join(' | ') ?? '');
    // Each edit's own effect only: the orc's bonus moves the orc fighter, Con the elf wizard, the
    // mana formula both builds' mana by one.
    expect(orc).toMatch(
      /^Your rulesets’ curves, Small game, Orc fighter: HP start \+2 at 5 levels/,
    );
    expect(orc).not.toContain('mana');
    expect(con).toMatch(/Small game, Elf wizard: HP start \+1 at 5 levels/);
    expect(con).not.toContain('Orc fighter');
    expect(mana).toMatch(
      /Small game, Elf wizard and Small game, Orc fighter: Mana \+1 at 5 levels/,
    );
    expect(out.edits.every((edit) => edit.refusal === null)).toBe(true);
    // The grid (every race × class, the inputs of the first build) shows the orc wizard too,
    // whom no build plays: hp_start, and hp_max at levels 1 and 5, +2 for both orc rows.
    expect(orc).toContain(
      'Your rulesets’ grids, Small game: HP start +2 at level 1; HP max +2 at 2 levels; largest Small game at orc / wizard, HP start L1 12 → 14 (+16.67%)',
    );
    // The whole change's cells: in the curves 25 of the orc fighter's, 25 of the elf wizard's
    // HP (Con +1 on the modifier: start and four HP columns a level), 10 of mana; in the grid
    // (levels 1 and 5) every row's three HP cells (Con is the first build's, which every row
    // takes) and two mana cells.
    expect(out.cells).toBe(25 + 25 + 10 + 4 * 3 + 4 * 2);
  });
});
