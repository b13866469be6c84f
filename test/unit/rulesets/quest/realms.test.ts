import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../../shared/app/default-project';
import { questProblems } from '../../../../shared/rulesets/quest/references';
import {
  BORGRON,
  makeDefaultQuestData,
  UNDERWORLD_SORCERER,
} from '../../../../shared/rulesets/quest/defaults';
import { loreOf } from '../../../../shared/rulesets/quest/magic';
import { questRealmsReport } from '../../../../shared/rulesets/quest/reports';

const data = makeDefaultQuestData();

describe('the magic realms and Lores (seed 001, Magic Realms and Lores)', () => {
  it('holds the seed’s table: four realms of four Lores', () => {
    // "Elements: Fire, Earth, Air, Water; Light and Harmony: Light, Blessings, Runic, Music;
    // Darkness: Necromancy, Witchcraft, Underworld, Corruption; Nature: Nature, Tribal,
    // Channeling, Animism".
    expect(data.realms.map((realm) => [realm.name, realm.lores.map((lore) => lore.name)])).toEqual([
      ['Elements', ['Fire', 'Earth', 'Air', 'Water']],
      ['Light and Harmony', ['Light', 'Blessings', 'Runic', 'Music']],
      ['Darkness', ['Necromancy', 'Witchcraft', 'Underworld', 'Corruption']],
      ['Nature', ['Nature', 'Tribal', 'Channeling', 'Animism']],
    ]);
  });

  it('finds a caster’s Lore and its realm, and none for no Lore', () => {
    expect(loreOf(data, 'underworld')?.realm.name).toBe('Darkness');
    expect(loreOf(data, 'nature')?.realm.name).toBe('Nature');
    expect(loreOf(data, null)).toBeNull();
  });

  it('writes a row per Lore with the casters who chose it, then those who chose none', () => {
    const nobody = { ...BORGRON, id: 'x', name: 'Nobody', loreId: null };
    const report = questRealmsReport(data, [BORGRON, UNDERWORLD_SORCERER, nobody]);
    expect(report.columns).toEqual(['realm', 'lore', 'casters']);
    expect(report.rows).toHaveLength(17);
    expect(report.rows[1]).toEqual(['Elements', 'Earth', 'Borgron']);
    expect(report.rows[10]).toEqual(['Darkness', 'Underworld', 'Sorcerer from the underworld']);
    expect(report.rows[0]).toEqual(['Elements', 'Fire', '']);
    expect(report.rows.at(-1)).toEqual(['', 'No Lore chosen', 'Nobody']);
    expect(questRealmsReport(data, [BORGRON]).rows).toHaveLength(16);
  });

  it('refuses a caster naming a Lore the rules do not have, and a Lore id used twice', () => {
    const quest = makeDefaultProject().quest;
    const lost = { ...quest, builds: [{ ...BORGRON, loreId: 'pyromancy' }] };
    expect(questProblems(lost)).toEqual([
      { path: 'quest.builds[0].loreId', message: 'names no Lore ("pyromancy")' },
    ]);
    const [elements, ...rest] = quest.data.realms;
    const twice = {
      ...quest,
      data: {
        ...quest.data,
        realms: [...rest, { ...elements!, id: 'again', lores: [{ id: 'nature', name: 'Wild' }] }],
      },
    };
    expect(questProblems(twice).map((problem) => problem.path)).toContain(
      'quest.data.realms[3].lores[0].id',
    );
  });
});
