/**
 * The session probes (issue #36, item 9): a project whose ids are Object.prototype names opens and
 * every screen draws it; autosave keeps edits while the designer keeps typing and says when it
 * cannot; each tab keeps its own recovery record; undo and the Mana now log stay bounded.
 */
import { expect, test, type Page } from '@playwright/test';
import { prototypeIdsProjectText } from '../../fixtures/prototype-ids';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

test('a project whose ids are Object.prototype names opens, and every screen draws it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const app = new WillpowerPage(page);
  await app.open();
  const files = new RulesetPage(page, 'Willpower');
  await files.openProjectText(prototypeIdsProjectText(), 'prototype-ids.wellspring.json');
  await expect(page.getByText('Opened prototype-ids.wellspring.json.')).toBeVisible();
  await expect(page).toHaveTitle('prototype-ids.wellspring.json — Wellspring');
  // Tathren (id `constructor`, an elf wizard: race and class `constructor` too).
  await expect(app.levelOne).toContainText('= 18');
  await app.field('Intelligence').fill('19');
  await expect(app.levelOne).toContainText('= 20');
  for (const name of [
    'Compare regeneration',
    'Balance grid',
    'What changed',
    'NetHack 3.4',
    'DCSS',
    'Quest',
    'Mage 2e',
    'Willpower',
  ]) {
    await app.nav.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const shown = page.locator(`[data-screen-name="${name}"]`);
    await expect(shown.locator('h1')).toBeVisible();
    // The engine's answers drawn: no card still waiting, none refused, no NaN.
    await expect(shown.getByText(/NaN|undefined|could not load/)).toHaveCount(0);
    // A card asks the engine once in view: look at each still computing until none is.
    const busy = shown.locator('[aria-busy="true"]:visible');
    await expect(async () => {
      if ((await busy.count()) > 0) await busy.first().scrollIntoViewIfNeeded({ timeout: 2_000 });
      expect(await busy.count()).toBe(0);
    }).toPass({ timeout: 30_000 });
    await expect(shown.getByRole('alert')).toHaveCount(0);
  }
  await expect(app.levelOne).toContainText('= 20');
  expect(app.pageErrors).toEqual([]);
});

/** The recovery records in localStorage (one per tab): Tathren's Intelligence in each, by id. */
function recordedIntelligence(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('wellspring:recovery:'))
      .map((key) => {
        const { text } = JSON.parse(localStorage.getItem(key) ?? '{}') as { text: string };
        const project = JSON.parse(text) as {
          willpower: { builds: { stats: { int: number } }[] };
        };
        return project.willpower.builds[0]?.stats.int ?? Number.NaN;
      })
      .sort((a, b) => a - b),
  );
}

test.describe('autosave', () => {
  test('keeps a designer who edits every 1.2 s protected, and writes the rest as the tab closes', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    const app = new WillpowerPage(page);
    await app.open();
    page.on('dialog', (dialog) => void dialog.accept());
    // 23 edits 1.2 s apart (the probe): 8, 9, …, 14, 8, 9, … never the same twice in a
    // row, and never the opened 15 (typing back to it makes the project unchanged again, with
    // nothing to recover, and the wait starts afresh from the next edit).
    const values = Array.from({ length: 23 }, (_, i) => 8 + (i % 7));
    for (const value of values) {
      await app.field('Intelligence').fill(String(value));
      await page.clock.runFor(1200);
    }
    // 1 s after the last edit (1.2 s of the loop's last wait already ran): the record holds an
    // edit at most 5 s old. Without a maximum wait it held nothing at all.
    const recorded = await recordedIntelligence(page);
    expect(recorded).toHaveLength(1);
    const lastFive = values.slice(-5);
    expect(lastFive).toContain(recorded[0]);

    // Closing the tab writes what was still waiting: the next tab is offered the last edit.
    await page.close({ runBeforeUnload: true });
    const next = await context.newPage();
    const again = new WillpowerPage(next);
    await again.open();
    const ask = next.getByRole('dialog', { name: 'Restore unsaved edits?' });
    await ask.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(again.field('Intelligence')).toHaveValue(String(values.at(-1)));
    expect(again.pageErrors).toEqual([]);
  });

  test('says where the designer looks when the browser’s storage is full, until it is not', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const app = new WillpowerPage(page);
    await app.open();
    page.on('dialog', (dialog) => void dialog.accept());
    // Fill this page's storage to its quota with something else's data, 10 kB short of it (the
    // project's record needs about 45 kB).
    const filled = await page.evaluate(() => {
      const chunk = 'x'.repeat(256 * 1024);
      let count = 0;
      try {
        for (; count < 200; count += 1) localStorage.setItem(`other-app:${count}`, chunk);
      } catch {
        // full
      }
      const small = 'x'.repeat(1024);
      let extra = 0;
      try {
        for (; extra < 10_000; extra += 1) localStorage.setItem(`other-app:small:${extra}`, small);
      } catch {
        // full again
      }
      for (let i = 0; i < 10 && i < extra; i += 1) localStorage.removeItem(`other-app:small:${i}`);
      return count;
    });
    expect(filled).toBeGreaterThan(0);
    await app.field('Intelligence').fill('19');
    const files = page.getByRole('toolbar', { name: 'File' });
    const problem = files.getByRole('alert');
    await expect(problem).toContainText(
      'Autosave could not keep your unsaved edits for recovery: the browser’s storage for this page is full',
      { timeout: 15_000 },
    );
    await expect(problem).toContainText('(the project is 45 kB;');
    await expect(problem).toContainText('Save the project to keep them.');
    // The edit itself stands.
    await expect(app.levelOne).toContainText('= 20');

    // Room again: the next write succeeds and the warning goes.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('other-app:')) localStorage.removeItem(key);
      }
    });
    await app.field('Intelligence').fill('18');
    await expect(problem).toHaveCount(0, { timeout: 15_000 });
    expect(await recordedIntelligence(page)).toEqual([18]);
    expect(app.pageErrors).toEqual([]);
  });
});

