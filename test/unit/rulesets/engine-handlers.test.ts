import { describe, expect, it } from 'vitest';
import { handleEngineRequest } from '../../../shared/app/engine-handlers';
import { makeDefaultWillpowerData, TATHREN } from '../../../shared/rulesets/willpower/defaults';

describe('handleEngineRequest', () => {
  const data = makeDefaultWillpowerData();

  it('answers a mana-curve request with the same id and type', () => {
    const response = handleEngineRequest({
      id: 7,
      type: 'willpower/mana-curve',
      input: { data, build: TATHREN },
    });
    expect(response.id).toBe(7);
    expect(response.type).toBe('willpower/mana-curve');
    if (!response.ok) throw new Error(response.message);
    if (response.type !== 'willpower/mana-curve') throw new Error(`answered ${response.type}`);
    expect(response.output.points[0]).toMatchObject({ level: 1, maxMana: 18 });
  });

  it('turns an engine error into an error response instead of throwing', () => {
    const response = handleEngineRequest({
      id: 8,
      type: 'willpower/mana-curve',
      input: { data, build: { ...TATHREN, raceId: 'nobody' } },
    });
    expect(response).toEqual({
      id: 8,
      type: 'willpower/mana-curve',
      ok: false,
      message: 'There is no race "nobody".',
    });
  });
});
