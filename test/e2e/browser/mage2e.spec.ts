import { probabilityText } from '../../../shared/report/probability-text';
import { openSection, openSummary } from './pages/open-section';
import { expect, test } from './reused-page';
import { Mage2ePage } from './pages/mage2e-page';

test.describe('Mage 2e', () => {
  let app: Mage2ePage;

  test.beforeEach(async ({ page }) => {
    app = new Mage2ePage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('build a rote with Yantras step by step', async ({ page }) => {
    test.setTimeout(60_000);
    await app.selectBuild('Rote with Yantras');
    await expect(app.pool).toHaveText('10 dice');

    // Step 2: improvised loses the rote's Skill and its free Reach; back to a rote.
    await app.radio('Improvised').check();
    await expect(app.pool).toHaveText('7 dice');
    await expect(app.trace('mage-base-pool')).toHaveText('3 (Gnosis) + 3 (Forces) = 6');
    await app.radio('Rote').check();
    await expect(app.pool).toHaveText('10 dice');
    await app.field('Skill dice').fill('4');
    await expect(app.pool).toHaveText('11 dice');
    await expect(app.trace('mage-base-pool')).toHaveText(
      '3 (Gnosis) + 3 (Forces) + 4 (rote Skill) = 10',
    );
    const success = await app.odds('success').textContent();

    // Step 5: a third Yantra, live.
    await expect(page.getByTestId('mage-yantra-count')).toContainText('2 of 3 Yantras');
    await app.checkbox('Runes').check();
    await expect(app.pool).toHaveText('13 dice');
    await expect(app.trace('mage-yantras')).toHaveText(
      '2 (Demesne) + 1 (Path Tool) + 2 (Runes) = 5',
    );
    await expect(page.getByTestId('mage-yantra-count')).toContainText('3 of 3 Yantras');
    await expect(app.odds('success')).not.toHaveText(success ?? '');
    await expect(app.odds('exceptional')).toHaveText('84.7%');

    // Step 3: within the free Reach there is no Paradox; one over brings it.
    await app.field('Other Reach').fill('0');
    await expect(app.trace('mage-reach-over')).toContainText('= 0');
    await expect(page.getByTestId('mage-paradox-pool')).toHaveText('No Paradox roll');
    await expect(app.odds('paradox')).toHaveText('0%');
    await expect(app.odds('exceptional')).toHaveText('91%');
    await app.field('Other Reach').fill('1');
    await expect(app.trace('mage-reach-over')).toHaveText(
      '4 (Reach used) \u2212 3 (free Reach) = 1',
    );
    await expect(page.getByTestId('mage-paradox-pool')).toHaveText('3 dice, 9-again');
    await expect(app.trace('mage-paradox-trace')).toContainText('1 Reach over × 2 (Gnosis 3)');
    await expect(app.odds('paradox')).toHaveText('65.7%');
    // The released Paradox's successes come off the casting pool: fewer exceptional successes.
    await expect(app.odds('exceptional')).toHaveText('84.7%');

    // Past the Gnosis limit: a fourth cannot be ticked, and says why.
    await expect(app.checkbox('Supernal Verge')).toBeDisabled();
    await expect(app.checkbox('Supernal Verge').locator('xpath=..')).toHaveAttribute(
      'title',
      'Gnosis 3 allows 3 Yantras: untick one to choose another.',
    );
    await expect(app.errors).toHaveCount(0);
    await expect(page.getByTestId('mage-yantra-count')).toContainText('3 of 3 Yantras');
    await expect(app.pool).toHaveText('13 dice');

    // A bad value, or a Gnosis too low for the Yantras chosen: explained inline, numbers stay.
    for (const [typed, message] of [
      ['2', 'Gnosis 2 allows 2 Yantras, and 3 are chosen.'],
      ['11', 'Gnosis must be a whole number from 1 to 10.'],
      ['abc', 'Gnosis must be a whole number from 1 to 10, not \u201cabc\u201d.'],
    ] as const) {
      await app.field('Gnosis').fill(typed);
      await expect(app.form.getByRole('alert')).toHaveText(message);
      await expect(app.field('Gnosis')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'before the edit' })).toBeVisible();
      await expect(app.pool).toHaveText('13 dice');
      await expect(page.locator('main')).not.toContainText('NaN');
    }
    // Escape puts the field back; Ctrl+Z then undoes the last change. Other Reach went 1 → 0 → 1
    // in one typing session, which ended where it began and left no step: the last change is the
    // third Yantra.
    await app.field('Gnosis').press('Escape');
    await expect(app.field('Gnosis')).toHaveValue('3');
    await expect(app.form.getByRole('alert')).toHaveCount(0);
    await app.field('Gnosis').press('Control+z');
    await expect(app.checkbox('Runes')).not.toBeChecked();
    await expect(app.field('Other Reach')).toHaveValue('1');
    await expect(app.checkbox('Supernal Verge')).toBeEnabled();
    await expect(app.pool).toHaveText('11 dice');
  });

  test('the seed’s 320 subjects at Size 35 is −12; sweep and export', async () => {
    await app.selectBuild('320 subjects at Size 35 (seed)');
    await expect(app.trace('mage-penalties')).toContainText(
      '\u2212 12 (Scale 320 subjects, Size 35',
    );
    await expect(app.trace('mage-penalties')).toContainText('= \u221212');
    await expect(app.pool).toHaveText('8 dice');
    // The Yantras stop at +5 past the penalties: 6 of them count here (12 + 5 = 17 allowed).
    await expect(app.trace('mage-yantras')).toContainText('= 6');

    const card = app.sweepCard;
    await card.getByLabel('Sweep').selectOption('potency');
    await expect(card.getByRole('heading', { name: 'Odds by Potency' })).toBeVisible();
    await card.getByRole('button', { name: 'Table' }).click();
    const table = card.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    const { name, rows } = await app.exportCsv(card);
    expect(name).toMatch(/320-subjects.*by-potency.*\.csv$/);
    const [header, ...body] = rows;
    expect(header).toEqual([
      'potency',
      'pool',
      'dramatic_failure',
      'failure',
      'success',
      'exceptional_success',
      'p_paradox',
    ]);
    expect(body).toHaveLength(10);
    expect(body[0]).toEqual(['1', '8', '0', '0.057648', '0.82316', '0.119192', '0']);
    expect(body[1]?.slice(0, 2)).toEqual(['2', '6']);
    // The table shows the same rows as the file, its chances as the screens write them (percent
    // unless the designer chose otherwise); the file keeps the decimals.
    const shown = await table.getByRole('row').allInnerTexts();
    for (const [index, row] of body.entries()) {
      const [value, pool, ...chances] = row;
      expect(shown[index + 1]?.split('\t').map((cell) => cell.trim())).toEqual([
        value,
        pool,
        ...chances.map((p) => probabilityText(Number(p), 'percent')),
      ]);
    }
    // The screen's headings read as words; the file keeps its column names (above).
    await expect(table.getByRole('columnheader')).toHaveText([
      'Potency',
      'Pool',
      'Dramatic failure',
      'Failure',
      'Success, not exceptional',
      'Exceptional success',
      'P(Paradox)',
    ]);
  });

  test('an impossible spell is not cast: failure 100% and no Paradox roll', async ({ page }) => {
    await app.selectBuild('Rote with Yantras');
    await expect(app.odds('paradox')).toHaveText('65.7%');
    // Potency 11: 10 − 16 = −6 dice, impossible.
    await app.field('Potency').fill('11');
    await expect(app.pool).toHaveText('Impossible');
    await expect(page.getByTestId('mage-pool-note')).toHaveText(
      'a pool of \u22126: the spell cannot be cast, nothing is rolled',
    );
    await expect(app.odds('failure')).toHaveText('100%');
    await expect(app.odds('success')).toHaveText('0%');
    await expect(app.odds('paradox')).toHaveText('\u2014');
    await expect(page.getByTestId('mage-paradox-pool')).toHaveText(
      '\u2014 (not rolled: the spell is impossible)',
    );
    await expect(page.getByTestId('mage-p-condition')).toHaveCount(0);
    await expect(page.getByTestId('mage-roll-note')).toHaveText(
      'The spell is impossible, so it is not cast: failure is certain and there is no Paradox roll.',
    );

    // The outcome table: readable headings, the same reading.
    const outcomes = app.card('Casting roll outcomes');
    await expect(outcomes.getByRole('columnheader')).toHaveText([
      'Outcome',
      'Probability',
      'Pool',
      'Mana',
      'Paradox pool',
      'P(Paradox)',
    ]);
    await expect(outcomes.getByRole('rowheader')).toHaveText([
      'Dramatic failure',
      'Failure',
      'Success, not exceptional',
      'Exceptional success',
    ]);
    await expect(app.rowCells(outcomes, 'Failure')).toHaveText([
      '100%',
      'impossible',
      '0',
      'not rolled',
      '0%',
    ]);

    // The sweep by Gnosis: Gnosis 1–3 are impossible (failure 1, no Paradox), 4 is a chance die.
    const card = app.sweepCard;
    await card.getByLabel('Sweep').selectOption('gnosis');
    await card.getByRole('button', { name: 'Table' }).click();
    const rows = await app.tableRows(card);
    const byGnosis = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byGnosis.get('3')?.slice(3)).toEqual(['100%', '0%', '0%', '0%']);
    expect(byGnosis.get('4')?.[6]).not.toBe('0%');
  });

  test('the caster’s Arcanum dots bound the spell’s highest dot, on the field and from a file', async ({
    page,
  }) => {
    await app.selectBuild('Rote with Yantras');
    const needs5 = 'The caster needs Forces 5 to cast a spell with a 5-dot Arcanum.';
    await app.field('Spell\u2019s highest dot').fill('5');
    await expect(app.form.getByRole('alert')).toHaveText(needs5);
    await expect(app.field('Spell\u2019s highest dot')).toHaveAttribute('aria-invalid', 'true');
    await expect(app.pool).toHaveText('10 dice');
    await expect(app.errors).toHaveCount(0);
    await app.field('Spell\u2019s highest dot').press('Escape');
    await expect(app.form.getByRole('alert')).toHaveCount(0);

    // Lowering the Arcanum below the spell's dot: the Arcanum field is the one refused.
    await app.field('Arcanum dots').fill('2');
    await expect(app.form.getByRole('alert')).toHaveText(
      'The caster needs Forces 3 to cast a spell with a 3-dot Arcanum.',
    );
    await expect(app.field('Arcanum dots')).toHaveAttribute('aria-invalid', 'true');
    await expect(app.field('Spell\u2019s highest dot')).toHaveAttribute('aria-invalid', 'false');
    await app.field('Arcanum dots').press('Escape');
    await expect(app.field('Arcanum dots')).toHaveValue('3');

    // A file can still hold such a spell: it is refused, not given odds as if castable.
    const saved = JSON.parse(await app.saveProjectText()) as {
      mage2e: { builds: { name: string; highest: number }[] };
    };
    const rote = saved.mage2e.builds.find((build) => build.name === 'Rote with Yantras');
    if (rote === undefined) throw new Error('no Rote with Yantras in the saved project');
    rote.highest = 5;
    await app.openProjectText(JSON.stringify(saved));
    await app.selectBuild('Rote with Yantras');
    await expect(app.field('Spell\u2019s highest dot')).toHaveValue('5');
    await expect(app.errors).toHaveText(needs5);
    await expect(app.pool).toHaveText('Impossible');
    await expect(page.getByTestId('mage-pool-note')).toContainText('lacks the Arcanum dots');
    await expect(app.odds('failure')).toHaveText('100%');
    await expect(app.odds('paradox')).toHaveText('\u2014');

    // A refused draft is judged again when the other field moves: Arcanum 4 is refused beside a
    // 5-dot spell, and taken once the spell's dot comes down to 3 (the file's Arcanum).
    await app.field('Arcanum dots').fill('4');
    await expect(app.field('Arcanum dots')).toHaveAttribute('aria-invalid', 'true');
    await app.field('Spell\u2019s highest dot').fill('3');
    await expect(app.field('Arcanum dots')).toHaveAttribute('aria-invalid', 'false');
    await expect(app.field('Arcanum dots')).toHaveValue('4');
    await expect(app.errors).toHaveCount(0);
    await expect(app.pool).not.toHaveText('Impossible');
  });

  test('the fields keep the casting rules: a grimoire rote is never instant, Standard Scale ends at 16', async () => {
    await app.selectBuild('Rote with Yantras');
    const instant = app.checkbox('Instant casting');
    const grimoire = app.checkbox('Cast from a grimoire');
    const rule = 'A rote cast from a grimoire cannot use instant casting.';
    // Instant: the grimoire cannot be ticked, and the reason is said beside it.
    await expect(instant).toBeChecked();
    await expect(grimoire).toBeDisabled();
    await expect(app.form.getByText(rule)).toBeVisible();
    // Not instant: the grimoire can be; then instant cannot.
    await instant.uncheck();
    await expect(grimoire).toBeEnabled();
    await grimoire.check();
    await expect(instant).toBeDisabled();
    await expect(app.form.getByText(rule)).toBeVisible();
    await expect(app.errors).toHaveCount(0);

    // Standard Scale stops at 16 subjects and Size 9: the fields refuse more.
    await app.field('Subjects').fill('32');
    await expect(app.form.getByRole('alert')).toHaveText(
      'Standard Scale stops at 16 subjects: 32 needs Advanced Scale.',
    );
    await app.field('Subjects').press('Escape');
    await app.field('Size of largest').fill('10');
    await expect(app.form.getByRole('alert')).toHaveText(
      'Standard Scale stops at Size 9: Size 10 needs Advanced Scale.',
    );
    await app.field('Size of largest').press('Escape');
    // Advanced Scale takes 32; it then cannot be turned off until the subjects fit Standard.
    await app.checkbox('Advanced Scale').check();
    await app.field('Subjects').fill('32');
    await app.field('Subjects').press('Tab');
    await expect(app.form.getByRole('alert')).toHaveCount(0);
    await expect(app.checkbox('Advanced Scale')).toBeDisabled();
    await expect(
      app.form.getByText(
        'Standard Scale stops at 16 subjects: 32 needs Advanced Scale. Lower it to turn Advanced Scale off.',
      ),
    ).toBeVisible();
    await app.field('Subjects').fill('16');
    await app.field('Subjects').press('Tab');
    await expect(app.checkbox('Advanced Scale')).toBeEnabled();
    await expect(app.errors).toHaveCount(0);
  });

  test('a primary factor other than the spell’s own, and remote viewing, each cost a Reach', async ({
    page,
  }) => {
    await app.selectBuild('Rote with Yantras');
    const used = app.trace('mage-reach-used');
    await expect(used).toHaveText(
      '1 (instant casting) + 1 (sensory range) + 1 (advanced Duration) + 1 (other Reach) = 4',
    );
    await app.form.getByLabel('Primary factor').selectOption('duration');
    await expect(page.getByTestId('mage-primary-hint')).toContainText('changing it costs 1 Reach');
    await expect(used).toHaveText(
      '1 (instant casting) + 1 (sensory range) + 1 (changed primary factor) + ' +
        '1 (advanced Duration) + 1 (other Reach) = 5',
    );
    await app.form.getByLabel('The spell’s own').selectOption('duration');
    await expect(used).not.toContainText('changed primary factor');
    // Remote viewing at sensory range: one more; without sensory range the box is closed.
    const remote = app.checkbox('Cast on a subject viewed remotely');
    await remote.check();
    await expect(used).toContainText('1 (remote viewing)');
    await app.checkbox('Sensory range').uncheck();
    await expect(remote).not.toBeChecked();
    await expect(remote).toBeDisabled();
    await expect(
      app.form.getByText('Casting on a subject viewed remotely needs sensory range'),
    ).toBeVisible();
    await expect(used).not.toContainText('remote viewing');
  });

  test('instant casting sets the ritual intervals to 0 in one undoable edit', async ({ page }) => {
    await app.selectBuild('Rote with Yantras');
    const instant = app.checkbox('Instant casting');
    await expect(page.getByTestId('mage-mana-reading')).toContainText(
      'is paid in the turns just before the casting',
    );
    await instant.uncheck();
    await app.field('Extra ritual intervals').fill('9');
    // Gnosis 3: 60-minute intervals, 10 of them; the ritual bonus stops at +5.
    await expect(app.trace('mage-casting-minutes')).toHaveText(
      '60 min (ritual interval, Gnosis 3) \u00d7 10 (intervals) = 600 min (10 h)',
    );
    await expect(app.trace('mage-ritual')).toContainText('= 9 \u2192 5');
    await expect(page.getByTestId('mage-mana-reading')).toHaveText(
      'A ritual leaves time to pay all its Mana, mitigation included: no turns are added for Mana.',
    );

    await expect(instant.locator('xpath=..')).toHaveAttribute(
      'title',
      /sets the extra ritual intervals .* to 0/,
    );
    await instant.check();
    await expect(app.field('Extra ritual intervals')).toHaveCount(0);
    await expect(page.getByTestId('mage-ritual-hint')).toHaveText(
      'Instant casting (step 4): no ritual intervals, so no ritual dice.',
    );
    await expect(page.getByTestId('mage-warnings')).toHaveCount(0);
    await expect(app.trace('mage-casting-turns')).toHaveText(
      '1 (instant casting) + 1 (Yantras beyond the one reflexive) = 2 turns',
    );

    // An instant casting ignores ritual intervals: the sweep does not offer a flat line of them.
    const intervalsSweep = app.sweepCard
      .getByLabel('Sweep')
      .locator('option[value="ritualIntervals"]');
    await expect(intervalsSweep).toBeDisabled();
    await expect(intervalsSweep).toContainText('instant casting: ritual intervals give no dice');
    // Standard Scale stops at 16 subjects: the Subjects sweep stops there too.
    await app.sweepCard.getByLabel('Sweep').selectOption('scaleSubjects');
    await app.sweepCard.getByRole('button', { name: 'Table' }).click();
    const subjects = await app.tableRows(app.sweepCard);
    expect(subjects.slice(1).map((row) => row[0])).toEqual(['1', '2', '4', '8', '16']);
    await app.sweepCard.getByRole('button', { name: 'Chart' }).click();

    // One Undo takes back both halves of that edit: a ritual of 9 extra intervals again.
    await app.undo();
    await expect(instant).not.toBeChecked();
    await expect(app.field('Extra ritual intervals')).toHaveValue('9');
    await expect(intervalsSweep).toBeEnabled();
  });

  test('New spell adds a plain improvised spell, selected and undoable; the nine steps in order', async ({
    page,
  }) => {
    await expect(app.form.locator('legend')).toHaveText([
      '1 \u00b7 Spell',
      '2 \u00b7 Casting method',
      '3 \u00b7 Reach',
      '4 \u00b7 Spell factors',
      '5 \u00b7 Yantras',
      '6 \u00b7 Dice pool',
      '7 \u00b7 Mana',
      '8 \u00b7 Paradox',
    ]);
    await expect(app.results.getByRole('heading', { name: '6 \u00b7 Dice pool' })).toBeVisible();
    await expect(app.results.getByRole('heading', { name: '9 \u00b7 Roll' })).toBeVisible();

    const newSpell = app.newSpellButton;
    await newSpell.click();
    await expect(
      app.spellTabs.getByRole('button', { name: 'New spell', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(app.field('Name')).toHaveValue('New spell');
    await expect(app.radio('Improvised')).toBeChecked();
    await expect(app.field('Gnosis')).toHaveValue('2');
    await expect(app.field('Arcanum dots')).toHaveValue('2');
    await expect(app.field('Spell\u2019s highest dot')).toHaveValue('2');
    await expect(app.form.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(app.field('Mana to mitigate')).toHaveValue('0');
    await expect(app.form.getByLabel('Sleeper witnesses')).toHaveValue('none');
    await expect(app.pool).toHaveText('4 dice');
    await expect(app.trace('mage-penalties')).toContainText('= 0');
    await expect(page.getByTestId('mage-paradox-pool')).toHaveText('No Paradox roll');

    await newSpell.click();
    await expect(app.spellTabs.getByRole('button')).toHaveText([
      'Rote with Yantras',
      '320 subjects at Size 35 (seed)',
      'New spell',
      'New spell 2',
    ]);
    await expect(app.field('Name')).toHaveValue('New spell 2');
    await app.undo();
    await expect(app.spellTabs.getByRole('button')).toHaveText([
      'Rote with Yantras',
      '320 subjects at Size 35 (seed)',
      'New spell',
    ]);
  });

  test('Wisdom 0 contains on a chance die; Reset to the book puts back a refused Gnosis value', async ({
    page,
  }) => {
    // Wisdom 0 is a mage's worst case, not an error: the containing roll is a chance die.
    await app.selectBuild('Rote with Yantras');
    await app.form.getByRole('radio', { name: 'Contain' }).check();
    await app.field('Wisdom').fill('0');
    await expect(app.field('Wisdom')).toHaveAttribute('aria-invalid', 'false');
    await expect(
      page.getByText('Contained with Wisdom 0 (a chance die): mean bashing'),
    ).toBeVisible();
    await expect(page.getByTestId('mage-mean-bashing')).toHaveText(/^0\.\d\d$/);
    // Mitigation past a chance die buys nothing, and the screen says how much of it.
    await app.field('Mana to mitigate').fill('9');
    await expect(page.getByTestId('mage-warnings')).toContainText(
      '6 of the 9 Mana to mitigate remove no Paradox dice',
    );

    const rules = page.locator('details', {
      has: page.locator('summary', { hasText: 'Rules and Gnosis table' }),
    });
    await openSection(rules);
    const interval = rules.getByLabel('Gnosis 3: Ritual interval (min)', { exact: true });
    const book = await interval.inputValue();
    await interval.fill('0');
    await expect(interval).toHaveAttribute('aria-invalid', 'true');
    const stale = page.getByRole('status').filter({ hasText: 'Fix the highlighted field' });
    await expect(stale).toContainText('(Gnosis 3: Ritual interval (min))');
    await rules.locator('summary').click();
    await expect(stale).toBeVisible();
    await stale.getByRole('button', { name: 'Go to the field' }).click();
    await expect(interval).toBeFocused();
    await rules.getByRole('button', { name: 'Reset to the book' }).click();
    await expect(interval).toHaveValue(book);
    await expect(interval).toHaveAttribute('aria-invalid', 'false');
    await expect(stale).toHaveCount(0);
  });

  test('a caster without a soul can only release Paradox (seed 003)', async () => {
    const soulless = app.checkbox('No soul');
    const contain = app.radio('Contain');
    await expect(soulless).not.toBeChecked();
    await soulless.check();
    await expect(contain).toBeDisabled();
    await expect(
      app.form.getByText('A caster without a soul cannot contain Paradox: it can only release it.'),
    ).toBeVisible();
    await expect(app.odds('paradox')).toHaveText('65.7%');
    // With a soul again, containing is allowed; while it contains, the box says why it is locked.
    await soulless.uncheck();
    await contain.check();
    await expect(soulless).toBeDisabled();
    await expect(
      app.form.getByText('A caster who contains the Paradox has a soul: release it first.'),
    ).toBeVisible();
    await app.radio('Release').check();
    await expect(soulless).toBeEnabled();
  });

  test('a released Paradox’s successes as the anomalies they buy; none contained (seed 003)', async ({
    page,
  }) => {
    await app.selectBuild('Rote with Yantras');
    // An exceptional success's choices (seed 003, Step 9), with this cast's numbers.
    const exceptional = page.getByTestId('mage-exceptional');
    await exceptional.getByText(/^An exceptional success \(59\.2%\)/).click();
    await expect(exceptional.getByRole('listitem')).toHaveCount(5);
    await expect(exceptional).toContainText(
      'A bonus step in the primary spell factor (Potency 3 now).',
    );
    await expect(exceptional).toContainText('refunded, and one more: 1 Mana back.');
    const card = app.card('Paradox anomalies');
    // One Paradox Reach is within reach exactly when a Paradox occurs.
    await expect(app.rowCells(card, 'Undo or apply')).toHaveText(['1', '65.7%']);
    await expect(app.rowCells(card, 'Summon an Abyssal entity').first()).toHaveText('5');
    // The table is the data's: a cheaper change of subject follows at once.
    await openSummary(page, 'Rules and Gnosis table');
    const subject = page.getByLabel('Change the subject of the spell: Paradox Reach', {
      exact: true,
    });
    await subject.fill('1');
    await subject.press('Tab');
    await expect(app.rowCells(card, 'Change the subject')).toHaveText(['1', '65.7%']);
    // Contained, the Paradox buys nothing: no anomalies card.
    await app.radio('Contain').check();
    await expect(card).toHaveCount(0);
  });

  test('a released Paradox past −6: the spell fails, or with the other reading a chance die', async ({
    page,
  }) => {
    await app.selectBuild('Rote with Yantras');
    // Potency 10: a pool of −4, a chance die; 2 or more Paradox successes take it past −6.
    await app.field('Potency').fill('10');
    await expect(app.pool).toHaveText('Chance die');
    const success = await app.odds('success').textContent();
    await openSummary(page, 'Rules and Gnosis table');
    const reading = page.getByRole('checkbox', {
      name: /^A released Paradox that takes the casting pool to -6 or below rolls a chance die/,
    });
    await reading.check();
    await expect(app.odds('success')).not.toHaveText(success ?? '');
    await reading.uncheck();
    await expect(app.odds('success')).toHaveText(success ?? '');
  });

  test('with no Spell Control slot left, a cast costs Reach: 1, and 1 more per spell over', async () => {
    await app.selectBuild('Rote with Yantras');
    await expect(app.trace('mage-spell-control')).toContainText(
      'Spell Control: 3 slots (Gnosis 3)',
    );
    const used = app.trace('mage-reach-used');
    await app.field('Spells kept active').fill('2');
    await expect(used).not.toContainText('Spell Control');
    await app.field('Spells kept active').fill('4');
    await expect(used).toContainText('2 (Spell Control full (4 active, 3 slots, 1 over))');
    await app.field('Spells kept active').fill('-1');
    await expect(app.field('Spells kept active')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a rote’s Mudra as a Yantra (the book’s reading) takes a Yantra of the limit and the cap', async ({
    page,
  }) => {
    await app.selectBuild('Rote with Yantras');
    await expect(app.pool).toHaveText('10 dice');
    await expect(app.trace('mage-base-pool')).toHaveText(
      '3 (Gnosis) + 3 (Forces) + 3 (rote Skill) = 9',
    );
    await expect(app.checkbox('Runes')).toBeEnabled();
    await openSummary(page, 'Rules and Gnosis table');
    await page.getByLabel(/A rote’s Mudra is a Yantra worth the rote Skill/).check();
    // The Skill moves from the base pool to the Yantras: the same 10 dice, under the +5 cap.
    await expect(app.trace('mage-base-pool')).toHaveText('3 (Gnosis) + 3 (Forces) = 6');
    await expect(app.trace('mage-yantras')).toHaveText(
      '3 (Mudra (rote Skill)) + 2 (Demesne) + 1 (Path Tool) = 6',
    );
    await expect(app.pool).toHaveText('10 dice');
    // Gnosis 3 allows 3 Yantras and the Mudra is one: a third cannot be ticked.
    await expect(page.getByTestId('mage-yantra-count')).toContainText(
      '3 of 3 Yantras Gnosis 3 allows (the rote’s Mudra, +3, is one)',
    );
    await expect(app.checkbox('Runes')).toBeDisabled();
    // The cap: Skill 5 makes 8 of Yantras, capped at 2 of penalties + 5 = 7: 6 − 2 + 7 = 11 dice;
    // with the Skill in the base pool, 11 − 2 + 3 = 12.
    await app.field('Skill dice').fill('5');
    await expect(app.pool).toHaveText('11 dice');
    await page.getByLabel(/A rote’s Mudra is a Yantra worth the rote Skill/).uncheck();
    await expect(app.pool).toHaveText('12 dice');
  });
});
