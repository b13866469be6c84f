/**
 * The scan that refuses JSON past its bounds before it is parsed (`bounded-json.ts`), checked
 * against the plain answer: parse the JSON, then measure it. Small bounds, so that random JSON
 * reaches them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseBoundedJson,
  scanJsonBounds,
  type JsonBounds,
} from '../../../shared/project/bounded-json';

/** Nesting 4, lists of 3 (the one at `top.wide`: 5), objects of 3 fields. */
const SMALL: JsonBounds = {
  nesting: 4,
  listAt: (segments) => (segments.join('.') === 'top.wide' ? 5 : 3),
  smallestListLimit: 3,
  fields: 3,
};

/** The bound a parsed value breaks first, by the scan's rule, or null: measured, not scanned. */
function breachOf(value: unknown, bounds: JsonBounds): 'nesting' | 'length' | null {
  let deepest = 0;
  let tooLong = false;
  const visit = (node: unknown, depth: number, segments: (string | number)[]) => {
    if (node === null || typeof node !== 'object') return;
    deepest = Math.max(deepest, depth);
    if (Array.isArray(node)) {
      if (node.length > bounds.listAt(segments)) tooLong = true;
      node.forEach((item, i) => visit(item, depth + 1, [...segments, i]));
    } else {
      const keys = Object.keys(node);
      if (keys.length > bounds.fields) tooLong = true;
      for (const key of keys) {
        visit((node as Record<string, unknown>)[key], depth + 1, [...segments, key]);
      }
    }
  };
  visit(value, 1, []);
  if (deepest > bounds.nesting) return 'nesting';
  return tooLong ? 'length' : null;
}

/** Keys that need escaping, brackets and commas inside texts: what a scan could miscount. */
const awkwardText = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('[', ']', '{', '}', ',', '"', '\\', '\\"[', 'a,b', '}]', 'wide', 'top', ''),
);

const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(awkwardText, fc.integer(), fc.boolean(), fc.constant(null)),
    tie('list'),
    tie('object'),
  ),
  list: fc.array(tie('value'), { maxLength: 6 }),
  object: fc.dictionary(awkwardText, tie('value'), { maxKeys: 5 }),
}));

describe('scanJsonBounds', () => {
  it('refuses exactly the JSON whose parsed value nests too deep or holds too many entries', () => {
    fc.assert(
      fc.property(
        json.value,
        fc.boolean(),
        fc.constantFrom(undefined, 2),
        (value, withWide, indent) => {
          const wrapped = withWide ? { top: { wide: value } } : value;
          const text = JSON.stringify(wrapped, null, indent);
          const scanned = scanJsonBounds(text, SMALL);
          const expected = breachOf(wrapped, SMALL);
          if (expected === null) return scanned === null;
          if (scanned === null) return false;
          // Nesting is found first where the text is deep; else a list or object at its path.
          return expected === 'nesting'
            ? scanned.path === '' || /holds/.test(scanned.message)
            : /holds \d+ (entries|fields)/.test(scanned.message);
        },
      ),
      { numRuns: 3000, seed: 36_009 },
    );
  });

  it('names the list at fault with its full length and its own limit', () => {
    const list = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => i));
    expect(scanJsonBounds(`{"top":{"wide":${list(5)}}}`, SMALL)).toBeNull();
    expect(scanJsonBounds(`{"top":{"wide":${list(6)}}}`, SMALL)).toEqual({
      path: 'top.wide',
      message: 'holds 6 entries; Wellspring takes at most 5',
    });
    expect(scanJsonBounds(`{"a":[1,{"b":${list(9)}}]}`, SMALL)).toEqual({
      path: 'a[1].b',
      message: 'holds 9 entries; Wellspring takes at most 3',
    });
    expect(scanJsonBounds(`{"a\\"]":{"x":1,"y":2,"z":3,"w":4}}`, SMALL)).toEqual({
      path: '["a\\"]"]',
      message: 'holds 4 fields; Wellspring takes at most 3',
    });
  });

  it('counts nesting of exactly the bound as within it, one more as past it', () => {
    expect(scanJsonBounds('[[[[1]]]]', SMALL)).toBeNull();
    expect(scanJsonBounds('[[[[[1]]]]]', SMALL)?.message).toBe(
      'lists and objects nest more than 4 deep; Wellspring takes at most 4',
    );
    expect(scanJsonBounds('["[[[[[[", {"]]]]": "{{{{{"}]', SMALL)).toBeNull();
  });
});

describe('parseBoundedJson', () => {
  it('reads JSON with a byte-order mark, and says why it refuses what is not JSON', () => {
    expect(parseBoundedJson('\ufeff{"a":[1]}')).toEqual({ ok: true, json: { a: [1] } });
    expect(parseBoundedJson('{"a":')).toMatchObject({
      ok: false,
      reason: 'syntax',
      problem: { path: '' },
    });
  });
});
