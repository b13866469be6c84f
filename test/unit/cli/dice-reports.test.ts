/** `wellspring report quest/*`, `mage2e/cast` and `dice/pool`: the engine's tables, and their flags. */
import { describe, expect, it } from 'vitest';
import { chanceDie, poolSuccesses } from '../../../shared/engine/dice-pool';
import { mean } from '../../../shared/engine/dist';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { makeDefaultQuestData } from '../../../shared/rulesets/quest/defaults';
import { dispelChanceBefore } from '../../../shared/rulesets/quest/dispel-matrix';
import { computeMageCast } from '../../../shared/rulesets/mage2e/cast';
import { SEED_SCALE_EXAMPLE_CAST } from '../../../shared/rulesets/mage2e/defaults';
import { mageOutcomeReport } from '../../../shared/rulesets/mage2e/reports';
import { reportToCsv } from '../../../shared/report/to-csv';
import { readCsv, run } from './cli-harness';

function rowsOf(csv: string): string[][] {
  return readCsv(csv);
}

describe('wellspring report dice/pool', () => {
  it('--dice 5: every count with probability, at least and at most, summing to 1', async () => {
    const { code, stdout, stderr } = await run(['report', 'dice/pool', '--dice', '5']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const [header, ...rows] = rowsOf(stdout);
    expect(header).toEqual(['successes', 'probability', 'at_least', 'at_most']);
    const probs = rows.map((row) => Number(row[1]));
    expect(probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    // P(0) = 0.7^5; at least 1 = 1 − that; at most 0 = that.
    expect(rows[0]).toEqual(['0', String(Number((0.7 ** 5).toPrecision(12))), '1', rows[0]?.[1]]);
    expect(Number(rows[1]?.[2])).toBeCloseTo(1 - 0.7 ** 5, 11);
    const dist = poolSuccesses(5);
    const csvMean = rows.reduce((sum, row) => sum + Number(row[0]) * Number(row[1]), 0);
    expect(csvMean).toBeCloseTo(mean(dist), 9);
  });

  it('--again 8 --rote, and the chance die for a pool of 0', async () => {
    const eight = await run(['report', 'dice/pool', '--dice', '3', '--again', '8', '--rote']);
    const rows = rowsOf(eight.stdout).slice(1);
    expect(Number(rows[0]?.[1])).toBeCloseTo(0.49 ** 3, 12);
    expect(rows.length).toBeGreaterThan(20);
    const chance = await run(['report', 'dice/pool', '--dice', '0']);
    expect(rowsOf(chance.stdout).slice(1)).toEqual([
      ['0', String(chanceDie().successes.probs[0]), '1', '0.9'],
      ['1', '0.1', '0.1', '1'],
    ]);
  });

  it('refuses a missing or bad pool, naming the flag', async () => {
    expect((await run(['report', 'dice/pool'])).stderr).toContain('--dice: dice/pool needs');
    const bad = await run(['report', 'dice/pool', '--dice', '7', '--again', '7']);
    expect(bad).toMatchObject({ code: 2 });
    expect(bad.stderr).toContain('--again 7: choose one of 10, 9, 8, none');
    expect((await run(['report', 'dice/pool', '--dice', '500'])).stderr).toContain('at most 100');
  });
});

describe('wellspring report quest/*', () => {
  it('quest/dispel-odds --mode known-total: the seed’s 12 to beat is 0.416667 for Int 5', async () => {
    const { code, stdout } = await run(['report', 'quest/dispel-odds', '--mode', 'known-total']);
    expect(code).toBe(0);
    const [header = [], ...rows] = rowsOf(stdout);
    expect(header[0]).toBe('caster_total');
    const twelve = rows.find((row) => row[0] === '12') ?? [];
    expect(twelve[header.indexOf('dispeller_int_5')]).toBe('0.416667');
  });

  it('quest/dispel-odds --mode known-total --dispellers 2: 1 − (1 − p)² against a known total', async () => {
    const one = rowsOf(
      (
        await run([
          'report',
          'quest/dispel-odds',
          '--mode',
          'known-total',
          '--min-int',
          '3',
          '--max-int',
          '4',
        ])
      ).stdout,
    );
    const two = rowsOf(
      (
        await run([
          'report',
          'quest/dispel-odds',
          '--mode',
          'known-total',
          '--min-int',
          '3',
          '--max-int',
          '4',
          '--dispellers',
          '2',
        ])
      ).stdout,
    );
    expect(one[0]).toEqual(['caster_total', 'dispeller_int_3', 'dispeller_int_4']);
    const p = Number(one[1]?.[1]);
    expect(Number(two[1]?.[1])).toBeCloseTo(1 - (1 - p) ** 2, 5);
    const reversed = await run(['report', 'quest/dispel-odds', '--min-int', '5', '--max-int', '2']);
    expect(reversed.stderr).toContain('--max-int 2: the highest Int must be at least the lowest');
  });

  it('quest/budget --int 2 --vp 40 --costs 2,3,1: the mana runs out before a Master’s 4', async () => {
    const { code, stdout } = await run([
      'report',
      'quest/budget',
      '--int',
      '2',
      '--vp',
      '40',
      '--costs',
      '2,3,1',
    ]);
    expect(code).toBe(0);
    const dispelled = dispelChanceBefore(makeDefaultQuestData().dispel, 2, 5, 1);
    const taking = (casts: number) => String(Math.round(casts * (1 - dispelled) * 100) / 100);
    expect(rowsOf(stdout)).toEqual([
      [
        'spell',
        'mana_cost',
        'casting_limit',
        'casts_by_limit',
        'casts_by_mana',
        'casts',
        'limited_by',
        'casts_in_best_mix',
        'damage_dice',
        'permanent_turns',
        'casts_taking_effect',
        'turns_for_scrolls',
      ],
      // Spells given by cost deal no damage and have no permanent effect; the built-in
      // project's dispeller (Int 5, alone, with 6 mana: enough for 5 casts) stops an Int 2
      // caster's casts this often. No scrolls: no turns for them.
      ['Spell 1', '2', '4', '4', '3', '3', 'mana', '1', '', '', taking(3), ''],
      ['Spell 2', '3', '4', '4', '2', '2', 'mana', '0', '', '', taking(2), ''],
      ['Spell 3', '1', '4', '4', '6', '4', 'casting limit', '4', '', '', taking(4), ''],
      ['All spells', '', '', '', '', '5', 'mana', '5', '', '', taking(5), '0'],
    ]);
  });

  it('quest/budget --spells 5 --cost 2 with Int 3: the pool caps at 9', async () => {
    const { stdout } = await run([
      'report',
      'quest/budget',
      '--int',
      '3',
      '--vp',
      '18',
      '--spells',
      '5',
      '--cost',
      '2',
    ]);
    // Pool 10 → 9: 4 casts of a 2-mana spell alone (Journeyman limit 3 stops each at 3).
    expect(rowsOf(stdout)[1]?.slice(0, 8)).toEqual([
      'Spell 1',
      '2',
      '3',
      '3',
      '4',
      '3',
      'casting limit',
      '3',
    ]);
    expect(rowsOf(stdout).at(-1)?.slice(0, 8)).toEqual([
      'All spells',
      '',
      '',
      '',
      '',
      '4',
      'mana',
      '4',
    ]);
  });

  it('quest/budget counts the casts that take effect against --dispellers and --dispeller-int', async () => {
    const args = [
      'report',
      'quest/budget',
      '--int',
      '5',
      '--vp',
      '18',
      '--spells',
      '3',
      '--cost',
      '1',
    ];
    const column = async (extra: string[]) => {
      const { code, stdout } = await run([...args, ...extra]);
      expect(code).toBe(0);
      const [header = [], ...rows] = rowsOf(stdout);
      return rows.map((row) => row[header.indexOf('casts_taking_effect')]);
    };
    // Int 5 against one dispeller of Int 5: 575/1296 of the 6 casts (the pool's 6 mana) are
    // dispelled, each still spent.
    const even = 1 - 575 / 1296;
    expect((await column([])).at(-1)).toBe(String(Math.round(6 * even * 100) / 100));
    const two = await column(['--dispellers', '2']);
    expect(Number(two.at(-1))).toBeLessThan(6 * even);
    const weak = await column(['--dispeller-int', '0']);
    expect(Number(weak.at(-1))).toBeGreaterThan(6 * even);
    // Refused as the screen's Dispeller's Int field refuses it.
    expect((await run([...args, '--dispeller-int', '100'])).stderr).toBe(
      '--dispeller-int 100: the dispeller’s Int must be a whole number from 0 to 99\n',
    );
  });

  it('quest/budget: only dispellers in range, out of melee and with mana try (seed 001)', async () => {
    const args = ['report', 'quest/budget', '--int', '5', '--vp', '18', '--costs', '1,1,1'];
    const taking = async (extra: string[]) => {
      const { code, stdout, stderr } = await run([...args, ...extra]);
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      const [header = [], ...rows] = rowsOf(stdout);
      return rows.at(-1)?.[header.indexOf('casts_taking_effect')];
    };
    // Out of range (9 squares) or in melee: all 6 casts take effect.
    expect(await taking(['--dispeller-squares', '9'])).toBe('6');
    expect(await taking(['--in-melee'])).toBe('6');
    expect(await taking(['--dispeller-mana', '0'])).toBe('6');
    // One mana pays for one dispel over the quest: 6 − (1 − (1 − p)⁶).
    const p = 575 / 1296;
    expect(await taking(['--dispeller-mana', '1'])).toBe(
      String(Math.round((6 - (1 - (1 - p) ** 6)) * 100) / 100),
    );
    expect(await taking(['--dispeller-mana', 'none'])).toBe(
      String(Math.round(6 * (1 - p) * 100) / 100),
    );
    // Refused as the screen's fields refuse them.
    expect((await run([...args, '--dispeller-mana', '-1'])).stderr).toBe(
      '--dispeller-mana -1: a dispeller’s mana must be a whole number from 0 to 999, or none (never runs out)\n',
    );
    expect((await run([...args, '--dispeller-squares', '1000'])).stderr).toBe(
      '--dispeller-squares 1000: the squares away must be a whole number from 0 to 999\n',
    );
    expect((await run([...args, '--scrolls', '100'])).stderr).toBe(
      '--scrolls 100: Scrolls must be a whole number from 0 to 99\n',
    );
  });

  it('quest/targets: each spell at each target, with --target in place of the project’s', async () => {
    const { code, stdout } = await run([
      'report',
      'quest/targets',
      '--vp',
      '18',
      '--costs',
      '2',
      '--target',
      'Wight:heavy',
      '--target',
      'Ghost:hidden',
    ]);
    expect(code).toBe(0);
    // A spell given by its cost is no projectile and deals no damage.
    expect(rowsOf(stdout)).toEqual([
      ['spell', 'target', 'line_of_sight', 'cover', 'cover_counts', 'can_cast', 'damage_dice'],
      ['Spell 1', 'Wight', 'yes', 'heavy', 'no', 'yes', ''],
      ['Spell 1', 'Ghost', 'no', 'none', 'no', 'no: no line of sight', ''],
    ]);
    const borgron = rowsOf((await run(['report', 'quest/targets', '--build', 'Borgron'])).stdout);
    expect(borgron).toContainEqual([
      'Magic projectile',
      'Skeleton (3)',
      'yes',
      'heavy',
      'yes',
      'yes',
      '1',
    ]);
    // Refused as the screen's target name field refuses them.
    const twice = await run(['report', 'quest/targets', '--target', 'A', '--target', 'a:light']);
    expect(twice).toMatchObject({ code: 2 });
    expect(twice.stderr).toBe('--target a:light: There is already a target named A\n');
    expect((await run(['report', 'quest/targets', '--target', ':light'])).stderr).toBe(
      '--target :light: a target needs a name\n',
    );
    expect((await run(['report', 'quest/targets', '--target', 'A:thick'])).stderr).toBe(
      '--target A:thick: after the name, choose one of none, light, heavy, hidden\n',
    );
  });

  it('casts as an Apprentice at 0 VP, as the screen does', async () => {
    const { code, stdout } = await run(['report', 'quest/budget', '--vp', '0', '--spells', '2']);
    expect(code).toBe(0);
    const [header = [], first = []] = rowsOf(stdout);
    expect(first[header.indexOf('casting_limit')]).toBe('2');
  });

  it('quest/realms writes the seed’s realms and Lores with the project’s casters of each', async () => {
    const { code, stdout } = await run(['report', 'quest/realms']);
    expect(code).toBe(0);
    const rows = rowsOf(stdout);
    expect(rows[0]).toEqual(['realm', 'lore', 'casters']);
    expect(rows).toHaveLength(17);
    expect(rows).toContainEqual(['Elements', 'Earth', 'Borgron']);
    expect(rows).toContainEqual(['Darkness', 'Underworld', 'Sorcerer from the underworld']);
    expect((await run(['report', 'quest/realms', '--vp', '3'])).stderr).toContain(
      'quest/realms does not take --vp',
    );
  });

  it('refuses what the rules refuse, on the flag', async () => {
    expect((await run(['report', 'quest/budget', '--vp', '-1'])).stderr).toBe(
      '--vp -1: VP must be a whole number from 0 to 999\n',
    );
    expect((await run(['report', 'quest/budget', '--costs', '2,x'])).stderr).toContain(
      '--costs 2,x: give whole numbers',
    );
    expect((await run(['report', 'quest/budget', '--gnosis', '3'])).stderr).toContain(
      'quest/budget does not take --gnosis',
    );
  });
});

describe('wellspring report mage2e/cast', () => {
  it('is the app’s outcome table of the same spell, byte for byte', async () => {
    const { code, stdout } = await run([
      'report',
      'mage2e/cast',
      '--build',
      SEED_SCALE_EXAMPLE_CAST.name,
    ]);
    expect(code).toBe(0);
    const data = makeDefaultProject().mage2e.data;
    const view = computeMageCast(data, SEED_SCALE_EXAMPLE_CAST);
    expect(stdout).toBe(reportToCsv(mageOutcomeReport(view, SEED_SCALE_EXAMPLE_CAST.name)));
  });

  it('builds a rote from flags: pool, Paradox and the four outcomes summing to 1', async () => {
    const { code, stdout, stderr } = await run([
      'report',
      'mage2e/cast',
      '--gnosis',
      '3',
      '--arcanum',
      '3',
      '--highest',
      '3',
      '--method',
      'rote',
      '--rote-skill',
      '3',
      '--yantra',
      'demesne',
      '--yantra',
      'sympathy=1',
      '--reach',
      '4',
      '--witnesses',
      'crowd',
    ]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const [header = [], ...rows] = rowsOf(stdout);
    expect(header).toEqual(['outcome', 'probability', 'pool', 'mana', 'paradox_pool', 'p_paradox']);
    expect(rows.map((row) => row[0])).toEqual([
      'dramatic_failure',
      'failure',
      'success',
      'exceptional_success',
    ]);
    // 3 + 3 + 3 Skill + 2 + 1 = 12 dice; Reach 4 over the rote's free 3 → 1 over: 2 Paradox
    // dice at Gnosis 3, +1 for the witnesses.
    expect(rows[0]?.[2]).toBe('12');
    expect(rows[0]?.[4]).toBe('3');
    const total = rows.reduce((sum, row) => sum + Number(row[1]), 0);
    expect(total).toBeCloseTo(1, 5);
  });

  it('names the flag the schema refuses, and an unknown Yantra', async () => {
    expect((await run(['report', 'mage2e/cast', '--gnosis', '11'])).stderr).toContain(
      '--gnosis 11: must be a whole number from 1 to 10',
    );
    expect((await run(['report', 'mage2e/cast', '--yantra', 'wand'])).stderr).toContain(
      '--yantra wand: unknown Yantra; choose one of demesne',
    );
    expect((await run(['report', 'mage2e/cast', '--method', 'ritual'])).stderr).toContain(
      '--method ritual: choose one of improvised, rote, praxis',
    );
  });

  it.each([
    [
      ['--arcanum', '1', '--highest', '3'],
      '--highest 3: the caster needs Forces 3 to cast a spell with a 3-dot Arcanum',
    ],
    [
      ['--instant', '--grimoire', '--method', 'rote'],
      '--instant: a rote cast from a grimoire cannot use instant casting',
    ],
    [
      ['--gnosis', '1', '--yantra', 'demesne', '--yantra', 'runes', '--yantra', 'path-tool'],
      '--yantra path-tool: Gnosis 1 allows 2 Yantras, and 3 are chosen',
    ],
    [
      ['--subjects', '32'],
      '--subjects 32: Standard Scale stops at 16 subjects: 32 needs Advanced Scale',
    ],
    [['--size', '10'], '--size 10: Standard Scale stops at Size 9: Size 10 needs Advanced Scale'],
    [
      ['--area-step', '5'],
      '--area-step 5: Standard Scale\'s area cannot go past "A ballroom or small house" (step 4)',
    ],
  ])(
    'refuses a spell the screen refuses, %j, with the field’s words (exit 2)',
    async (flags, line) => {
      const { code, stdout, stderr } = await run(['report', 'mage2e/cast', ...flags]);
      expect({ code, stdout, stderr }).toEqual({ code: 2, stdout: '', stderr: `${line}\n` });
    },
  );

  it('counts a changed primary factor and remote viewing in Reach, as the screen does', async () => {
    const reachUsed = async (flags: readonly string[]) => {
      const { code, stdout } = await run(['report', 'mage2e/figures', ...flags]);
      expect(code).toBe(0);
      return rowsOf(stdout).find((row) => row[0] === 'reach_used');
    };
    // A plain spell's own primary factor is the one --primary names: no Reach.
    expect((await reachUsed(['--primary', 'duration']))?.[1]).toBe('0');
    expect(await reachUsed(['--primary', 'duration', '--spell-primary', 'potency'])).toEqual([
      'reach_used',
      '1',
      '1 (changed primary factor) = 1',
    ]);
    expect((await reachUsed(['--sensory', '--remote-viewing']))?.[2]).toBe(
      '1 (sensory range) + 1 (remote viewing) = 2',
    );
    expect(await reachUsed(['--gnosis', '3', '--active-spells', '4'])).toEqual([
      'reach_used',
      '2',
      '2 (Spell Control full (4 active, 3 slots, 1 over)) = 2',
    ]);
    expect((await run(['report', 'mage2e/cast', '--active-spells', '-1'])).code).toBe(2);
    expect((await run(['report', 'mage2e/cast', '--soulless', '--contain'])).stderr).toBe(
      '--contain: a caster without a soul cannot contain Paradox: it can only release it\n',
    );
    expect((await run(['report', 'mage2e/cast', '--soulless'])).code).toBe(0);
    expect((await run(['report', 'mage2e/cast', '--remote-viewing'])).stderr).toBe(
      '--remote-viewing: Casting on a subject viewed remotely needs sensory range (Advanced ' +
        'range)\n',
    );
  });

  it('takes what the rules allow: Advanced Scale past 16 subjects, an improvised spell from a grimoire cast instantly', async () => {
    for (const flags of [
      ['--subjects', '32', '--advanced-scale'],
      ['--instant', '--grimoire'],
      ['--gnosis', '1', '--yantra', 'demesne', '--yantra', 'runes'],
    ]) {
      expect((await run(['report', 'mage2e/cast', ...flags])).code).toBe(0);
    }
  });

  it("blames the project's build for a rule its saved spell breaks", async () => {
    const project = makeDefaultProject();
    const broken = { ...project.mage2e.builds[0]!, arcanum: 1, highest: 2, name: 'Too high' };
    const file = JSON.stringify({ ...project, mage2e: { ...project.mage2e, builds: [broken] } });
    const { code, stderr } = await run(
      ['report', 'mage2e/cast', '--project', 'p.json', '--build', 'Too high'],
      { 'p.json': file },
    );
    expect(code).toBe(2);
    expect(stderr).toBe(
      '--build "Too high": the caster needs Forces 2 to cast a spell with a 2-dot Arcanum\n',
    );
  });
});
