/**
 * What a typed name finds: a row by name or id in any case, and never the first of two rows that
 * share a name (two builds called "Copy", a template added twice): the user is asked for an id.
 */
import { describe, expect, it } from 'vitest';
import { findNamed, listNames } from '../../../shared/cli/names';
import { UsageError } from '../../../shared/cli/usage-error';

const ROWS = [
  { id: 'elf', name: 'Elf' },
  { id: 'copy', name: 'Copy' },
  { id: 'copy-2', name: 'copy' },
];

describe('typed names', () => {
  it('find a row by its name, then its id, in any case and spacing', () => {
    expect(findNamed(ROWS, '  ELF ')?.id).toBe('elf');
    expect(findNamed(ROWS, 'copy-2')?.id).toBe('copy-2');
    expect(findNamed(ROWS, 'dwarf')).toBeUndefined();
    expect(findNamed(ROWS, '   ')).toBeUndefined();
  });

  it('refuse a name two rows share, listing their ids, unless it is also one’s id', () => {
    // "copy" is both rows' name and the first's id: the id tells them apart.
    expect(findNamed(ROWS, 'COPY')?.id).toBe('copy');
    const twins = [
      { id: 'willpower', name: 'Mine' },
      { id: 'willpower-2', name: 'mine' },
    ];
    expect(() => findNamed(twins, 'Mine')).toThrow(UsageError);
    expect(() => findNamed(twins, 'Mine')).toThrow(
      '“Mine” is the name of 2 (ids willpower, willpower-2): give the id of the one you mean',
    );
    expect(findNamed(twins, 'willpower-2')?.id).toBe('willpower-2');
  });

  it('list names, with the ids of those two rows share', () => {
    expect(listNames(ROWS)).toBe('Elf, Copy (id copy), copy (id copy-2)');
    expect(listNames(ROWS.slice(0, 2))).toBe('Elf, Copy');
    expect(listNames([])).toBe('(none in the data)');
  });
});
