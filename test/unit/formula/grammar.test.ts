/**
 * The parser the app runs is the one the grammar makes: `shared/formula/parser.ts` is written by
 * lezer-generator (`npm run grammar`), and a grammar edited without regenerating fails here.
 */
import { readFileSync } from 'node:fs';
import { buildParserFile } from '@lezer/generator';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../../shared/formula/', import.meta.url);

describe('the formula grammar', () => {
  it('is what parser.ts and parser.terms.ts were generated from', () => {
    const grammar = readFileSync(new URL('formula.grammar', folder), 'utf8');
    const built = buildParserFile(grammar, { typeScript: true, includeNames: true });
    expect(readFileSync(new URL('parser.ts', folder), 'utf8')).toBe(built.parser);
    expect(readFileSync(new URL('parser.terms.ts', folder), 'utf8')).toBe(built.terms);
  });
});
