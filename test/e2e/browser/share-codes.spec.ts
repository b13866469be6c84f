import { expect, test, type Locator, type Page } from '@playwright/test';
import { WillpowerPage } from './pages/willpower-page';
import { openSummary } from './pages/open-section';

/** Share… on the Willpower screen (opened if need be): picks what to share, returns its code. */
async function shareCode(page: Page, what: RegExp): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Share as a code' });
  if (!(await dialog.isVisible())) {
    await page
      .locator('[data-screen-id="willpower"]')
      .getByRole('button', { name: 'Share…' })
      .click();
  }
  await dialog.getByRole('radio', { name: what }).check();
  const field = dialog.getByRole('textbox', { name: 'Share code' });
  await expect(field).toHaveValue(/^WS1-[A-Za-z0-9_-]+$/);
  return field.inputValue();
}

async function pasteDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Paste code…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a shared code' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Share codes', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('carry a build and a whole ruleset into a new project, refusing a damaged code', async ({
    page,
  }) => {
    // Tathren with Int 18, and Gnomes with 40 mana: what the codes must carry.
    await app.field('Intelligence').fill('18');
    await expect(app.levelOne).toContainText('4 (Int)');
    await openSummary(page, 'Races and classes');
    await page
      .getByRole('region', { name: 'Races' })
      .getByLabel('Gnome mana', { exact: true })
      .fill('40');

    const buildCode = await shareCode(page, /^This build: Tathren/);
    const dialog = page.getByRole('dialog', { name: 'Share as a code' });
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Copied. Paste it with Paste code… in another Wellspring.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(buildCode);
    const rulesetCode = await shareCode(page, /^All of Willpower: its data and its 1 build$/);
    // The ruleset's code is not on the clipboard: "Copied." went with the build's.
    await expect(dialog.getByRole('status')).toHaveCount(0);
    expect(rulesetCode).not.toBe(buildCode);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // A new project: the built-in data and Tathren as the seed has him.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.getByRole('button', { name: 'Discard edits' }).click();
    await expect(app.field('Intelligence')).toHaveValue('15');

    // A code cut short is refused, and nothing changes.
    const paste = await pasteDialog(page);
    const text = paste.getByLabel(/^Code/);
    await text.fill(buildCode.slice(0, -12));
    await paste.getByRole('button', { name: 'Read the code' }).click();
    await expect(paste.getByRole('alert')).toContainText(
      'The code is damaged (was it cut short or changed when copied?).',
    );

    // The build code adds Tathren beside the new project's own, renamed, as one undoable edit.
    await text.fill(`${buildCode.slice(0, 30)}\n${buildCode.slice(30)}`);
    await paste.getByRole('button', { name: 'Read the code' }).click();
    await expect(paste.getByRole('status')).toHaveText(
      'The code holds Tathren (shared), for Willpower.',
    );
    await paste.getByRole('button', { name: 'Add Tathren (shared) to Willpower' }).click();
    await expect(paste).toBeHidden();
    const tab = page
      .getByRole('group', { name: 'Builds' })
      .getByRole('button', { name: 'Tathren (shared)' });
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    await expect(app.field('Intelligence')).toHaveValue('18');
    await page.getByRole('button', { name: /^Undo Add Tathren \(shared\) to Willpower/ }).click();
    await expect(tab).toHaveCount(0);

    // The ruleset code replaces Willpower's data and builds, after saying so.
    const again = await pasteDialog(page);
    await again.getByLabel(/^Code/).fill(rulesetCode);
    await again.getByRole('button', { name: 'Read the code' }).click();
    await expect(again.getByRole('status')).toContainText(
      'The code holds all of Willpower: its data and 1 build. They replace this project’s Willpower data and its 1 build (Undo takes it back).',
    );
    await again.getByRole('button', { name: 'Replace Willpower from the code' }).click();
    await expect(again).toBeHidden();
    await expect(app.field('Intelligence')).toHaveValue('18');
    // The Races table is still open from the edit above (a table stays open across projects).
    await expect(
      page.getByRole('region', { name: 'Races' }).getByLabel('Gnome mana', { exact: true }),
    ).toHaveValue('40');
  });
});
