import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
    // Property tests stop drawing cases after their budget (property-budget.ts).
    setupFiles: ['test/unit/property-budget.ts'],
  },
});
