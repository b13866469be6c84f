import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPathFromArgv } from '../../../src-main/launch-args';

const cwd = path.resolve('/home/ana/games');
const packaged = { defaultApp: false, cwd };
const dev = { defaultApp: true, cwd };

describe('projectPathFromArgv', () => {
  it('finds a project passed to the packaged app (double-click on Windows and Linux)', () => {
    expect(
      projectPathFromArgv(['/opt/Wellspring/wellspring', '/home/ana/t.wellspring.json'], packaged),
    ).toBe(path.resolve('/home/ana/t.wellspring.json'));
  });

  it('skips the app folder in development (electron . file)', () => {
    expect(projectPathFromArgv(['electron', '.', 't.wellspring.json'], dev)).toBe(
      path.join(cwd, 't.wellspring.json'),
    );
    expect(projectPathFromArgv(['electron', 'x.json'], dev)).toBeNull();
  });

  it('resolves a relative path against where the launch happened', () => {
    expect(projectPathFromArgv(['wellspring', '../b.json'], packaged)).toBe(
      path.resolve(cwd, '../b.json'),
    );
  });

  it('ignores switches (Chromium adds its own to a second instance) and other files', () => {
    expect(
      projectPathFromArgv(
        ['wellspring', '--allow-file-access-from-files', '--flag=x.json', 'notes.txt', 'p.JSON'],
        packaged,
      ),
    ).toBe(path.join(cwd, 'p.JSON'));
  });

  it('gives null when nothing names a project', () => {
    expect(projectPathFromArgv(['wellspring'], packaged)).toBeNull();
    expect(projectPathFromArgv([], packaged)).toBeNull();
  });
});
