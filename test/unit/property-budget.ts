/**
 * Every property test's time budget (a vitest setup file, so it reaches every `fc.assert`): on a
 * loaded 2-core machine a property stops drawing new cases after `interruptAfterTimeLimit` and
 * passes on the cases it ran, rather than running its 100 cases past the test's timeout. A case
 * that fails still fails, and a quiet machine still runs them all.
 */
import fc from 'fast-check';

fc.configureGlobal({ interruptAfterTimeLimit: 2_500, markInterruptAsFailure: false });
