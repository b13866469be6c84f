import { expect, test, type Page } from '@playwright/test';
import { scaledProjectText } from '../../bench/scaled-project';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

async function readDownload(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/** The recovery records in the page's localStorage (one per tab), as their texts. */
function recoveryTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('wellspring:recovery:'))
      .map((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { text: string }).text),
  );
}

/** Tathren's Intelligence in a project's text. */
function intelligenceIn(text: string): number | undefined {
  return (JSON.parse(text) as { willpower: { builds: { stats: { int: number } }[] } }).willpower
    .builds[0]?.stats.int;
}

/**
 * Intelligence set to `value`, then the autosave's recovery record written (a moment after the
 * edit); the page's "leave?" question on unload is answered yes from then on.
 */
async function editThenAutosave(page: Page, app: WillpowerPage, value: string): Promise<void> {
  page.on('dialog', (dialog) => void dialog.accept());
  await app.field('Intelligence').fill(value);
  await expect.poll(async () => (await recoveryTexts(page)).length, { timeout: 10_000 }).toBe(1);
}

test.describe('Project files', () => {
  test('saves the project as plain JSON, opens it again, and marks unsaved edits', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const files = page.getByRole('toolbar', { name: 'File' });
    await expect(page.getByTestId('project-name')).toHaveText('Untitled');
    await expect(page).toHaveTitle('Untitled — Wellspring');

    await app.field('Intelligence').fill('16');
    await expect(page.getByTestId('project-name')).toContainText('•');
    await expect(page).toHaveTitle('• Untitled — Wellspring');

    const saved = await readDownload(page, () =>
      files.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    expect(saved.name).toBe('Untitled.wellspring.json');
    expect(saved.text.endsWith('}\n')).toBe(true);
    expect(saved.text).toContain('\n  "formatVersion"');
    const document = JSON.parse(saved.text) as {
      willpower: { builds: { stats: { int: number } }[] };
    };
    expect(document.willpower.builds[0]?.stats.int).toBe(16);
    await expect(page).toHaveTitle('Untitled.wellspring.json — Wellspring');
    await expect(files.getByRole('status')).toHaveText('Saved Untitled.wellspring.json.');

    // Change it, then open the saved file again: the saved Intelligence comes back. "Saved …"
    // stops being said once there is an edit since.
    await app.field('Intelligence').fill('18');
    await expect(page).toHaveTitle('• Untitled.wellspring.json — Wellspring');
    await expect(files.getByRole('status')).toHaveCount(0);
    const chooser = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: 'Open…' }).click();
    // Unsaved edits: the page asks first.
    await page.getByRole('button', { name: 'Discard edits' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'balance.wellspring.json',
      mimeType: 'application/json',
      buffer: Buffer.from(saved.text),
    });
    await expect(app.field('Intelligence')).toHaveValue('16');
    await expect(page).toHaveTitle('balance.wellspring.json — Wellspring');
    // Opening starts a new undo stack.
    await expect(
      page.getByRole('toolbar', { name: 'Edit' }).getByRole('button', { name: 'Undo' }),
    ).toBeDisabled();
    // "Opened …" is said until the first edit, as "Saved …" is, and so is New's line.
    await expect(files.getByRole('status')).toHaveText('Opened balance.wellspring.json.');
    await app.field('Intelligence').fill('15');
    await expect(files.getByRole('status')).toHaveCount(0);
    await files.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Discard edits' }).click();
    await expect(files.getByRole('status')).toHaveText('A new project with the built-in data.');
    await app.field('Intelligence').fill('17');
    await expect(files.getByRole('status')).toHaveCount(0);
    expect(app.pageErrors).toEqual([]);
  });

  test('refuses a bad file with each problem and its JSON path, keeping the project open', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    await app.field('Intelligence').fill('17');
    const good = JSON.parse(
      (
        await readDownload(page, () =>
          page
            .getByRole('toolbar', { name: 'File' })
            .getByRole('button', { name: 'Save', exact: true })
            .click(),
        )
      ).text,
    ) as { willpower: { builds: { stats: { int: unknown }; raceId: string }[] } };
    const build = good.willpower.builds[0];
    if (build === undefined) throw new Error('no build saved');
    build.stats.int = 'lots';
    build.raceId = 'no-such-race';

    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('toolbar', { name: 'File' })
      .getByRole('button', { name: 'Open…' })
      .click();
    await (
      await chooser
    ).setFiles({
      name: 'broken.wellspring.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(good)),
    });
    const dialog = page.getByRole('dialog', { name: 'broken.wellspring.json cannot be opened' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('willpower.builds[0].stats.int');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(app.field('Intelligence')).toHaveValue('17');
  });

  test('a list past its limit is refused on open, and a full list cannot grow', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const app = new WillpowerPage(page);
    await app.open();
    const files = new RulesetPage(page, 'Willpower');
    await files.openProjectText(scaledProjectText(1, 1001), 'over.wellspring.json');
    const dialog = page.getByRole('dialog', { name: 'over.wellspring.json cannot be opened' });
    await expect(dialog).toContainText(
      'willpower.builds: holds 1,001 entries; Wellspring takes at most 1,000',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();

    await files.openProjectText(scaledProjectText(1, 1000), 'full.wellspring.json');
    await expect(page).toHaveTitle('full.wellspring.json — Wellspring', { timeout: 20_000 });
    const duplicate = page.getByRole('button', { name: 'Duplicate build', exact: true });
    await expect(duplicate).toBeDisabled();
    await expect(duplicate).toHaveAttribute('title', 'A ruleset holds at most 1000 builds.');
    // Still live: an edit repaints.
    await app.field('Intelligence').fill('16');
    await expect(app.levelOne).toContainText('= 19');
    expect(app.pageErrors).toEqual([]);
  });

  test('Save As asks for a name (Enter saves, Escape cancels), so it differs from Save', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const files = page.getByRole('toolbar', { name: 'File' });
    await app.field('Intelligence').fill('16');
    await files.getByRole('button', { name: 'Save As…' }).click();
    const ask = page.getByRole('dialog', { name: 'Save Project As' });
    await expect(ask.getByLabel('File name')).toHaveValue('Untitled');
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(page).toHaveTitle('• Untitled — Wellspring');

    await files.getByRole('button', { name: 'Save As…' }).click();
    // A name Windows would refuse is mended, and the extension added.
    await ask.getByLabel('File name').fill('balance: v2?');
    const saved = await readDownload(page, () => ask.getByLabel('File name').press('Enter'));
    expect(saved.name).toBe('balance- v2-.wellspring.json');
    await expect(page).toHaveTitle('balance- v2-.wellspring.json — Wellspring');
    // Save then keeps that name without asking.
    await app.field('Intelligence').fill('17');
    const again = await readDownload(page, () =>
      files.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    expect(again.name).toBe('balance- v2-.wellspring.json');
    expect(app.pageErrors).toEqual([]);
  });

  test('a save with a refused field writes its value from before the edit, and says so', async ({
    page,
  }) => {
    const app = new WillpowerPage(page);
    await app.open();
    const files = page.getByRole('toolbar', { name: 'File' });
    await app.field('Intelligence').fill('16');
    await app.field('Intelligence').fill('abc');
    await app.field('Intelligence').press('Tab');
    await expect(app.field('Intelligence')).toHaveValue('abc');
    const saved = await readDownload(page, () =>
      files.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    const document = JSON.parse(saved.text) as {
      willpower: { builds: { stats: { int: number } }[] };
    };
    // 16 was typed on the way to "abc", in the same edit: the file has 15, from before it.
    expect(document.willpower.builds[0]?.stats.int).toBe(15);
    await expect(files.getByRole('status')).toHaveText(
      'Saved Untitled.wellspring.json. 1 field still to fix was not saved (the file has the ' +
        'value from before the edit): Willpower \u203a Tathren \u203a Intelligence.',
    );
    expect(app.pageErrors).toEqual([]);
  });

  test('offers unsaved edits back after the page is closed, and can discard them', async ({
    page,
  }) => {
    // Three page loads and a two-second autosave: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    // Time flows as usual; the clock only lets the test jump past the Undo's 15 s.
    await page.clock.install();
    const app = new WillpowerPage(page);
    await app.open();
    await editThenAutosave(page, app, '19');
    await expect(app.levelOne).toContainText('= 20');

    await page.reload();
    const ask = page.getByRole('dialog', { name: 'Restore unsaved edits?' });
    await expect(ask).toContainText('The last change was made');
    await ask.getByRole('button', { name: 'Restore' }).click();
    await expect(app.field('Intelligence')).toHaveValue('19');
    await expect(page.getByTestId('project-name')).toContainText('•');

    // Discard names what it discards, and can be taken back for a while.
    await page.reload();
    const again = page.getByRole('dialog', { name: 'Restore unsaved edits?' });
    await again.getByRole('button', { name: /^Discard edits from / }).click();
    const notice = page.getByRole('toolbar', { name: 'File' }).getByRole('status');
    await expect(notice).toContainText('Discarded the unsaved edits from');
    await expect(app.field('Intelligence')).toHaveValue('15');
    await notice.getByRole('button', { name: 'Undo discard' }).click();
    await expect(app.field('Intelligence')).toHaveValue('19');
    await expect(notice).toHaveText('Restored your unsaved edits.');

    // Past the Undo's time, the discarded edits are gone for good.
    await page.reload();
    await page
      .getByRole('dialog', { name: 'Restore unsaved edits?' })
      .getByRole('button', { name: /^Discard edits from / })
      .click();
    await expect(notice).toContainText('Discarded the unsaved edits from');
    // Longer than DISCARD_UNDO_MS (15 s).
    await page.clock.fastForward(20_000);
    await expect.poll(() => recoveryTexts(page)).toEqual([]);
    await expect(notice.getByRole('button', { name: 'Undo discard' })).toHaveCount(0);
    await page.reload();
    await expect(app.engineStatus).toHaveText('Engine ready');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a window reloaded after its page died gets the autosaved edits back at once', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const app = new WillpowerPage(page);
    await app.open();
    await editThenAutosave(page, app, '19');
    // What the desktop shell loads after Reload in its "window stopped" question (a new load:
    // from the same page, a fragment alone would not reload it).
    await page.goto('about:blank');
    await page.goto('/#restore-recovery');
    await expect(app.field('Intelligence')).toHaveValue('19');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('toolbar', { name: 'File' }).getByRole('status')).toHaveText(
      'The window stopped and was reloaded: your unsaved edits are back.',
    );
    expect(new URL(page.url()).hash).toBe('');
    // A later reload asks as usual.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Restore unsaved edits?' })).toBeVisible();
    expect(app.pageErrors).toEqual([]);
  });

  test('Escape on the recovery question keeps the edits, protects new ones, and asks again', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    const app = new WillpowerPage(page);
    await app.open();
    await editThenAutosave(page, app, '19');

    await page.reload();
    const ask = page.getByRole('dialog', { name: 'Restore unsaved edits?' });
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(app.field('Intelligence')).toHaveValue('15');
    const notice = page.getByRole('toolbar', { name: 'File' }).getByRole('status');
    await expect(notice).toContainText('Kept the unsaved edits from');
    // An edit now does not write over the kept record, and is kept for recovery too (its own).
    await app.field('Intelligence').fill('17');
    // Longer than AUTOSAVE_DELAY_MS (2 s).
    await page.clock.fastForward(5_000);
    await expect
      .poll(async () => (await recoveryTexts(page)).map(intelligenceIn).sort())
      .toEqual([17, 19]);

    // Offered again from the notice, and on the next start: both, each with its own buttons.
    await notice.getByRole('button', { name: 'Restore or discard…' }).click();
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(ask.getByRole('listitem')).toHaveCount(2);
    // The newest first: the edit made after Later.
    await ask
      .getByRole('button', { name: /^Restore edits from / })
      .first()
      .click();
    await expect(app.field('Intelligence')).toHaveValue('17');
    // One left: asked about alone.
    await notice.getByRole('button', { name: 'Restore or discard…' }).click();
    await ask.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(app.field('Intelligence')).toHaveValue('19');
    // The 17 restored first was set aside, not lost: it is offered still.
    await notice.getByRole('button', { name: 'Restore or discard…' }).click();
    await ask.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(app.field('Intelligence')).toHaveValue('17');
    expect(app.pageErrors).toEqual([]);
  });
});

