import { expect, test } from './reused-page';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { lookAt } from './pages/look-at';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

/**
 * Bounded work as a designer meets it: an input past an engine's bound is refused on its card,
 * naming it; a slow request never stops another screen, and the status bar says what is stale.
 */
test.describe('Bounded work', () => {
  test('a grid past its bound says so on its card, naming its rows and columns', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    // A project whose race table has 1,000 rows (as long as a list may be): 15,000 race × class
    // rows at the grid's default 8 columns is 120,000 cells.
    const project = makeDefaultProject();
    const [elf] = project.willpower.data.races;
    if (elf === undefined) throw new Error('no race');
    const races = [
      elf,
      ...Array.from({ length: 999 }, (_, i) => ({ ...elf, id: `race-${i}`, name: `Race ${i}` })),
    ];
    const file = {
      ...project,
      willpower: { ...project.willpower, data: { ...project.willpower.data, races } },
    };
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('toolbar', { name: 'File' })
      .getByRole('button', { name: 'Open…' })
      .click();
    await (
      await chooser
    ).setFiles({
      name: 'many-races.wellspring.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(page).toHaveTitle('many-races.wellspring.json — Wellspring');
    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^Balance grid/ })
      .click();
    await expect(page.locator('[data-screen-id="balance"]').getByRole('alert')).toHaveText(
      'The engine could not compute this: The grid (15,000 rows × 8 columns) would take ' +
        '120,000 cells; Wellspring computes at most 100,000: pick fewer levels or measures, ' +
        'or a larger step for the stat spread.',
    );
    await expect(app.engineStatus).toHaveText('Engine ready');
    expect(app.pageErrors).toEqual([]);
  });

  test('a slow request on one screen does not stop another from updating; the status bar says what is stale', async ({
    page,
  }) => {
    const nethack = new RulesetPage(page, 'NetHack 3.4');
    await nethack.open();
    // Twelve targets at the top XLs: the fit tries every value 0–999 of the die against each,
    // seconds of work (its bound: 1,000 values × 12 targets), accepted as the card's inputs are.
    const targets = Array.from({ length: 12 }, (_, i) => `${30 - i}=${9999 - i}`).join(', ');
    const card = page.getByRole('region', { name: 'Curve from targets: HP and power dice' });
    await lookAt(card);
    await card.getByRole('textbox', { name: 'Targets' }).fill(targets);
    // The cards above may push it out of view as they take their answers; out of view it asks
    // nothing, so look at it again.
    await lookAt(card);
    const status = page.getByTestId('engine-status');
    // On a loaded machine the cards scrolled past on the way here may still have been computing
    // when they left the view: the engine was restarted for them, and the bar says that first.
    await expect(status).toHaveText(
      /^(Engine restarted \(it was computing a result no longer shown\); u|U)pdating \d+ results? \(nethack34\/fit: \d+ s\); the figures shown are the last computed$/,
    );

    // The Willpower screen: its chart follows Intelligence at once, the fit still unanswered.
    const willpower = new WillpowerPage(page);
    await willpower.nav.getByRole('button', { name: /^Willpower/ }).click();
    const started = Date.now();
    await willpower.field('Intelligence').fill('16');
    await expect(willpower.levelOne).toContainText('= 19', { timeout: 3000 });
    console.info(`Willpower answered ${Date.now() - started} ms after the edit`);
    await expect(status).toHaveText('Engine ready');
    // The fit left the screen with the NetHack screen: its worker was stopped, and the bar's
    // tooltip says so.
    await expect(status).toHaveAttribute(
      'title',
      /last restarted: it was computing a result no longer shown/,
    );
    expect(nethack.pageErrors).toEqual([]);
  });
});