test('two tabs keep a recovery record each, and a closed tab’s is offered to the next', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const first = await context.newPage();
  const a = new WillpowerPage(first);
  await a.open();
  await a.field('Intelligence').fill('19');
  await expect.poll(() => recordedIntelligence(first), { timeout: 10_000 }).toEqual([19]);

  // A second tab: the first is open, so its record is not offered here, and not written over.
  const second = await context.newPage();
  const b = new WillpowerPage(second);
  await b.open();
  await expect(second.getByRole('dialog')).toHaveCount(0);
  await b.field('Intelligence').fill('17');
  await expect.poll(() => recordedIntelligence(second), { timeout: 10_000 }).toEqual([17, 19]);

  // The first tab closes: a third one is offered its edits (and not the second's, still open).
  await first.close();
  const third = await context.newPage();
  const c = new WillpowerPage(third);
  await c.open();
  const ask = third.getByRole('dialog', { name: 'Restore unsaved edits?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(c.field('Intelligence')).toHaveValue('19');
  // The restored edits are the third tab's own now: still two records, 17 and 19.
  await expect.poll(() => recordedIntelligence(third)).toEqual([17, 19]);
  await expect(b.field('Intelligence')).toHaveValue('17');
  expect([...a.pageErrors, ...b.pageErrors, ...c.pageErrors]).toEqual([]);
});

test('the Mana now log stays the same size on the page after 2,000 events, its CSV complete', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const app = new WillpowerPage(page);
  await app.open();
  const pool = page.getByRole('region', { name: 'Mana now' });
  const nodes = (): Promise<number> =>
    page.evaluate(() => document.getElementsByTagName('*').length);
  await pool.getByRole('button', { name: 'Cast' }).click();
  await expect(pool.getByText('Log (1 event)')).toBeAttached();
  const before = await nodes();
  // 1,999 more, as fast as a page can take clicks (a designer's afternoon).
  await pool.evaluate((card) => {
    const button = (name: string) =>
      [...card.querySelectorAll('button')].find((each) => each.textContent?.trim() === name);
    for (let i = 0; i < 1999; i += 1) button(i % 2 === 0 ? 'Refill' : 'Cast')?.click();
  });
  await expect(pool.getByText('Log (2,000 events)')).toBeAttached();
  // The table draws the newest 100 rows, whatever the length: the page grows by a log's worth
  // of 100 rows at most (before: 2,316 → 18,307 nodes and a heap of 11 → 43 MB; now 3,108, 11 MB).
  const after = await nodes();
  expect(after - before).toBeLessThan(1500);
  await pool.getByText('Log (2,000 events)').click();
  await expect(pool.locator('table tbody tr')).toHaveCount(100);
  await expect(pool.getByTestId('pool-log-note')).toHaveText(
    'Showing the last 100 of 2,000 events; 1,900 earlier events are not shown. ' +
      'Export CSV… writes all 2,000.',
  );
  await expect(pool.locator('table tbody tr').first()).toContainText('1901');
  const csv = await new RulesetPage(page, 'Willpower').exportCsv(pool);
  expect(csv.rows).toHaveLength(2001);
  expect(csv.rows[2000]?.[0]).toBe('2000');
  expect(app.pageErrors).toEqual([]);
});
