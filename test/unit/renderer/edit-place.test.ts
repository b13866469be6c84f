import { describe, expect, it } from 'vitest';
import { describePlace, type EditPlace } from '../../../src-renderer/lib/edit-place';

const place: EditPlace = {
  what: 'Intelligence',
  screenId: 'willpower',
  screenName: 'Willpower',
  where: 'Tathren',
  section: 'willpower',
  buildId: 'tathren',
  fieldId: 'int',
};

describe('describePlace', () => {
  it('names the field, then the screen and the build', () => {
    expect(describePlace(place)).toBe('Intelligence (Willpower \u203a Tathren)');
    expect(describePlace({ ...place, where: null })).toBe('Intelligence (Willpower)');
    expect(describePlace({ ...place, what: null, where: null })).toBe('edit (Willpower)');
    expect(describePlace({ ...place, screenName: null, where: null })).toBe('Intelligence');
  });
});
