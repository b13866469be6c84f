/**
 * A file-name-safe slug of a user's name for something: "Tathren (Int 16)" → "tathren-int-16".
 * Letters of any script are kept; everything else becomes a single dash.
 */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug === '' ? 'build' : slug;
}
