import { slugify } from '../../shared/report/file-name';

/**
 * A file-name-safe slug of a user's name for something: "Tathren (Int 16)" → "tathren-int-16".
 * Letters of any script are kept; everything else becomes a single dash.
 */
export function fileSlug(name: string): string {
  return slugify(name, 60) || 'build';
}
