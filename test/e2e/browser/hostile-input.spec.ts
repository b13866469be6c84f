/**
 * Hostile input through the real page (issue #36's parsing probes): a share code nested 10^4
 * deep, then a good one; a decompression bomb; a file that is not UTF-8. Each is refused with a
 * message where the designer is looking, the page stays alive, and the next good input works.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './reused-page';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { serializeProject } from '../../../shared/app/serialize';
import { bombCode, deepCode } from '../../fixtures/hostile-codes';
import { DcssPage } from './pages/dcss-page';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

/** 182 characters whose section nests 10^4 lists deep. */
const DEEP_CODE = deepCode(10_000);

async function pasteDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Paste code…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a shared code' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Tathren's code, made by Share… on the page. */
async function tathrenCode(page: Page): Promise<string> {
  await page
    .locator('[data-screen-id="willpower"]')
    .getByRole('button', { name: 'Share…' })
    .click();
  const share = page.getByRole('dialog', { name: 'Share as a code' });
  await share.getByRole('radio', { name: /^This build: Tathren/ }).check();
  const field = share.getByRole('textbox', { name: 'Share code' });
  await expect(field).toHaveValue(/^WS1-[A-Za-z0-9_-]+$/);
  const code = await field.inputValue();
  await share.getByRole('button', { name: 'Close' }).click();
  return code;
}

test.describe('Hostile input', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('a code nested 10^4 deep is refused, and the dialog then reads a good code', async ({
    page,
  }) => {
    const good = await tathrenCode(page);
    expect(DEEP_CODE.length).toBeLessThan(250);
    const paste = await pasteDialog(page);
    const text = paste.getByLabel(/^Code/);
    const read = paste.getByRole('button', { name: 'Read the code' });
    await text.fill(DEEP_CODE);
    await read.click();
    await expect(paste.getByRole('alert')).toContainText(
      'lists and objects nest more than 32 deep; Wellspring takes at most 32',
    );
    await text.fill(good);
    await expect(read).toBeEnabled();
    await read.click();
    await expect(paste.getByRole('status')).toHaveText(
      'The code holds Tathren (shared), for Willpower.',
    );
  });

  test('a code that inflates to 100 MB is refused with a message, and the page stays live', async ({
    page,
  }) => {
    const bomb = bombCode(100);
    expect(bomb.length).toBeLessThan(150_000);
    const paste = await pasteDialog(page);
    // fill() types nothing: the 140,000 characters land as one paste would.
    await paste.getByLabel(/^Code/).fill(bomb);
    await paste.getByRole('button', { name: 'Read the code' }).click();
    await expect(paste.getByRole('alert')).toContainText(
      'The code unpacks to a project larger than 50 MB, the most Wellspring opens.',
      { timeout: 20_000 },
    );
    await paste.getByRole('button', { name: 'Cancel' }).click();
    // Still live: an edit repaints.
    await app.field('Intelligence').fill('16');
    await expect(app.levelOne).toContainText('= 19');
  });

  test('a file that is not UTF-8 is refused with the words the CLI uses, and nothing changes', async ({
    page,
  }) => {
    const text = serializeProject(makeDefaultProject()).replace('"Tathren"', '"Tathr\u00e9n"');
    // é as Latin-1 writes it: one byte, not UTF-8.
    const bytes = Buffer.from(text, 'latin1');
    const dir = mkdtempSync(path.join(tmpdir(), 'wellspring-latin1-'));
    let cliSays: string;
    try {
      const file = path.join(dir, 'latin1.wellspring.json');
      writeFileSync(file, bytes);
      const cli = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'src-main/cli/wellspring.ts',
          'report',
          'willpower/curves',
          '--project',
          file,
        ],
        { encoding: 'utf8' },
      );
      expect(cli.status).toBe(2);
      cliSays = cli.stderr;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    await new RulesetPage(page, 'Willpower').openProjectText(bytes, 'latin1.wellspring.json');
    const dialog = page.getByRole('dialog', { name: 'latin1.wellspring.json cannot be opened' });
    await expect(dialog).toBeVisible();
    const message = 'The file is not UTF-8 text, so it cannot be a Wellspring project.';
    await expect(dialog).toContainText(message);
    expect(cliSays).toContain(message);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveTitle('Untitled — Wellspring');
    await expect(
      page.getByRole('group', { name: 'Builds' }).getByRole('button', { name: 'Tathren' }),
    ).toBeVisible();
  });

  test('a name longer than a project may hold is refused at its field, and the build keeps its own', async ({
    page,
  }) => {
    const dcss = new DcssPage(page);
    await dcss.open();
    const name = dcss.field('Name');
    const before = await name.inputValue();
    await name.fill('x'.repeat(201));
    await expect(dcss.form.getByRole('alert')).toHaveText(
      'Name holds at most 200 characters (this is 201).',
    );
    await expect(dcss.tabs.filter({ hasText: before })).toHaveCount(1);
    await name.fill('y'.repeat(200));
    await expect(dcss.tabs.filter({ hasText: 'y'.repeat(200) })).toHaveCount(1);
  });
});
