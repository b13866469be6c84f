import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameData } from '../../../src-renderer/lib/same-data';

/** An independent reading of "the same data": JSON text with every object's keys sorted. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

const json = fc.jsonValue({ maxDepth: 3 });

describe('the same data', () => {
  it('agrees with the sorted JSON text of both values (property)', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(sameData(a, b)).toBe(canonical(a) === canonical(b));
      }),
    );
  });

  it('finds a value the same as its copy, whatever the order of its keys (property)', () => {
    fc.assert(
      fc.property(json, (value) => {
        const reordered = JSON.parse(canonical(value)) as unknown;
        expect(sameData(value, reordered)).toBe(true);
        expect(sameData(value, structuredClone(value))).toBe(true);
      }),
    );
  });

  it('tells a list from an object and a missing key from another', () => {
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: null }, { a: undefined })).toBe(false);
  });
});
