import type { Locator, Page } from '@playwright/test';
import { RulesetPage } from './ruleset-page';

/** The Quest screen: casters, mana and limits, the VP chart, the budget and dispel tables, rules. */
export class QuestPage extends RulesetPage {
  constructor(page: Page) {
    super(page, 'Quest');
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Quest caster' });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async selectCaster(name: string): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Quest casters' })
      .getByRole('button', { name })
      .click();
  }

  figure(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  get dispelPanel(): Locator {
    return this.page.getByRole('region', { name: 'Dispelling' });
  }

  dispelField(label: string): Locator {
    return this.dispelPanel.getByLabel(label, { exact: true });
  }

  get rulesPanel(): Locator {
    return this.page.getByRole('region', { name: 'Rules (seed 001)' });
  }

  ruleField(label: string): Locator {
    return this.rulesPanel.getByLabel(label, { exact: true });
  }

  /** The soft warnings (role status) beside a Rules field, in the field's own cell. */
  ruleWarnings(label: string): Locator {
    return this.rulesPanel
      .locator('.cell')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .getByRole('status');
  }

  /** The soft warnings in the row right under a sorcery level's row. */
  levelWarnings(level: string): Locator {
    return this.rulesPanel
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: level, exact: true }) })
      .locator('xpath=following-sibling::tr[1]')
      .getByRole('status');
  }

  /** A matrix's marked row heading and marked cell (the case the example spells out). */
  marked(card: Locator): { row: Locator; cell: Locator } {
    return {
      row: card.locator('tr[aria-current="true"] > th'),
      cell: card.locator('td[aria-current="true"]'),
    };
  }
}
