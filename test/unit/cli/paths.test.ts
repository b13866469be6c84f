import { describe, expect, it } from 'vitest';
import { baseDirectory } from '../../../src-main/cli/paths';

describe('baseDirectory', () => {
  it("is npm's INIT_CWD under `npm run report`, which runs in the package root", () => {
    const env = {
      npm_lifecycle_event: 'report',
      npm_package_name: 'wellspring',
      INIT_CWD: '/home/me/balance',
    };
    expect(baseDirectory(env, '/work/wellspring')).toBe('/home/me/balance');
  });

  it('is the current folder otherwise: npx, node, or another package running wellspring', () => {
    expect(baseDirectory({}, '/here')).toBe('/here');
    expect(baseDirectory({ INIT_CWD: '/there', npm_lifecycle_event: 'check' }, '/here')).toBe(
      '/here',
    );
    const other = { npm_lifecycle_event: 'report', npm_package_name: 'my-game', INIT_CWD: '/x' };
    expect(baseDirectory(other, '/here')).toBe('/here');
  });
});
