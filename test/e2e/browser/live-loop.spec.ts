import { expect, test, type Page } from '@playwright/test';
import { scaledProjectText } from '../../bench/scaled-project';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

/**
 * Records the calls the page asks the engine worker for, one list per batch, from before the app
 * starts. `take()` gives the batches since the last take.
 */
async function watchEngine(page: Page): Promise<{ take: () => Promise<string[][]> }> {
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { engineBatches: string[][] }).engineBatches = batches;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (
      this: Worker,
      message: { requests?: { type: string }[] },
      options?: StructuredSerializeOptions,
    ) {
      if (Array.isArray(message?.requests)) batches.push(message.requests.map((r) => r.type));
      post.call(this, message, options);
    } as typeof Worker.prototype.postMessage;
  });
  return {
    take: () =>
      page.evaluate(() =>
        (window as unknown as { engineBatches: string[][] }).engineBatches.splice(0),
      ),
  };
}

async function show(page: Page, screen: RegExp, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Rulesets' })
    .getByRole('button', { name: screen })
    .click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

function legendOf(chartCard: ReturnType<Page['getByRole']>) {
  return chartCard.getByRole('list', { name: 'Legend' }).getByRole('listitem');
}

test.describe('The live loop', () => {
  test('a screen loads when first shown, and asks the engine only while shown', async ({
    page,
  }) => {
    const engine = await watchEngine(page);
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    const app = new WillpowerPage(page);
    await app.open();
    await expect(app.levelOne).toContainText('= 18');
    // The other screens' code has not been fetched, let alone run.
    expect(chunks.filter((path) => /NethackView|CompareView/.test(path))).toEqual([]);
    expect(await page.getByRole('heading', { name: 'NetHack 3.4', level: 1 }).count()).toBe(0);

    await show(page, /^NetHack/, 'NetHack 3.4');
    expect(chunks.some((path) => /NethackView/.test(path))).toBe(true);
    await expect(
      page.getByRole('region', { name: 'Max HP, XL 1–30' }).getByTestId('band-chart'),
    ).toHaveAttribute('aria-label', /median \d+/);
    await show(page, /^Compare regeneration/, 'Compare regeneration');
    const compareChart = page
      .getByRole('region', { name: 'Regeneration by level' })
      .getByTestId('compare-chart');
    await expect(compareChart).toHaveAttribute('aria-label', /Tathren \(Willpower\): mana/);
    const before = await compareChart.getAttribute('aria-label');
    await show(page, /^Willpower/, 'Willpower');
    await engine.take();

    // An edit on Willpower asks for Willpower's figures only: hidden screens wait.
    await app.field('Willpower').fill('20');
    await expect(app.levelOne).not.toContainText('(Wil) + 0 (Pre) = 18');
    const edit = (await engine.take()).flat();
    expect(edit.length).toBeGreaterThan(0);
    expect(edit.filter((type) => !type.startsWith('willpower/'))).toEqual([]);

    // Shown again, the comparison asks once and draws the new mana (its endurance card too, once,
    // when it is near the view); NetHack, whose inputs did not change, asks nothing.
    await show(page, /^Compare regeneration/, 'Compare regeneration');
    await expect(compareChart).not.toHaveAttribute('aria-label', before ?? '');
    const shown = (await engine.take()).flat();
    expect(shown.filter((type) => type === 'compare/regen')).toEqual(['compare/regen']);
    expect(shown.filter((type) => type !== 'compare/regen')).toEqual(
      shown.includes('compare/endurance') ? ['compare/endurance'] : [],
    );
    await show(page, /^NetHack/, 'NetHack 3.4');
    await expect(page.getByRole('region', { name: 'Max HP, XL 1–30' })).toBeVisible();
    expect(await engine.take()).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  test('an undo brings back a remembered answer without asking the engine', async ({ page }) => {
    const engine = await watchEngine(page);
    const app = new WillpowerPage(page);
    await app.open();
    await expect(app.levelOne).toContainText('= 18');
    await app.field('Intelligence').fill('16');
    await expect(app.levelOne).toContainText('= 19');
    await engine.take();
    await page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Undo' }).click();
    await expect(app.field('Intelligence')).toHaveValue('15');
    await expect(app.levelOne).toContainText('= 18');
    await app.showTable();
    await expect(app.chartCard.getByRole('row', { name: /^1 / })).toContainText('18');
    expect(await engine.take()).toEqual([]);
    expect(app.pageErrors).toEqual([]);
  });

  test('a roster past eight builds: the selected one in colour, the others as one line', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Willpower');
    await app.open();
    await app.openProjectText(scaledProjectText(1, 12));
    const mana = app.card('Max mana, levels 1–60');
    await expect(legendOf(mana)).toHaveText([
      'Tathren: max mana',
      '11 other builds',
      'Level 1 (Tathren)',
    ]);
    // Every build is still in the chart's summary and its table.
    await expect(mana.getByTestId('line-chart')).toHaveAttribute('aria-label', /Tathren 12/);
    await page
      .getByRole('group', { name: 'Builds' })
      .getByRole('button', { name: 'Tathren 5', exact: true })
      .click();
    await expect(legendOf(mana)).toHaveText([
      'Tathren 5: max mana',
      '11 other builds',
      /^Level \d+ \(Tathren 5\)$/,
    ]);
    await mana.getByRole('button', { name: 'Table' }).click();
    await expect(mana.locator('thead th')).toHaveCount(13);

    // NetHack's bands: the selected build's bands, the other nine builds' medians as one line.
    await app.openProjectText(scaledProjectText(10));
    await show(page, /^NetHack/, 'NetHack 3.4');
    const hp = app.card('Max HP, XL 1–30');
    await expect(legendOf(hp)).toContainText(['Elf Wizard HP median', '9 other builds']);

    // The comparison's forty lines: a colour per game and pool, and the note says so.
    await show(page, /^Compare regeneration/, 'Compare regeneration');
    const compare = app.card('Regeneration by level');
    await expect(legendOf(compare)).toHaveText([
      'Willpower mana (10 lines)',
      'NetHack HP (10 lines)',
      'NetHack power (10 lines)',
      'DCSS HP (10 lines)',
    ]);
    await expect(compare).toContainText('Past eight lines, each game’s pool has one colour');
    expect(app.pageErrors).toEqual([]);
  });

  test('a project of 200 builds opens and follows an edit', async ({ page }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const files = new RulesetPage(page, 'Willpower');
    await files.openProjectText(scaledProjectText(1, 200));
    await expect(legendOf(app.chartCard)).toHaveText([
      'Tathren: max mana',
      '199 other builds',
      'Level 1 (Tathren)',
    ]);
    await app.field('Intelligence').fill('16');
    await expect(app.levelOne).toContainText('= 19');
    await expect(app.chart).toHaveAttribute('aria-label', /Tathren: 19 at level 1/);
    expect(app.pageErrors).toEqual([]);
  });

  for (const { where, viewport, later } of [
    { where: 'below the fold', viewport: { width: 1280, height: 720 }, later: true },
    { where: 'in view', viewport: { width: 1280, height: 4000 }, later: false },
  ]) {
    test(`a table ${where} follows an edit ${later ? 'a frame after' : 'in the same frame as'} the charts`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // A frame counter, and the frame of the first HP chart draw and of the first change to the
      // regeneration table's rows after the edit (its caption names the build at once).
      await page.addInitScript(() => {
        const seen = { frame: 0, chart: -1, table: -1, watching: false };
        (window as unknown as { seen: typeof seen }).seen = seen;
        const tick = (): void => {
          seen.frame += 1;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        const clearRect = CanvasRenderingContext2D.prototype.clearRect;
        CanvasRenderingContext2D.prototype.clearRect = function (x, y, w, h) {
          const chart = this.canvas.closest('[aria-label="Max HP, XL 1–30"]');
          if (seen.watching && chart !== null && seen.chart < 0) seen.chart = seen.frame;
          clearRect.call(this, x, y, w, h);
        };
        new MutationObserver((records) => {
          const inTable = records.some(
            (record) =>
              record.target.parentElement?.closest('[aria-label="Regeneration by XL"] tbody') !=
              null,
          );
          if (seen.watching && inTable && seen.table < 0) seen.table = seen.frame;
        }).observe(document, { subtree: true, characterData: true, childList: true });
      });
      const app = new RulesetPage(page, 'NetHack');
      await app.open();
      const regen = app.card('Regeneration by XL');
      const xl10 = regen.getByRole('row', { name: /^10 / });
      await expect(xl10).toBeAttached();
      const before = await xl10.textContent();
      const con = page.getByRole('form', { name: 'NetHack build' }).getByLabel('Constitution', {
        exact: true,
      });
      await con.click();
      await page.evaluate(() => {
        (window as unknown as { seen: { watching: boolean } }).seen.watching = true;
      });
      await con.press('ArrowUp');
      await expect(xl10).not.toHaveText(before ?? '');
      const seen = await page.evaluate(
        () => (window as unknown as { seen: { chart: number; table: number } }).seen,
      );
      expect(seen.chart).toBeGreaterThanOrEqual(0);
      if (later) expect(seen.table).toBeGreaterThan(seen.chart);
      else expect(seen.table).toBe(seen.chart);
      expect(app.pageErrors).toEqual([]);
    });
  }
});
