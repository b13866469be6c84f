/**
 * The Balance grid's bands in the project file: format 12 adds them (an older file opens with
 * none), opening checks each with its JSON path, and a saved band comes back as it was.
 */
import { describe, expect, it } from 'vitest';
import { makeDefaultProject } from '../../../shared/app/default-project';
import { parseProject, serializeProject } from '../../../shared/app/serialize';

/** A document as a file holds it: plain JSON, editable in place by a test. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const band = {
  ruleset: 'willpower',
  column: 'max_mana_l30',
  heading: 'Max mana L30',
  min: 100,
  max: 300,
};

function fileWith(bands: unknown[]): Json {
  const file = JSON.parse(JSON.stringify(makeDefaultProject())) as Json;
  file.balance.bands = bands;
  return file;
}

function problemsOf(file: Json): { path: string; message: string }[] {
  const result = parseProject(JSON.stringify(file), 'game.wellspring.json');
  return result.ok ? [] : [...result.problems];
}

describe('the Balance grid’s bands in a project file', () => {
  it('are none in the built-in project', () => {
    expect(makeDefaultProject().balance).toEqual({ bands: [] });
  });

  it('are none in a version-11 file, which opens changing nothing else', () => {
    const file = JSON.parse(JSON.stringify(makeDefaultProject())) as Json;
    delete file.balance;
    const result = parseProject(JSON.stringify({ ...file, formatVersion: 11 }), 'v11.json');
    expect(result).toMatchObject({ ok: true, migratedFrom: 11 });
    if (result.ok) expect(result.document).toEqual(makeDefaultProject());
  });

  it('come back as saved, after the comparison, each an open end or two', () => {
    const bands = [band, { ...band, column: 'max_hp_l60', heading: 'Max HP L60', min: null }];
    const text = serializeProject(parseOk(fileWith(bands)));
    expect(text.indexOf('"balance"')).toBeGreaterThan(text.indexOf('"compare"'));
    expect(parseOk(JSON.parse(text)).balance.bands).toEqual(bands);
  });

  it.each<[string, unknown, string, string]>([
    [
      'a band open at both ends',
      { ...band, min: null, max: null },
      'balance.bands[0]',
      'must have a lowest or a highest value (a band open at both ends is no band)',
    ],
    [
      'a lowest above the highest',
      { ...band, min: 301 },
      'balance.bands[0]',
      'must not have its lowest value above its highest',
    ],
    [
      'an end that is text',
      { ...band, max: 'lots' },
      'balance.bands[0].max',
      'must be a number from -1000000000000 to 1000000000000',
    ],
    [
      'a band without its column',
      { ...band, column: undefined },
      'balance.bands[0].column',
      'is missing',
    ],
  ])('refuses %s, naming where', (_, bad, path, message) => {
    expect(problemsOf(fileWith([bad]))).toEqual([{ path, message }]);
  });
});

function parseOk(file: Json): ReturnType<typeof makeDefaultProject> {
  const result = parseProject(JSON.stringify(file), 'game.wellspring.json');
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.document;
}
