import { describe, expect, it } from 'vitest';
import { checkWork, WorkBoundError } from '../../../shared/engine/work-bound';

describe('checkWork', () => {
  it('lets work up to the bound through, the bound itself included', () => {
    expect(() => checkWork('the dice', 1_000, 1_000, 'states')).not.toThrow();
  });

  it('refuses past the bound, naming the input, the work and the bound', () => {
    expect(() => checkWork('the incoming dice 50d50', 2_500_001, 2_500_000, 'states')).toThrow(
      new WorkBoundError(
        'the incoming dice 50d50 would take 2,500,001 states; Wellspring computes at most 2,500,000.',
      ),
    );
  });

  it('says what to change when told, and "without end" for endless work', () => {
    expect(() =>
      checkWork('a fight with no attack', Infinity, 1_000, 'attacks', 'give an attack'),
    ).toThrow(/without end attacks; Wellspring computes at most 1,000: give an attack\.$/);
  });

  it('is a RangeError, so code that reads engine refusals as RangeErrors still does', () => {
    let caught: unknown;
    try {
      checkWork('x', 2, 1, 'rows');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RangeError);
    expect(caught).toBeInstanceOf(WorkBoundError);
  });
});
