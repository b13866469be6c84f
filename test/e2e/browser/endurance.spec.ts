import { expect, test } from './reused-page';
import { makeDefaultProject } from '../../../shared/app/default-project';
import {
  computeWillpowerEndurance,
  defaultEndurancePattern,
} from '../../../shared/rulesets/willpower/endurance';
import {
  computeNethackEndurance,
  DEFAULT_NETHACK_PATTERN,
} from '../../../shared/rulesets/nethack34/endurance';
import {
  computeDcssEndurance,
  DEFAULT_DCSS_PATTERN,
} from '../../../shared/rulesets/dcss/endurance';
import { lookAt, lookUntil } from './pages/look-at';
import { openSummary } from './pages/open-section';
import { RulesetPage } from './pages/ruleset-page';
import { WillpowerPage } from './pages/willpower-page';

test.describe('Endurance, levels 1–60 (Willpower)', () => {
  let app: WillpowerPage;

  test.beforeEach(async ({ page }) => {
    app = new WillpowerPage(page);
    await app.open();
  });

  test.afterEach(() => {
    expect(app.pageErrors).toEqual([]);
  });

  test('walks the rotation at each level, follows the pattern and the build, and refuses bad fields inline', async ({
    page,
  }) => {
    const { data, builds } = makeDefaultProject().willpower;
    const tathren = builds[0];
    if (tathren === undefined) throw new Error('no Tathren');
    const card = page.getByRole('region', { name: 'Endurance, levels 1–60' });
    const explain = card.getByTestId('endurance-explain');
    await lookUntil(card, explain);
    // Tathren at level 1: 18 mana, Burning hands at 6, 2d6 a cast against 40 HP.
    await expect(explain.getByRole('listitem').first()).toHaveText(
      'At level 1: max mana 18; one pass of the rotation costs 6.',
    );
    // What the fight assumes and how it is played are folded, each a line away.
    for (const [line, testid] of [
      ['What the fight assumes', 'endurance-basis'],
      ['How a fight is played', null],
    ] as const) {
      const why = card.locator('details', { has: page.getByText(line, { exact: true }) });
      await expect(why).not.toHaveAttribute('open');
      await why.getByText(line, { exact: true }).click();
      await expect(why).toHaveAttribute('open');
      if (testid !== null) await expect(card.getByTestId(testid)).toBeVisible();
    }
    const engine = computeWillpowerEndurance({
      data,
      build: tathren,
      statusIds: [],
      pattern: defaultEndurancePattern(data),
    });
    const p50 = engine.levels[0]?.secondsToKill.p50;
    await expect(explain).toContainText(
      `Against 40 HP a kill takes 5 casts / 6 casts / 8 casts (p5 / p50 / p95, exact)`,
    );
    await expect(explain).toContainText(`/ ${p50} s /`);
    await expect(card.getByRole('img')).toHaveAttribute(
      'aria-label',
      new RegExp(`^Time to kill of Tathren by level, at the usual pace: p5 \\d+, p50 ${p50}, p95`),
    );

    // Damage that is not dice is refused on the field; the last answer stays.
    const damage = card.getByLabel('Cast 1 damage');
    await damage.fill('2x6');
    await expect(card.locator('#endurance-damage-0-error')).toHaveText(
      '"2x6" is not dice like 2d6 or a whole number.',
    );
    await expect(explain).toContainText('Burning hands 2d6.');
    await card.getByLabel('Every (s)').fill('0');
    await expect(card.locator('#endurance-every-error')).toHaveText(
      'A whole number of seconds from 1 to 3600.',
    );
    await card.getByLabel('Every (s)').fill('6');

    // A fixed 10 a cast against 30 HP: three casts, at 0, 6 and 12 s.
    await damage.fill('10');
    await card.getByLabel('Target HP').fill('30');
    await expect(explain).toContainText('a kill takes 3 casts / 3 casts / 3 casts');
    await expect(explain).toContainText('that is 12 s / 12 s / 12 s');

    // A second cast that deals nothing: four casts now, the fourth at 18 s… at level 30.
    await card.getByRole('button', { name: 'Add a cast' }).click();
    await card.getByLabel('Cast 2 damage').fill('');
    await app.field('Level').fill('30');
    await lookAt(card);
    await expect(explain.getByRole('listitem').first()).toHaveText(
      'At level 30: max mana 250; one pass of the rotation costs 12.',
    );
    await expect(explain).toContainText('a kill takes 5 casts / 5 casts / 5 casts');
    await expect(explain).toContainText('that is 24 s / 24 s / 24 s');
    await card.getByRole('button', { name: 'Remove cast 2' }).click();
    await expect(card.getByRole('button', { name: 'Remove cast 1' })).toBeDisabled();
    await expect(explain.getByRole('listitem').first()).toHaveText(
      'At level 30: max mana 250; one pass of the rotation costs 6.',
    );

    // Casts before empty is one number a level; the table has every figure, and exports.
    await card.getByLabel('Figure').selectOption('casts-before-empty');
    await expect(card.getByRole('img')).toHaveAttribute(
      'aria-label',
      /^Casts before empty of Tathren by level, at the usual pace: \d+ at level 30\./,
    );
    const exported = await new RulesetPage(page, 'Willpower').exportCsv(card);
    expect(exported.name).toMatch(/^wellspring-tathren-endurance-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.rows[0]?.slice(0, 5)).toEqual([
      'level',
      'max_mana',
      'rotation_cost',
      'casts_before_empty',
      'casts_per_hour',
    ]);
    expect(exported.rows).toHaveLength(61);
    expect(exported.rows[30]?.slice(0, 3)).toEqual(['30', '250', '6']);
  });
});

