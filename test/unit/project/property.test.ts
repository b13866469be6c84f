import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseProject, serializeProject } from '../../../shared/app/serialize';
import { mutate, mutation, smallProject, type Json } from './damaged-projects';

const base = serializeProject(smallProject());

describe('parseProject on randomly damaged projects', () => {
  it('opens the small project the damage starts from', () => {
    expect(parseProject(base, 'small').ok).toBe(true);
  });

  it('never throws: each damaged file is accepted (and saves the same again) or has problems with paths', () => {
    const started = performance.now();
    fc.assert(
      fc.property(
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        fc.option(fc.nat(), { freq: 10 }),
        (changes, cut) => {
          let json = JSON.parse(base) as Json;
          for (const change of changes) json = mutate(json, change);
          let text = JSON.stringify(json, null, 2);
          if (text === undefined) text = '';
          if (cut !== null) text = text.slice(0, cut % (text.length + 1));
          const result = parseProject(text, 'fuzz.wellspring.json');
          if (result.ok) {
            // Accepted: it saves, and opening that saves the very same bytes.
            const saved = serializeProject(result.document);
            const again = parseProject(saved, 'fuzz.wellspring.json');
            return again.ok && serializeProject(again.document) === saved;
          }
          return (
            result.problems.length > 0 &&
            result.problems.every(
              (problem) =>
                typeof problem.path === 'string' &&
                /^$|^[A-Za-z_$[]/.test(problem.path) &&
                typeof problem.message === 'string' &&
                problem.message !== '',
            )
          );
        },
      ),
      // Its own budget, above the suite's (property-budget.ts): all 10,000 files unless the
      // machine is very slow.
      { numRuns: 10_000, seed: 20_261_202, interruptAfterTimeLimit: 40_000 },
    );
    // About 5 s on an idle 2-core machine; the bound only catches a loader gone quadratic.
    expect(performance.now() - started).toBeLessThan(45_000);
  }, 60_000);
});
