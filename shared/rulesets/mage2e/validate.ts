import type { Mage2eData } from './data';

/**
 * Problems in edited Mage 2e data that the schema cannot see (one sentence each; empty when the
 * data is sound): a Gnosis table without rows 1..10, empty factor tables, penalties that do not
 * fall step by step, Yantra defaults outside their range, duplicate Yantra ids.
 */
export function validateMage2eData(data: Mage2eData): string[] {
  const problems: string[] = [];
  for (let gnosis = 1; gnosis <= 10; gnosis += 1) {
    const rows = data.gnosis.filter((row) => row.gnosis === gnosis).length;
    if (rows !== 1)
      problems.push(`The Gnosis table needs one row for Gnosis ${gnosis}, not ${rows}.`);
  }
  const tables = [
    ['standard Duration', data.duration.standard],
    ['advanced Duration', data.duration.advanced],
    ['standard Scale', data.scale.standard],
    ['advanced Scale', data.scale.advanced],
  ] as const;
  for (const [name, rows] of tables) {
    if (rows.length === 0) problems.push(`The ${name} table is empty.`);
    for (let i = 1; i < rows.length; i += 1) {
      if ((rows[i]?.penalty ?? 0) > (rows[i - 1]?.penalty ?? 0)) {
        problems.push(
          `The ${name} table's penalty rises at step ${i}: each step should cost more.`,
        );
      }
    }
  }
  for (const [name, rows] of [
    ['standard Scale', data.scale.standard],
    ['advanced Scale', data.scale.advanced],
  ] as const) {
    for (let i = 1; i < rows.length; i += 1) {
      const row = rows[i];
      const before = rows[i - 1];
      if (row !== undefined && before !== undefined) {
        if (row.subjects <= before.subjects || row.size <= before.size) {
          problems.push(`The ${name} table's subjects and Size must grow at step ${i}.`);
        }
      }
    }
  }
  const ids = new Set<string>();
  for (const yantra of data.yantras) {
    if (ids.has(yantra.id)) problems.push(`Two Yantras have the id "${yantra.id}".`);
    ids.add(yantra.id);
    if (yantra.minBonus > yantra.maxBonus) {
      problems.push(`${yantra.name}'s lowest bonus is above its highest.`);
    } else if (yantra.bonus < yantra.minBonus || yantra.bonus > yantra.maxBonus) {
      problems.push(
        `${yantra.name}'s default bonus is outside +${yantra.minBonus} to +${yantra.maxBonus}.`,
      );
    }
  }
  return problems;
}
