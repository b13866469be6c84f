import { describe, expect, it } from 'vitest';
import { fileSlug } from '../../../src-renderer/lib/file-slug';

describe('fileSlug', () => {
  it('lowercases and joins words with dashes', () => {
    expect(fileSlug('Tathren (Int 16)')).toBe('tathren-int-16');
  });

  it('drops characters a file system would refuse', () => {
    expect(fileSlug('a/b\\c:d*e?"f<g>h|')).toBe('a-b-c-d-e-f-g-h');
  });

  it('keeps letters of any script', () => {
    expect(fileSlug('Élodie Ünal')).toBe('élodie-ünal');
  });

  it('falls back to "build" when nothing is left', () => {
    expect(fileSlug('***')).toBe('build');
  });
});