test.describe('Endurance, XL 1–30 (NetHack)', () => {
  test('walks the rotation at each XL on the build’s power, follows the pattern and the conditions, and refuses bad fields inline', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'NetHack 3.4');
    await app.open();
    const screen = page.locator('[data-screen-id="nethack34"]');
    const card = screen.getByRole('region', { name: 'Endurance, XL 1–30' });
    const explain = card.getByTestId('endurance-explain');
    await lookUntil(card, explain);
    // The Elf Wizard (Wis 16, Int 16) at the picked XL 10: 2 power every 14 turns on average.
    const { data, builds } = makeDefaultProject().nethack34;
    const wizard = builds[0];
    if (wizard === undefined) throw new Error('no NetHack build');
    const engine = computeNethackEndurance({
      data,
      build: wizard,
      pattern: DEFAULT_NETHACK_PATTERN,
      xl: 10,
    });
    const at10 = engine.levels[9];
    await expect(explain.getByRole('listitem').first()).toHaveText(
      `At XL 10: median max power ${at10?.maxPw}; one pass of the rotation costs 5; 2 power (the mean of its roll) every 14 turns.`,
    );
    await expect(explain).toContainText(
      'Against 40 HP a kill takes 5 casts / 6 casts / 8 casts (p5 / p50 / p95, exact)',
    );
    await expect(card.getByRole('img')).toHaveAttribute(
      'aria-label',
      `Time to kill of ${wizard.name} by XL, unencumbered: p5 ${at10?.turnsToKill.p5}, p50 ${at10?.turnsToKill.p50}, p95 ${at10?.turnsToKill.p95} at XL 10.`,
    );

    // Bad fields are refused where they are typed; the last answer stays.
    await card.getByLabel('Every (turns)').fill('0');
    await expect(card.locator('#nethack-endurance-every-error')).toHaveText(
      'A whole number of turns from 1 to 1000.',
    );
    await card.getByLabel('Every (turns)').fill('3');
    const damage = card.getByLabel('Cast 1 damage');
    await damage.fill('2x6');
    await expect(card.locator('#nethack-endurance-damage-0-error')).toHaveText(
      '"2x6" is not dice like 2d6 or a whole number.',
    );
    // A fixed 10 a cast against 30 HP, one cast every 3 turns: three casts, 6 turns.
    await damage.fill('10');
    await card.getByLabel('Target HP').fill('30');
    await expect(explain).toContainText('a kill takes 3 casts / 3 casts / 3 casts');
    await expect(explain).toContainText('that is 6 turns / 6 turns / 6 turns');

    // A level-7 spell (35 power) is more than the pool at XL 1: the table says never there.
    await card.getByLabel('Cast 1 spell level').selectOption('7');
    await expect(explain).toContainText('one pass of the rotation costs 35');
    await card.getByRole('button', { name: 'Table' }).click();
    await expect(app.rowCells(card, 1).nth(4)).toHaveText('never');

    // The regeneration card's Eye of the Aethiopica brings power every turn: more casts per 1000.
    await card.getByLabel('Cast 1 spell level').selectOption('1');
    await card.getByRole('button', { name: 'Chart' }).click();
    await card.getByLabel('Figure').selectOption('casts-per-1000-turns');
    const before = await card.getByRole('img').getAttribute('aria-label');
    await screen
      .getByRole('group', { name: 'Conditions' })
      .getByLabel('Eye of the Aethiopica')
      .check();
    await lookAt(card);
    await expect(card.getByRole('img')).toHaveAttribute(
      'aria-label',
      /^Casts per 1000 turns of .+ by XL, with the Eye of the Aethiopica \(power every turn\): \d+ at XL 10\.$/,
    );
    expect(await card.getByRole('img').getAttribute('aria-label')).not.toBe(before);

    const exported = await app.exportCsv(card);
    expect(exported.name).toMatch(
      new RegExp(`^wellspring-${wizard.id}-endurance-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    expect(exported.rows[0]?.slice(0, 5)).toEqual([
      'xl',
      'max_pw',
      'rotation_cost',
      'casts_before_empty',
      'casts_per_1000_turns',
    ]);
    expect(exported.rows).toHaveLength(31);
    expect(app.pageErrors).toEqual([]);
  });
});

test.describe('Endurance, XL 1–27 (DCSS)', () => {
  test('trades HP at each XL of the build’s curve: rest, HP lost, fights before resting; refuses bad fields inline', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'DCSS');
    await app.open();
    const screen = page.locator('[data-screen-id="dcss"]');
    const card = screen.getByRole('region', { name: 'Endurance, XL 1–27' });
    const explain = card.getByTestId('endurance-explain');
    await lookUntil(card, explain);
    const { data, builds } = makeDefaultProject().dcss;
    const first = builds[0];
    if (first === undefined) throw new Error('no DCSS build');
    // The XL explained is the first whose max HP reaches the build's own.
    const xl = first.maxHpByLevel.findIndex((hp) => hp >= first.maxHp) + 1;
    const engine = computeDcssEndurance({ data, build: first, pattern: DEFAULT_DCSS_PATTERN, xl });
    const row = engine.levels[xl - 1];
    await expect(explain.getByRole('listitem').first()).toHaveText(
      `At XL ${xl}: max HP ${row?.maxHp}; TRR ${row?.fightTrr} while fighting, ${row?.restTrr} at rest.`,
    );
    await expect(card.getByRole('img')).toHaveAttribute(
      'aria-label',
      `Rest per fight of ${first.name} by XL, fighting with a monster in sight, resting without: p5 ${row?.restTurns.p5}, p50 ${row?.restTurns.p50}, p95 ${row?.restTurns.p95} at XL ${xl}.`,
    );

    // Refused where typed; the last answer stays.
    await card.getByLabel('Rest below (%)').fill('100');
    await expect(card.locator('#dcss-endurance-rest-below-error')).toHaveText(
      'A whole percent from 0 to 99.',
    );
    await card.getByLabel('Rest below (%)').fill('50');
    await card.getByLabel('Its hits').fill('1x6');
    await expect(card.locator('#dcss-endurance-incoming-error')).toHaveText(
      '"1x6" is not dice like 2d6 or a whole number.',
    );

    // Fixed numbers: 10 a hit against 40 HP is 4 turns; 3 a hit back three times is 9 HP, less
    // ⌊4 × TRR / 100⌋ (0 at XL 1's TRR 4): 9 HP, rested from the 16 points the fight carried in
    // ⌈(900 − 16) / 4⌉ = 221 turns.
    await card.getByLabel('Its hits').fill('3');
    await card.getByLabel('Attack 1', { exact: true }).fill('10');
    await card.getByLabel('Explain XL').fill('1');
    await expect(explain).toContainText(
      'A kill takes 4 attacks / 4 attacks / 4 attacks (p5 / p50 / p95, exact), that is 3 turns / 3 turns / 3 turns',
    );
    await expect(explain).toContainText('it costs 9 HP / 9 HP / 9 HP');
    await expect(explain).toContainText(
      'Resting to full after it takes 221 turns / 221 turns / 221 turns.',
    );

    // A second attack that deals nothing (0: empty is refused): eight turns, seven hits back
    // (21 HP > 12): a sure death at XL 1.
    await card.getByRole('button', { name: 'Add an attack' }).click();
    await card.getByLabel('Attack 2', { exact: true }).fill('0');
    await expect(explain).toContainText('A kill takes 7 attacks / 7 attacks / 7 attacks');
    await card.getByLabel('Figure').selectOption('death-chance');
    await card.getByRole('button', { name: 'Table' }).click();
    await expect(app.rowCells(card, 1).nth(9)).toHaveText('100');
    // A dead character rests never: the table says so where the fight kills.
    await expect(app.rowCells(card, 1).nth(12)).toHaveText('never');

    // A target that never hits back: no rest needed, said in words, and the rest (0 at every XL)
    // drawn on a linear scale, which can show 0.
    await card.getByLabel('Its hits').fill('');
    await expect(explain).toContainText(
      'Fights from full before resting: no rest needed (a fight costs no HP).',
    );
    await card.getByRole('button', { name: 'Chart' }).click();
    await card.getByLabel('Figure').selectOption('rest-turns');
    await expect(card.getByTestId('endurance-linear')).toBeVisible();

    // Emptied, the XL explained follows the build's max HP again.
    await card.getByLabel('Explain XL').fill('');
    await expect(card.getByTestId('dcss-endurance-xl-shown')).toHaveText(
      new RegExp(`^XL ${xl}: the first whose max HP reaches`),
    );

    const exported = await app.exportCsv(card);
    expect(exported.rows[0]?.slice(0, 4)).toEqual(['xl', 'max_hp', 'trr_fighting', 'trr_resting']);
    expect(exported.rows).toHaveLength(28);
    expect(app.pageErrors).toEqual([]);
  });
});

test.describe('Endurance on one axis (Compare)', () => {
  test('names two games’ lines that lie on each other, over the levels the table shows them equal', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'Compare');
    await app.open();
    const card = page.getByRole('region', { name: 'Endurance on one axis' });
    await lookAt(card);
    const overlap = card.getByTestId('compare-overlap');
    await expect(overlap).toHaveText(
      /^Elf Wizard \(NetHack\): power and No regeneration bonuses \(DCSS\): HP lie on each other from level \d+ to \d+\.$/,
    );
    const [from, to] = ((await overlap.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
    if (from === undefined || to === undefined) throw new Error('no run of levels');
    // The table's p5, p50 and p95 of the two lines: equal over the run, not at the level before.
    const { rows } = await app.exportCsv(card);
    const of = (line: string, level: number) =>
      rows.find((row) => row[0] === line && row[1] === String(level))?.slice(2);
    const nethack = 'Elf Wizard (NetHack): power';
    const dcss = 'No regeneration bonuses (DCSS): HP';
    expect(to - from).toBeGreaterThanOrEqual(2);
    for (let level = from; level <= to; level++) {
      expect(of(nethack, level), `level ${level}`).toEqual(of(dcss, level));
    }
    if (from > 1) expect(of(nethack, from - 1)).not.toEqual(of(dcss, from - 1));
    // One of them not drawn: nothing to say.
    await page
      .getByRole('region', { name: 'Lines drawn' })
      .getByRole('checkbox', { name: 'No regeneration bonuses: HP' })
      .uncheck();
    await lookAt(card);
    await expect(overlap).toHaveCount(0);
  });

  test('sets every game’s builds on turns: the cards’ patterns, the exchange rate, the table and CSV', async ({
    page,
  }) => {
    const app = new RulesetPage(page, 'NetHack 3.4');
    await app.open();
    // NetHack's card: one cast every 3 turns, so its kills take three times as long.
    const nethackCard = page
      .locator('[data-screen-id="nethack34"]')
      .getByRole('region', { name: 'Endurance, XL 1–30' });
    // The card's first answer (its fields come with it), in view.
    await lookUntil(nethackCard, nethackCard.getByTestId('endurance-explain'));
    await nethackCard.getByLabel('Every (turns)').fill('3');
    await expect(nethackCard.getByTestId('endurance-basis')).toContainText(
      'one cast every 3 turns',
    );

    await page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('button', { name: /^Compare/ })
      .click();
    const card = page.getByRole('region', { name: 'Endurance on one axis' });
    await lookAt(card);
    // What is missing from the chart is said beside it; the fights it assumes are folded, a line away.
    await expect(card.getByTestId('compare-endurance-lines')).toHaveText(
      'Quest and Mage 2e have no line: their rules bring nothing back between casts.',
    );
    const fights = card.getByTestId('compare-endurance-fights');
    await expect(fights).toBeHidden();
    const assumed = await openSummary(card, 'What the fights assume');
    await expect(fights).toBeVisible();
    await expect(fights).toContainText('NetHack: A level-1 spell (5 Pw), one cast every 3 turns');
    // The pools are the comparison's declarations' words.
    await expect(assumed).toContainText(
      'The pool each game spends: Willpower’s mana, NetHack’s power, DCSS’s HP (its seed has no ' +
        'other pool, so a DCSS fight trades hit points);',
    );

    const project = makeDefaultProject();
    const pattern = { ...DEFAULT_NETHACK_PATTERN, everyTurns: 3 };
    const wizard = project.nethack34.builds[0];
    const tathren = project.willpower.builds[0];
    if (wizard === undefined || tathren === undefined) throw new Error('no builds');
    const nethack = computeNethackEndurance({
      data: project.nethack34.data,
      build: wizard,
      pattern,
      xl: 1,
    }).levels[9];
    const willpower = computeWillpowerEndurance({
      data: project.willpower.data,
      build: tathren,
      statusIds: tathren.regenStatusIds,
      pattern: defaultEndurancePattern(project.willpower.data),
    }).levels[9];
    const summary = (seconds: number) =>
      `Time to kill in turns (p50): Tathren (Willpower): mana ${(willpower?.secondsToKill.p50 ?? 0) / seconds} at level 10; ` +
      `Elf Wizard (NetHack): power ${nethack?.turnsToKill.p50} at level 10;`;
    await expect(card.getByRole('img').first()).toHaveAttribute(
      'aria-label',
      new RegExp(`^${escape(summary(1))}`),
    );

    // Two seconds a turn halve Willpower's turns; NetHack's stay as they are.
    const rate = page.getByLabel('Seconds one turn is worth', { exact: true });
    await rate.fill('2');
    await rate.press('Enter');
    await lookAt(card);
    await expect(card.getByRole('img').first()).toHaveAttribute(
      'aria-label',
      new RegExp(`^${escape(summary(2))}`),
    );

    await card.getByLabel('Figure').selectOption('rest-per-fight');
    await expect(card.getByRole('img').first()).toHaveAttribute(
      'aria-label',
      /^Rest per fight in turns \(p50\): /,
    );
    const exported = await new RulesetPage(page, 'Compare').exportCsv(card);
    expect(exported.rows[0]).toEqual(['line', 'level', 'p5', 'p50', 'p95']);
    // Tathren 60 levels, the Elf Wizard 30 XLs (one line for its two pools), the DCSS build 27.
    expect(exported.rows).toHaveLength(1 + 60 + 30 + 27);
    expect(exported.rows[10]?.slice(0, 2)).toEqual(['Tathren (Willpower): mana', '10']);
    expect(Number(exported.rows[10]?.[3])).toBe((willpower?.restSeconds.p50 ?? 0) / 2);
    expect(app.pageErrors).toEqual([]);
  });
});

/** Text as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
