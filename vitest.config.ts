import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

/**
 * The one test that mocks a module (`electron`, with vi.mock): its file gets its own modules. The
 * main process's other tests share the unit tests' module graph.
 */
const MOCKING_TESTS = 'test/unit/main/electron-wiring.test.ts';
/** The renderer's state classes (`*.svelte.ts`), tested with their runes compiled by Svelte. */
const RENDERER_STATE_TESTS = 'test/unit/renderer-state/**/*.svelte.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    // Worker threads start faster than forked processes: 119 files on 2 cores took 77 and 82 s
    // against 92 and 87 s with forks (this machine, noisy). No test changes the cwd or env.
    pool: 'threads',
    // Every core: vitest's default leaves one free (one worker on a 2-core machine, where the run
    // took 90.5 s against 55.7 s with two, same machine, same tests, back to back).
    maxWorkers: '100%',
    // Property tests stop drawing cases after their budget (property-budget.ts).
    setupFiles: ['test/unit/property-budget.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: [MOCKING_TESTS, RENDERER_STATE_TESTS],
          // One module graph per worker rather than per file: the whole run took 83 and 94 s against
          // 131 s isolated (this machine, 2 cores), which keeps npm test under its 10 minutes. It
          // holds because these tests mock no module and restore what they stub (fake timers).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'mocks electron', include: [MOCKING_TESTS] } },
      {
        extends: true,
        // Svelte compiles the runes of the classes and of the tests ($effect.root, $state) as
        // the app's build does; 'browser' picks Svelte's client runtime, where effects run.
        plugins: [
          svelte({
            configFile: false,
            // Vitest transforms for Node (server rendering, where effects never run): the
            // client's code is what the app runs, so compile that.
            dynamicCompileOptions: () => ({ generate: 'client' }),
          }),
        ],
        ssr: { resolve: { conditions: ['browser'] } },
        test: {
          name: 'renderer state',
          include: [RENDERER_STATE_TESTS],
          // Svelte itself goes through Vite too, so that it resolves to its client runtime.
          server: { deps: { inline: ['svelte'] } },
        },
      },
    ],
  },
});
