/**
 * A project file holding a designer's own ruleset (the `custom` section, format 11) opens in the
 * app, keeps that section through an edit and a save byte for byte (no screen edits it yet), a
 * mistake in it is refused on open with its JSON path, where the designer is looking, and What
 * changed against another version of the file says each edit of it with what it moved (its
 * builds' curves and its grid), and why a cell is empty on one side.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { serializeProject } from '../../../shared/app/serialize';
import { customProject, smallCustomRuleset } from '../../fixtures/custom-ruleset';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';
import { openBaselineFile, openWhatChanged } from './pages/what-changed';
import { CURRENT_FORMAT_VERSION } from '../../../shared/app/project-schema';

async function savedText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page
    .getByRole('toolbar', { name: 'File' })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test.describe('A custom ruleset in the project file', () => {
  test('opens, and an edit elsewhere saves its section byte for byte', async ({ page }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const text = serializeProject(customProject());
    await new RulesetPage(page, 'Willpower').openProjectText(text, 'game.wellspring.json');
    await expect(page).toHaveTitle('game.wellspring.json — Wellspring');
    await app.field('Intelligence').fill('16');
    const saved = await savedText(page);
    const section = (file: string) => file.slice(file.indexOf('\n  "custom": '));
    expect(section(saved)).toBe(section(text));
    expect(JSON.parse(saved)).toMatchObject({ formatVersion: CURRENT_FORMAT_VERSION });
    expect(app.pageErrors).toEqual([]);
  });

  test('refuses a build naming a row that does not exist, with its JSON path', async ({ page }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await app.field('Intelligence').fill('17');
    // Saved, so opening asks nothing first.
    await savedText(page);
    const project = customProject();
    const [ruleset] = project.custom.rulesets;
    if (ruleset === undefined) throw new Error('no custom ruleset');
    const [build, ...others] = ruleset.builds;
    if (build === undefined) throw new Error('no custom build');
    const broken = {
      ...project,
      custom: {
        rulesets: [
          {
            ...ruleset,
            builds: [{ ...build, rows: { ...build.rows, race: 'sea-elf' } }, ...others],
          },
        ],
      },
    };
    await new RulesetPage(page, 'Willpower').openProjectText(
      JSON.stringify(broken),
      'broken.wellspring.json',
    );
    const dialog = page.getByRole('dialog', { name: 'broken.wellspring.json cannot be opened' });
    await expect(dialog).toContainText('custom.rulesets[0].builds[0].rows.race');
    await expect(dialog).toContainText('There is no race "sea-elf"');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // The project open before is still there, with its edit.
    await expect(app.field('Intelligence')).toHaveValue('17');
    expect(app.pageErrors).toEqual([]);
  });

  test('What changed against another version says each edit of it and what it moved', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    // Now: the orc's HP bonus 6, the mana formula one higher and a ratio that divides by 0 at
    // level 3; the baseline: the fixture's, its ratio dividing by 0 at level 4.
    const small = smallCustomRuleset();
    const ratio = (at: number) => `ratio: hp = 12 / (level - ${at})\n`;
    const now = {
      ...small,
      text: small.text.replace('mana: mp = race.mana', 'mana: mp = 1 + race.mana') + ratio(3),
      tables: small.tables.map((table) =>
        table.name !== 'race'
          ? table
          : {
              ...table,
              rows: table.rows.map((row) =>
                row.id === 'orc' ? { ...row, values: { ...row.values, hp_bonus: 6 } } : row,
              ),
            },
      ),
    };
    await new RulesetPage(page, 'Willpower').openProjectText(
      serializeProject(customProject([now])),
      'game.wellspring.json',
    );
    const screen = await openWhatChanged(page);
    await openBaselineFile(
      page,
      'last-week.wellspring.json',
      serializeProject(customProject([{ ...small, text: small.text + ratio(4) }])),
    );
    const edits = screen.locator('.edit-list > li');
    await expect(edits).toHaveCount(2);
    const orc = edits.filter({
      hasText: 'Your rulesets › Small game › Tables › Race › Rows › orc › Values: HP bonus 4 → 6',
    });
    // The curves of the builds, and the grid of every race × class: the orc wizard no build plays.
    await expect(orc.locator('.effect')).toHaveText([
      /^Your rulesets’ curves, Small game, Orc fighter: HP start \+2 at 5 levels;/,
      /^Your rulesets’ grids, Small game: HP start \+2 at level 1; .*orc \/ wizard/,
    ]);
    const mana = edits.filter({
      hasText: 'Your rulesets › Small game: formulas mana, ratio changed',
    });
    await expect(mana.locator('.effect')).toHaveText([
      /Small game, Elf wizard and Small game, Orc fighter: Mana \+1 at 5 levels; Ratio changed at 5 levels; largest Small game, Elf wizard at level 3, Ratio -12 → no value$/,
      /^Your rulesets’ grids, Small game: Mana \+1 at 2 levels/,
    ]);
    // A cell empty on one side says why, under the cells.
    await expect(screen.getByTestId('diff-notes')).toContainText(
      /the baseline: custom\/curves --ruleset small --build elf-wizard: Small game: ratio has no value at 1 of 5 levels \(the first at level 4\): Division by 0 in ratio at level 4 \(line 11, column 19\)\./,
    );
    await expect(screen.getByTestId('diff-notes')).toContainText(
      /the current project: custom\/curves --ruleset small --build elf-wizard: .*Division by 0 in ratio at level 3/,
    );
    await expect(screen.getByTestId('what-changed-results')).toHaveAttribute('data-stale', 'false');
    await expect(screen.getByRole('alert')).toHaveCount(0);
    expect(app.pageErrors).toEqual([]);
  });
});
