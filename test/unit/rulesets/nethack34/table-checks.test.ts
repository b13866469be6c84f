import { describe, expect, it } from 'vitest';
import { makeDefaultNethack34Data } from '../../../../shared/rulesets/nethack34/defaults';
import {
  addConBonusRow,
  checkAdvanceNumber,
  checkConBonus,
  checkMinCon,
  checkMultiplierDen,
  checkMultiplierNum,
  checkName,
  checkXlev,
  refuseConBonusRemoval,
  refuseRaceRemoval,
  setRoleRace,
} from '../../../../shared/rulesets/nethack34/table-checks';

const data = makeDefaultNethack34Data();
const elfWizard = { roleId: 'Wiz', raceId: 'Elf', con: 16, wis: 18, int: 16, regen: {} } as const;

describe('NetHack table checks', () => {
  it('wants names unique within their table, ignoring case', () => {
    expect(checkName(data.roles, 'Wiz', 'Wizard', 'role')).toBeNull();
    expect(checkName(data.roles, 'Wiz', 'valkyrie', 'role')).toBe(
      'There is already a role called Valkyrie.',
    );
    expect(checkName(data.races, 'Elf', '  ', 'race')).toBe(
      'A race needs a name of 1 to 40 characters.',
    );
  });

  it('keeps xlev from 1 to 30', () => {
    expect(checkXlev(1)).toBeNull();
    expect(checkXlev(30)).toBeNull();
    expect(checkXlev(0)).toBe('xlev must be a whole number from 1 to 30.');
    expect(checkXlev(31)).not.toBeNull();
  });

  it('keeps advancement numbers from 0 to 99, saying 0 is no die for a die', () => {
    expect(checkAdvanceNumber('HP low die', 0, true)).toBeNull();
    expect(checkAdvanceNumber('HP low die', 99, true)).toBeNull();
    expect(checkAdvanceNumber('HP low die', 100, true)).toBe(
      'HP low die must be a whole number from 0 to 99 (0: no die).',
    );
    expect(checkAdvanceNumber('HP start fix', -1, false)).toBe(
      'HP start fix must be a whole number from 0 to 99.',
    );
  });

  it('keeps the power multiplier from 0/1 to 16/8', () => {
    expect(checkMultiplierNum(0)).toBeNull();
    expect(checkMultiplierNum(16)).toBeNull();
    expect(checkMultiplierNum(17)).not.toBeNull();
    expect(checkMultiplierDen(1)).toBeNull();
    expect(checkMultiplierDen(8)).toBeNull();
    expect(checkMultiplierDen(0)).not.toBeNull();
    expect(checkMultiplierDen(9)).not.toBeNull();
  });

  it('refuses to untick the race of a build playing the role, naming it', () => {
    expect(refuseRaceRemoval(data, [elfWizard], 'Wiz', 'Elf')).toBe(
      'The build is an Elf Wizard: pick another race for it before unticking Elf.',
    );
    expect(refuseRaceRemoval(data, [elfWizard], 'Wiz', 'Orc')).toBeNull();
    expect(refuseRaceRemoval(data, [elfWizard], 'Ran', 'Elf')).toBeNull();
  });

  it('keeps at least one race for every role', () => {
    expect(refuseRaceRemoval(data, [], 'Kni', 'Hum')).toBe('Knight must allow at least one race.');
  });

  it('sets a role’s races in the game’s race order', () => {
    expect(setRoleRace(['Orc', 'Hum'], 'Elf', true)).toEqual(['Hum', 'Elf', 'Orc']);
    expect(setRoleRace(['Hum', 'Elf', 'Orc'], 'Elf', false)).toEqual(['Hum', 'Orc']);
  });

  it('keeps Con minimums ascending and unique, the first at 3', () => {
    const rows = data.conBonus;
    expect(checkMinCon(rows, 0, 3)).toBeNull();
    expect(checkMinCon(rows, 0, 4)).toBe(
      'The first row covers the lowest Con, so its minimum is 3.',
    );
    // Row 2 (7) sits between 4 and 15.
    expect(checkMinCon(rows, 2, 5)).toBeNull();
    expect(checkMinCon(rows, 2, 14)).toBeNull();
    expect(checkMinCon(rows, 2, 15)).toBe(
      "This row's minimum Con must be a whole number from 5 to 14 (between the rows around it).",
    );
    // Row 5 (18) sits between 17 and 19: one value left.
    expect(checkMinCon(rows, 5, 17)).toBe(
      "This row's minimum Con must be 18 (between the rows around it).",
    );
    // The last row (19) goes up to 25.
    expect(checkMinCon(rows, 6, 25)).toBeNull();
    expect(checkMinCon(rows, 6, 26)).not.toBeNull();
  });

  it('keeps a Con bonus from -5 to 10', () => {
    expect(checkConBonus(-5)).toBeNull();
    expect(checkConBonus(10)).toBeNull();
    expect(checkConBonus(-6)).toBe('A Con bonus must be a whole number from -5 to 10.');
    expect(checkConBonus(11)).not.toBeNull();
  });

  it('adds a Con row in the first gap with the bonus before it, so nothing changes', () => {
    const added = addConBonusRow(data.conBonus);
    expect(added?.slice(0, 4)).toEqual([
      { minCon: 3, bonus: -2 },
      { minCon: 4, bonus: -1 },
      { minCon: 5, bonus: -1 },
      { minCon: 7, bonus: 0 },
    ]);
    const full = Array.from({ length: 23 }, (_, i) => ({ minCon: 3 + i, bonus: 0 }));
    expect(addConBonusRow(full)).toBeNull();
    expect(addConBonusRow([{ minCon: 3, bonus: 1 }])).toEqual([
      { minCon: 3, bonus: 1 },
      { minCon: 4, bonus: 1 },
    ]);
  });

  it('refuses to remove the first Con row only', () => {
    expect(refuseConBonusRemoval(0)).toMatch(/cannot be removed/);
    expect(refuseConBonusRemoval(3)).toBeNull();
  });
});
