import { expect, test } from './reused-page';
import { DcssPage } from './pages/dcss-page';

test.describe('DCSS', () => {
  let app: DcssPage;

  test.beforeEach(async ({ page }) => {
    app = new DcssPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('explains the seed’s 30 MHP example, and a troll leather armour makes it TRR 50', async () => {
    await expect(app.brr).toHaveText('10');
    await expect(app.trr).toHaveText('10');
    await expect(app.rate).toHaveText('1 HP every 10 turns');
    await expect(app.page.getByTestId('dcss-brr')).toHaveText('10 (30 / 3) = 10');
    const chart = app.mhpCard.getByTestId('line-chart');
    await expect(chart).toHaveAttribute('aria-label', /This build, 30 max HP: TRR 10, 10 turns/);
    await expect(chart).toHaveAttribute('aria-label', /TRR 19 at 59, 20 at 60/);

    await app.checkbox('Troll leather armour').check();
    await expect(app.trr).toHaveText('50');
    await expect(app.rate).toHaveText('1 HP every 2 turns');
    await expect(app.page.getByTestId('dcss-trr')).toContainText('+ 40');
    await expect(chart).toHaveAttribute('aria-label', /This build, 30 max HP: TRR 50, 2 turns/);
    await app.mhpCard.getByRole('button', { name: 'Table' }).click();
    // mhp | brr, trr, turns_per_hp: the build's row is marked.
    await expect(app.rowCells(app.mhpCard, 30)).toHaveText(['10', '50', '2']);
    await expect(app.mhpCard.locator('tr[aria-current="true"]')).toContainText('30');

    // A ring of regeneration on top: +40 more, and the chart's whole TRR line moves up.
    await app.field('Rings of regeneration').press('ArrowUp');
    await expect(app.trr).toHaveText('90');
    await expect(app.rowCells(app.mhpCard, 30)).toHaveText(['10', '90', '1.111']);
    await app.mhpCard.getByRole('button', { name: 'Chart' }).click();
    await expect(chart).toHaveAttribute('aria-label', /This build, 30 max HP: TRR 90/);
  });

  test('shows the Demonspawn Berserker at TRR 1220, and the source’s reading takes the spell off', async () => {
    await app.selectBuild('Demonspawn Berserker (seed)');
    await expect(app.brr).toHaveText('100');
    await expect(app.trr).toHaveText('1220');
    await expect(app.rate).toHaveText('12 or 13 HP each turn');
    await expect(app.checkbox('Troll leather armour')).toBeChecked();
    await expect(app.checkbox('Troll leather armour')).toBeDisabled();

    const rules = await app.openRules();
    await rules.getByLabel('The Regeneration spell adds to Trog’s Hand').uncheck();
    await expect(app.trr).toHaveText('1120');
    await expect(app.page.getByTestId('dcss-readings')).toContainText('Trog');
    await rules.getByRole('button', { name: 'Back to the seed’s readings' }).click();
    await expect(app.trr).toHaveText('1220');

    await rules.getByLabel('Per ring', { exact: true }).fill('50');
    await expect(app.trr).toHaveText('1240');
    await rules.getByRole('button', { name: 'Reset to the seed’s numbers' }).click();
    await expect(app.trr).toHaveText('1220');
  });

  test('Powered by Death: the mean duration by default, its random 2d8 + 8 × rank turns one tick away', async () => {
    await app.selectBuild('Demonspawn Berserker (seed)');
    const sim = app.simulationCard;
    await sim.getByLabel('Turns').fill('20');
    const trr = (turn: number) => app.rowCells(sim, turn).nth(1);
    // The mean (17 turns at rank 1): 1220 through turn 17, then 520.
    await expect(trr(17)).toHaveText('1220');
    await expect(trr(18)).toHaveText('520');
    const rules = await app.openRules();
    await rules.getByLabel(/Powered by Death lasts its random 2d8/).check();
    // Random: certain through turn 10, then the chance it still lasts (61/64 at turn 12).
    await expect(trr(10)).toHaveText('1220');
    await expect(trr(12)).toHaveText('1187.1875');
    await expect(app.page.getByTestId('dcss-readings')).toContainText(
      '2d8 + 8 × rank 1 turns (10 to 24)',
    );
    // One undoable edit of the rules.
    await app.page.keyboard.press('Control+z');
    await expect(trr(12)).toHaveText('1220');
    await expect(trr(18)).toHaveText('520');
  });

  test('says what is wrong with a bad max HP and keeps the numbers from before the edit', async () => {
    await app.field('Max HP').fill('90');
    await expect(app.trr).toHaveText('25');
    await expect(app.rate).toHaveText('1 HP every 4 turns');
    await app.field('Max HP').press('Tab');
    await app.field('Max HP').fill('0');
    await expect(app.field('Max HP')).toHaveAttribute('aria-invalid', 'true');
    const message = app.form.getByRole('alert');
    await expect(message).toHaveText('The max HP must be a whole number from 1 to 9999.');
    await expect(app.field('Max HP')).toHaveAttribute('aria-describedby', /-error$/);
    await expect(app.page.getByRole('status').filter({ hasText: 'before the edit' })).toBeVisible();
    await expect(app.trr).toHaveText('25');
    await app.field('Max HP').fill('lots');
    await expect(app.trr).toHaveText('25');
    await expect(app.page.locator('main')).not.toContainText('NaN');
    await app.field('Max HP').fill('100');
    await expect(app.form.getByRole('alert')).toHaveCount(0);
    await expect(app.brr).toHaveText('26');
  });

  test('plays the simulation turn by turn and exports it as CSV', async () => {
    const sim = app.simulationCard;
    await sim.getByLabel('Turns').fill('12');
    await expect(sim.getByRole('row')).toHaveCount(13);
    const { name, rows } = await app.exportCsv(sim);
    expect(name).toBe(
      `wellspring-no-regeneration-bonuses-turn-by-turn-${new Date().toLocaleDateString('sv-SE')}.csv`,
    );
    const [header, ...body] = rows;
    expect(header).toEqual([
      'turn',
      'brr',
      'trr',
      'hp_before',
      'points_gained',
      'hp_gained',
      'points_carried',
      'hp_after',
    ]);
    expect(body).toHaveLength(12);
    const column = (title: string) => header?.indexOf(title) ?? -1;
    const at = (turn: number, title: string) => body[turn - 1]?.[column(title)];
    expect(at(1, 'points_carried')).toBe('10');
    expect(at(1, 'hp_gained')).toBe('0');
    expect(at(10, 'hp_gained')).toBe('1');
    expect(at(10, 'points_carried')).toBe('0');
    expect(at(12, 'hp_after')).toBe('2');

    await sim.getByLabel('Start HP').fill('31');
    await expect(sim.getByRole('alert')).toContainText('from 1 to the max HP (30)');
  });

  test('edits the max HP curve by XL and redraws the level table', async () => {
    const curve = app.page.getByRole('group', { name: 'Max HP at each XL' });
    await expect(app.page.getByTestId('dcss-curve-status')).toContainText(
      'An assumption: not in the seed.',
    );
    await app.levelCard.getByRole('button', { name: 'Table' }).click();
    // xl | max_hp, trr, turns_per_hp, turns_to_full
    const xl5 = app.rowCells(app.levelCard, 5);
    await expect(xl5.nth(0)).toHaveText('48');
    await expect(xl5.nth(1)).toHaveText('16');
    await curve.getByLabel('Max HP at XL 5').fill('90');
    await expect(xl5.nth(0)).toHaveText('90');
    await expect(xl5.nth(1)).toHaveText('25');
    await expect(app.page.getByTestId('dcss-curve-status')).toContainText('Your own curve');
    await app.page.getByRole('button', { name: 'Reset to the assumption' }).click();
    await expect(xl5.nth(0)).toHaveText('48');
  });

  test('duplicates, renames and deletes builds, never the last', async () => {
    await expect(app.tabs).toHaveText(['No regeneration bonuses', 'Demonspawn Berserker (seed)']);
    await app.page.getByRole('button', { name: 'Duplicate build', exact: true }).click();
    await expect(app.tabs).toHaveCount(3);
    await app.field('Name').fill('Troll with rings');
    await app.field('Rings of regeneration').fill('2');
    await expect(app.trr).toHaveText('90');
    await expect(app.tabs.nth(2)).toHaveText('Troll with rings');
    await app.field('Name').fill('Demonspawn Berserker (seed)');
    await expect(app.form.getByRole('alert')).toHaveText(
      'There is already a build called Demonspawn Berserker (seed).',
    );
    const remove = app.page.getByRole('button', { name: 'Delete build', exact: true });
    await remove.click();
    await expect(app.tabs).toHaveCount(2);
    // A delete can be taken back: the build returns where it was, with its edits.
    await app.page
      .getByRole('status')
      .filter({ hasText: 'Deleted' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(app.tabs).toHaveCount(3);
    await expect(app.tabs.nth(2)).toHaveText('Troll with rings');
    await remove.click();
    await remove.click();
    await expect(app.tabs).toHaveCount(1);
    await expect(remove).toBeDisabled();
  });
});
