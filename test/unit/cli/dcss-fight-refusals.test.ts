/**
 * Issue #36, item 7: `dcss/endurance` refuses an attack that cannot deal damage (`--attack ""`
 * was read as a fight that never ends) and target's hits below 0 on every roll (`--incoming -3`
 * was read as no hits), with one line and exit 2; the card's fields use the same checks
 * (`shared/rulesets/dcss/fight-dice.ts`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAttack,
  checkIncoming,
  checkRotationDamage,
} from '../../../shared/rulesets/dcss/fight-dice';
import { run } from './cli-harness';

describe('dcss/endurance refuses a fight that makes no sense', () => {
  it.each([
    [
      ['--attack', ''],
      '--attack "": an attack is dice like 2d6+1, or 0 for a turn that deals none',
    ],
    [
      ['--attack', '0'],
      '--attack 0: the attacks cannot all deal 0 (the fight would never end): give one dice like 2d6+1',
    ],
    [
      ['--attack', '1d2-2', '--attack', '0'],
      '--attack 0: the attacks cannot all deal 0 (the fight would never end): give one dice like 2d6+1',
    ],
    [
      ['--attack', '1d4-5'],
      '--attack 1d4-5: an attack cannot be below 0 on every roll (this one is at most -1): give 0 ' +
        'for a turn that deals none',
    ],
    [
      ['--incoming', '-3'],
      "--incoming -3: the target's hits cannot all be below 0 (these are at most -3): give 0, " +
        'or leave it empty, for a target that never hits back',
    ],
    [
      ['--incoming', '1d4-10'],
      "--incoming 1d4-10: the target's hits cannot all be below 0 (these are at most -6): give 0, " +
        'or leave it empty, for a target that never hits back',
    ],
  ] as const)('refuses %j in one line, exit 2', async (flags, line) => {
    const result = await run(['report', 'dcss/endurance', ...flags]);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${line}\n`);
    expect(result.code).toBe(2);
  });

  it('refuses the same in a pattern file, named by its JSON path', async () => {
    const result = await run(['report', 'dcss/endurance', '--pattern', 'p.json'], {
      'p.json': JSON.stringify({ attack: ['2d6', ''], incoming: '1d6' }),
    });
    expect(result.stderr).toBe(
      'p.json $.attack[1]: an attack is dice like 2d6+1, or 0 for a turn that deals none\n',
    );
    expect(result.code).toBe(2);
  });

  it.each([
    [['--incoming', '0']],
    [['--incoming', '']],
    [['--incoming', '1d6-3']],
    [['--attack', '1d6-2']],
    [['--attack', '2d6', '--attack', '0']],
  ] as const)(
    'takes %j: no hits, a turn that deals none, rolls below 0 that deal 0',
    async (flags) => {
      const result = await run(['report', 'dcss/endurance', ...flags]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
  );

  it('an empty target’s hits and 0 are the same fight', async () => {
    const empty = await run(['report', 'dcss/endurance', '--incoming', '']);
    const zero = await run(['report', 'dcss/endurance', '--incoming', '0']);
    expect(empty.stdout).toBe(zero.stdout);
  });
});

describe('the fight’s checks against the highest roll worked out by hand', () => {
  it('takes an attack when its highest roll is at least 0, a rotation when one reaches 1, hits at 0', () => {
    const dice = fc
      .tuple(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: -40, max: 6 }),
      )
      // The highest roll of NdS+K is N·S + K: every die on its top face.
      .map(([count, sides, plus]) => ({
        text: `${count}d${sides}${plus < 0 ? '' : '+'}${plus}`,
        highest: count * sides + plus,
      }));
    fc.assert(
      fc.property(fc.array(dice, { minLength: 1, maxLength: 4 }), (rotation) => {
        for (const { text, highest } of rotation) {
          expect(checkAttack(text) === null).toBe(highest >= 0);
          expect(checkIncoming(text) === null).toBe(highest >= 0);
        }
        const texts = rotation.map((each) => each.text);
        const taken = rotation.every((each) => each.highest >= 0);
        const deals = rotation.some((each) => each.highest >= 1);
        // What the card and the CLI check: each attack, then the rotation as a whole.
        const refused =
          texts.some((text) => checkAttack(text) !== null) || checkRotationDamage(texts) !== null;
        expect(!refused).toBe(taken && deals);
      }),
    );
  });

  it('a fixed number is its own highest roll: 1 and 0 are the edges', () => {
    expect(checkRotationDamage(['1'])).toBeNull();
    expect(checkRotationDamage(['0'])).toMatch(/^The attacks cannot all deal 0/);
    expect(checkAttack('0')).toBeNull();
    expect(checkAttack('-1')).not.toBeNull();
    expect(checkAttack('   ')).not.toBeNull();
    expect(checkIncoming('0')).toBeNull();
    expect(checkIncoming('-1')).not.toBeNull();
    expect(checkIncoming('')).toBeNull();
  });
});
