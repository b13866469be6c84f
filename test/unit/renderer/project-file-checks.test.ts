import { describe, expect, it } from 'vitest';
import { PROJECT_FILE_MAX_BYTES } from '../../../shared/protocol/ipc';
import { saveRefusal, tooLargeToOpen } from '../../../src-renderer/platform/project-file-checks';

describe('the browser’s checks on a project file’s size', () => {
  it('saves a project of exactly the limit, and refuses one byte more, in bytes of UTF-8', () => {
    expect(saveRefusal('x'.repeat(PROJECT_FILE_MAX_BYTES))).toBeNull();
    expect(saveRefusal('x'.repeat(PROJECT_FILE_MAX_BYTES + 1))).toBe(
      'The project was not saved: a project file must be at most 50 MB, the most Wellspring opens.',
    );
    // "é" is two bytes: half the limit in characters is the whole limit in bytes.
    expect(saveRefusal('é'.repeat(PROJECT_FILE_MAX_BYTES / 2))).toBeNull();
    expect(saveRefusal(`${'é'.repeat(PROJECT_FILE_MAX_BYTES / 2)}x`)).not.toBeNull();
  });

  it('says how large the project would be where that reads differently from the limit', () => {
    expect(saveRefusal('x'.repeat(61 * 1024 * 1024))).toBe(
      'The project was not saved: a project file must be at most 50 MB, the most Wellspring ' +
        'opens (this one would be 61 MB).',
    );
  });

  it('refuses to open a file past the limit on its size alone, in the desktop’s words', () => {
    expect(tooLargeToOpen('a.json', PROJECT_FILE_MAX_BYTES)).toBeNull();
    expect(tooLargeToOpen('a.json', 61 * 1024 * 1024)).toEqual({
      status: 'invalid',
      name: 'a.json',
      problems: [
        {
          path: '',
          message: 'The file is larger than 50 MB, the most Wellspring opens (it is 61 MB).',
        },
      ],
    });
  });
});
