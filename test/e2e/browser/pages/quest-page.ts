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
}