test('File › Export CSV… writes every table of the screen shown, one file each', async ({
  page,
}) => {
  const app = new WillpowerPage(page);
  await app.open();
  await app.nav.getByRole('button', { name: /DCSS/ }).click();
  await expect(page.getByRole('heading', { name: 'DCSS', level: 1 })).toBeVisible();
  const names: string[] = [];
  const contents: string[] = [];
  page.on('download', (download) => {
    names.push(download.suggestedFilename());
    void download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      contents.push(Buffer.concat(chunks).toString('utf8'));
    });
  });
  // The heading comes before the cards: on a loaded machine Ctrl+E found none yet. Six: the
  // four figures' tables, the goal's and the curve fit's (What moves it most asks only once in
  // view, far below).
  await expect(
    page.locator('[data-screen-id="dcss"]').getByRole('button', { name: 'Export CSV…' }),
  ).toHaveCount(6);
  await page.keyboard.press('Control+e');
  await expect(page.getByRole('toolbar', { name: 'File' }).getByRole('status')).toHaveText(
    /Exported 6 tables to your downloads/,
  );
  await expect.poll(() => contents.length).toBe(6);
  const today = new Date().toLocaleDateString('sv-SE');
  // Only the DCSS screen's tables (the hidden screens export nothing), in page order.
  expect(names).toEqual([
    `wellspring-no-regeneration-bonuses-regeneration-${today}.csv`,
    `wellspring-no-regeneration-bonuses-by-max-hp-${today}.csv`,
    `wellspring-no-regeneration-bonuses-by-xl-${today}.csv`,
    `wellspring-no-regeneration-bonuses-turn-by-turn-${today}.csv`,
    `wellspring-dcss-30-mhp-goal-turns-per-hp-${today}.csv`,
    `wellspring-dcss-30-mhp-fit-max-hp-${today}.csv`,
  ]);
  for (const text of contents) expect(text.startsWith('\ufeff')).toBe(true);
});
