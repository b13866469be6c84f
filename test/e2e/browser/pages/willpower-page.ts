import { expect, type Locator, type Page } from '@playwright/test';
import { openSummary } from './open-section';

/** The Willpower screen as a designer sees it: build fields, breakdown, chart and table. */
export class WillpowerPage {
  readonly pageErrors: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') this.pageErrors.push(`console: ${message.text()}`);
    });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.engineStatus).toHaveText('Engine ready');
  }

  get engineStatus(): Locator {
    return this.page.getByTestId('engine-status');
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Rulesets' });
  }

  field(
    label: 'Name' | 'Level' | 'Intelligence' | 'Willpower' | 'Presence' | 'Constitution',
  ): Locator {
    return this.page.getByRole('form', { name: 'Build' }).getByLabel(label, { exact: true });
  }

  select(label: 'Race' | 'Class'): Locator {
    // Exact: the "Edit races…" beside it is labelled with the table's name.
    return this.page.getByRole('form', { name: 'Build' }).getByLabel(label, { exact: true });
  }

  get levelOne(): Locator {
    return this.page.getByTestId('level-one');
  }

  get gainPerLevel(): Locator {
    return this.page.getByTestId('gain-per-level');
  }

  get chartCard(): Locator {
    return this.page.getByRole('region', { name: 'Max mana, levels 1–60' });
  }

  get chart(): Locator {
    return this.chartCard.getByTestId('line-chart');
  }

  async showTable(): Promise<void> {
    await this.chartCard.getByRole('button', { name: 'Table' }).click();
  }

  async showChart(): Promise<void> {
    await this.chartCard.getByRole('button', { name: 'Chart' }).click();
  }

  /** Max mana at a level, read from the accessible table view. */
  /** The max-mana table's cell at a level (the table view shown), for `expect(…).toHaveText`. */
  tableCellAt(level: number): Locator {
    return this.chartCard
      .getByRole('row', { name: new RegExp(`^${level} `) })
      .getByRole('cell')
      .first();
  }

  /** A row of the stat-modifier table, under "Rules and assumptions". */
  modifier(score: number): Locator {
    return this.page.getByLabel(`Modifier for score ${score}`, { exact: true });
  }

  async openAssumptions(): Promise<void> {
    await openSummary(this.page, 'Rules and assumptions');
  }

  /** Max mana at the build's level with everything counted (shown once items or levels count). */
  get atBuildLevel(): Locator {
    return this.page.getByTestId('at-build-level');
  }

  get regenPanel(): Locator {
    return this.page.getByRole('region', { name: 'Regeneration', exact: true });
  }

  /** Puts on an item from the build panel's "Put on" list (by item id). */
  async putOn(itemId: string): Promise<void> {
    await this.buildCard.getByLabel('Put on').selectOption(itemId);
  }

  /** The build's card: its form, the items, talents, skills and sign, and the breakdown. */
  get buildCard(): Locator {
    return this.page.getByRole('region', { name: /^Build: / });
  }

  /**
   * Opens one of the editable tables under "Tables" by its summary: 'Items', 'Talents',
   * 'Skills (Concentration)', 'Statuses', 'Horoscope signs', 'Spells, rods and summonings'.
   */
  async openTable(summary: string): Promise<void> {
    await openSummary(this.page.getByRole('region', { name: 'Tables' }), summary);
  }

  /** One table editor, by its name: 'Items', 'Talents', 'Statuses', 'Horoscope signs'… */
  table(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }
}
