import type { Locator, Page } from '@playwright/test';
import { openSection } from './open-section';
import { RulesetPage } from './ruleset-page';

/** The DCSS screen as a designer sees it: build tabs and form, rates, charts, simulation, rules. */
export class DcssPage extends RulesetPage {
  constructor(page: Page) {
    super(page, 'DCSS');
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

  /** Opens "Rules and assumptions". */
  async openRules(): Promise<Locator> {
    const rules = this.page
      .locator('details', {
        has: this.page.locator('summary', { hasText: 'Rules and assumptions' }),
      })
      .filter({ visible: true });
    await openSection(rules);
    return rules;
  }
}
