import { expect, test } from './reused-page';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Mana now (the pool over time)', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('an item raises the maximum but not the mana you have; taking it off lowers both', async ({
    page,
  }) => {
    const pool = page.getByRole('region', { name: 'Mana now' });
    const mp = page.getByTestId('pool-mp');
    await expect(mp).toHaveText('18/18');
    await pool.getByRole('button', { name: 'Cast' }).click();
    await expect(mp).toHaveText('12/18');
    await page.getByLabel('Put on').selectOption('ring-of-mana');
    await expect(mp).toHaveText('12/23');
    await expect(page.getByTestId('pool-message')).toHaveText(
      'The maximum rose by 5; the mana you have did not.',
    );
    await pool.getByRole('button', { name: 'Refill' }).click();
    await expect(mp).toHaveText('23/23');
    await page.getByRole('button', { name: 'Take off Ring of mana (+5)' }).click();
    await expect(mp).toHaveText('18/18');
  });

  test('a level-up raises both; waiting brings mana back with carry-over', async ({ page }) => {
    const pool = page.getByRole('region', { name: 'Mana now' });
    const mp = page.getByTestId('pool-mp');
    await pool.getByRole('button', { name: 'Cast' }).click();
    await pool.getByRole('button', { name: 'Cast' }).click();
    await expect(mp).toHaveText('6/18');
    await app.field('Level').fill('2');
    await expect(mp).toHaveText('14/26');
    await pool.getByLabel('Minutes').fill('3');
    await pool.getByRole('button', { name: 'Wait' }).click();
    await expect(mp).toHaveText('14/26');
    await pool.getByRole('button', { name: 'Wait' }).click();
    await expect(mp).toHaveText('15/26');
    await expect(page.getByTestId('pool-message')).toHaveText('Waited 180 s: 1 back.');
  });

  test('refuses a cast it cannot pay, spending nothing', async ({ page }) => {
    const pool = page.getByRole('region', { name: 'Mana now' });
    for (let i = 0; i < 3; i += 1) await pool.getByRole('button', { name: 'Cast' }).click();
    await expect(page.getByTestId('pool-mp')).toHaveText('0/18');
    await pool.getByRole('button', { name: 'Cast' }).click();
    await expect(page.getByTestId('pool-message')).toHaveText(
      'Burning hands needs 6 mana but you have 0: refused, nothing spent.',
    );
  });

  test('a disease lowers max and current for good; a status caps regeneration while it lasts', async ({
    page,
  }) => {
    const pool = page.getByRole('region', { name: 'Mana now' });
    const falls = pool.getByRole('group', { name: 'When the most falls' });
    const mp = page.getByTestId('pool-mp');
    await pool.getByRole('button', { name: 'Cast' }).click();
    await expect(mp).toHaveText('12/18');
    await falls.getByRole('button', { name: 'A disease damages it' }).click();
    await expect(app.field('Intelligence')).toHaveValue('13');
    await expect(mp).toHaveText('11/17');

    await pool.getByRole('button', { name: 'Refill' }).click();
    await falls.getByLabel('Stat').selectOption('wil');
    await falls.getByLabel('by').fill('4');
    await falls.getByRole('button', { name: 'A status lowers it' }).click();
    await expect(pool).toContainText('at most 15 while the status lasts');
    await expect(mp).toHaveText('17/17');
    await pool.getByRole('button', { name: 'Cast' }).click();
    await pool.getByLabel('Minutes').fill('120');
    await pool.getByRole('button', { name: 'Wait' }).click();
    await expect(mp).toHaveText('15/17');
    await falls.getByRole('button', { name: 'The status passes' }).click();
    await pool.getByRole('button', { name: 'Wait' }).click();
    await expect(mp).toHaveText('17/17');
  });

  test('Blood magic turns 5 HP into 3 mana, never the last hit points', async ({ page }) => {
    const pool = page.getByRole('region', { name: 'Mana now' });
    await app.field('Level').fill('3');
    await page.getByLabel('Blood magic', { exact: true }).check();
    const blood = pool.getByRole('button', { name: /^Blood magic \(5 HP → 3 mana\)/ });
    await expect(page.getByTestId('pool-hp')).toHaveText('9/9');
    await blood.click();
    await expect(page.getByTestId('pool-message')).toHaveText(
      'Mana is full (34/34): Blood magic does nothing.',
    );
    await pool.getByRole('button', { name: 'Cast' }).click();
    await expect(page.getByTestId('pool-mp')).toHaveText('28/34');
    await blood.click();
    await expect(page.getByTestId('pool-mp')).toHaveText('31/34');
    await expect(page.getByTestId('pool-hp')).toHaveText('4/9');
    await blood.click();
    await expect(page.getByTestId('pool-mp')).toHaveText('31/34');
    await expect(page.getByTestId('pool-message')).toHaveText(
      'Blood magic costs 5 HP and never takes your last hit point: it needs more than 5 HP (you have 4).',
    );
  });

  test('taking Deep well raises the mana you have with the maximum', async ({ page }) => {
    const pool = page.getByRole('region', { name: 'Mana now' });
    await pool.getByRole('button', { name: 'Cast' }).click();
    await expect(page.getByTestId('pool-mp')).toHaveText('12/18');
    await page.getByLabel('Deep well', { exact: true }).check();
    await expect(page.getByTestId('pool-mp')).toHaveText('14/20');
    await expect(page.getByTestId('pool-message')).toHaveText(
      'Deep well raised the maximum and the mana you have by 2.',
    );
  });

  test('waits for a bad field to be fixed before acting on it', async ({ page }) => {
    const pool = page.getByRole('region', { name: 'Mana now' });
    await pool.getByLabel('Minutes').fill('-5');
    await expect(pool.getByRole('button', { name: 'Wait' })).toBeDisabled();
    await pool.getByLabel('Minutes').fill('5');
    await expect(pool.getByRole('button', { name: 'Wait' })).toBeEnabled();
    const form = page.getByRole('group', { name: 'Add a kill' });
    await form.getByLabel('Across').fill('3.5');
    await expect(form.getByRole('button', { name: 'Add kill' })).toBeDisabled();
  });

  test('logs every action with the pool after it, and exports the log', async ({ page }) => {
    const pool = page.getByRole('region', { name: 'Mana now' });
    await pool.getByRole('button', { name: 'Cast' }).click();
    await pool.getByRole('button', { name: 'Cast' }).click();
    await pool.getByRole('button', { name: 'Cast' }).click();
    await pool.getByRole('button', { name: 'Cast' }).click();
    await pool.getByRole('button', { name: 'Wait' }).click();
    await pool.getByText('Log (5 events)').click();
    const log = pool.getByRole('table');
    await expect(log.getByRole('columnheader')).toHaveText([
      'Step',
      'Event',
      'MP',
      'Max MP',
      'HP',
      'Max HP',
      'What happened',
    ]);
    const row = (step: number) => log.getByRole('row', { name: new RegExp(`^${step} `) });
    await expect(row(4).getByRole('cell').nth(5)).toHaveText(
      'Burning hands needs 6 mana but you have 0: refused, nothing spent.',
    );
    // Ten minutes at a point every 216 s: 2 back.
    await expect(row(5).getByRole('cell').first()).toHaveText('Wait 10 min');
    await expect(row(5).getByRole('cell').nth(1)).toHaveText('2');
    await app.field('Level').fill('2');
    await expect(row(6).getByRole('cell').first()).toHaveText('Level 2');
    await expect(row(6).getByRole('cell').nth(1)).toHaveText('10');

    const download = page.waitForEvent('download');
    await pool.getByRole('button', { name: 'Export CSV…' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(
      `wellspring-tathren-mana-now-${new Date().toLocaleDateString('sv-SE')}.csv`,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\ufeffstep,event,mana,max_mana,hp,max_hp,message');
    expect(lines[1]).toMatch(/^1,Cast Burning hands,12,18,\d+,\d+,Burning hands: spent 6\.$/);
    await pool.getByRole('button', { name: 'Refill' }).click();
    await expect(pool.getByText('Log (7 events)')).toBeVisible();
  });
});
