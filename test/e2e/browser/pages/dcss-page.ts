import { expect, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';

/** The DCSS screen as a designer sees it: build tabs and form, rates, charts, simulation, rules. */
export class DcssPage {
  readonly pageErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.pageErrors.push(`console: ${message.text()}`);
    });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByTestId('engine-status')).toHaveText('Engine ready');
    await this.page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /DCSS/ })
      .click();
    await expect(this.page.getByRole('heading', { name: 'DCSS', level: 1 })).toBeVisible();
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'DCSS build' });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** A checkbox of the build form by the start of its name (the bonus it adds follows it). */
  checkbox(name: string): Locator {
    return this.form.getByRole('checkbox', { name: new RegExp(`^${name}`) });
  }

  get tabs(): Locator {
    return this.page.getByRole('group', { name: 'DCSS builds' }).getByRole('button');
  }

  async selectBuild(name: string): Promise<void> {
    await this.page
      .getByRole('group', { name: 'DCSS builds' })
      .getByRole('button', { name })
      .click();
  }

  get brr(): Locator {
    return this.page.getByTestId('dcss-brr-value');
  }

  get trr(): Locator {
    return this.page.getByTestId('dcss-trr-value');
  }

  get rate(): Locator {
    return this.page.getByTestId('dcss-rate');
  }

  get mhpCard(): Locator {
    return this.page.getByRole('region', { name: 'TRR and turns per HP by max HP' });
  }

  get levelCard(): Locator {
    return this.page.getByRole('region', { name: 'TRR and time to full by XL' });
  }

  get simulationCard(): Locator {
    return this.page.getByRole('region', { name: 'Turn by turn' });
  }

  /** The cells (after the row heading) of the row whose first cell is `key`, in a card's table. */
  rowCells(card: Locator, key: number): Locator {
    return card.getByRole('row', { name: new RegExp(`^${key} `) }).getByRole('cell');
  }

  /** Opens "Rules and assumptions". */
  async openRules(): Promise<Locator> {
    const rules = this.page
      .locator('details', {
        has: this.page.locator('summary', { hasText: 'Rules and assumptions' }),
      })
      .filter({ visible: true });
    await rules.locator('summary').click();
    return rules;
  }

  /** Clicks a card's "Export CSV…" and parses the download back into rows. */
  async exportCsv(card: Locator): Promise<{ name: string; rows: string[][] }> {
    const download = this.page.waitForEvent('download');
    await card.getByRole('button', { name: 'Export CSV…' }).click();
    const file = await download;
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\ufeff/, '');
    const rows = Papa.parse<string[]>(text.trim(), { newline: '\r\n' }).data;
    return { name: file.suggestedFilename(), rows };
  }
}
