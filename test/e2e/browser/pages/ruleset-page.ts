import { expect, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { pressExport } from './press-export';

/** The screens' ids by the names their page objects give (the address names a screen by id). */
const SCREEN_IDS: Readonly<Record<string, string>> = {
  Willpower: 'willpower',
  NetHack: 'nethack34',
  'NetHack 3.4': 'nethack34',
  DCSS: 'dcss',
  Quest: 'quest',
  'Mage 2e': 'mage2e',
  Compare: 'compare',
  'Balance grid': 'balance',
};

/**
 * What every ruleset screen's page object shares: the page's errors (a test ends with none), the
 * navigation to the screen, a card's table rows, and a card's CSV export parsed back.
 */
export class RulesetPage {
  readonly pageErrors: string[] = [];

  constructor(
    readonly page: Page,
    /** The navigation button's name and the screen's h1. */
    private readonly heading: string,
  ) {
    page.on('pageerror', (error) => this.pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.pageErrors.push(`console: ${message.text()}`);
    });
  }

  async open(): Promise<void> {
    // Straight to the screen (the address names it), as a reload there does: a test of another
    // screen does not build and compute Willpower's first.
    const screen = SCREEN_IDS[this.heading];
    await this.page.goto(screen === undefined ? '/' : `/?screen=${screen}`);
    await expect(this.page.getByTestId('engine-status')).toHaveText('Engine ready');
    await this.page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: new RegExp(this.heading) })
      .click();
    await expect(this.page.getByRole('heading', { name: this.heading, level: 1 })).toBeVisible();
  }

  /** A card (a chart or table) by its heading. */
  card(heading: string): Locator {
    return this.page.getByRole('region', { name: heading });
  }

  /** The cells (after the row heading) of the row whose first cell is `key`, in a card's table. */
  rowCells(card: Locator, key: number | string): Locator {
    return card.getByRole('row', { name: new RegExp(`^${key} `) }).getByRole('cell');
  }

  /** Every row of a card's table as text, the header row first. */
  async tableRows(card: Locator): Promise<string[][]> {
    return card
      .locator('table tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()),
        ),
      );
  }

  /** Clicks a card's "Export CSV…" and gives back the file exactly as written (its BOM too). */
  async exportCsvText(card: Locator): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await pressExport(card);
    const file = await download;
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  /** Clicks a card's "Export CSV…" and parses the download back into rows. */
  async exportCsv(card: Locator): Promise<{ name: string; rows: string[][] }> {
    const { name, text } = await this.exportCsvText(card);
    const rows = Papa.parse<string[]>(text.replace(/^\ufeff/, '').trim(), { newline: '\r\n' }).data;
    return { name, rows };
  }

  /** Saves the project (a download) and gives back its JSON text. */
  async saveProjectText(): Promise<string> {
    const download = this.page.waitForEvent('download');
    await this.page
      .getByRole('toolbar', { name: 'File' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await download).createReadStream()) {
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /** Opens a project file with this text, or these bytes (the project must have no unsaved edits). */
  async openProjectText(text: string | Buffer, name = 'project.wellspring.json'): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page
      .getByRole('toolbar', { name: 'File' })
      .getByRole('button', { name: 'Open…' })
      .click();
    await (
      await chooser
    ).setFiles({
      name,
      mimeType: 'application/json',
      buffer: typeof text === 'string' ? Buffer.from(text) : text,
    });
  }
}
