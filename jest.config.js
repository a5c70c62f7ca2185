// One jest run, four projects. ESM throughout (middy 7 is ESM-only), so jest runs with
// NODE_OPTIONS=--experimental-vm-modules and ts-jest transpiles without type-checking
// (`npm run typecheck` does that once for the whole tree, far faster than per test file).
const tsJest = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, diagnostics: false }],
  },
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/tests/support/jest-env.js'],
};

export default {
  // Real HTTP against dynalite and walks over the whole manifest take seconds on a loaded 2-core
  // CI machine. A per-test limit is a hang detector, not a performance target (those are benches).
  testTimeout: 30_000,
  // One test file per core. A file spends much of its time waiting on the embedded database's
  // thread, chromium or a child process, so two files keep a 2-core machine busy where jest's
  // default (cores − 1) ran them one at a time: the suite took 579 s instead of 837 s here.
  maxWorkers: '100%',
  projects: [
    {
      ...tsJest,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/shared/src/**/*.test.ts',
        '<rootDir>/functions/src/**/*.test.ts',
        '<rootDir>/web/src/**/*.test.ts',
        '<rootDir>/tests/lint/**/*.test.ts',
      ],
    },
    {
      ...tsJest,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    },
    {
      ...tsJest,
      displayName: 'infra',
      testMatch: ['<rootDir>/tests/infra/**/*.test.ts'],
    },
    {
      ...tsJest,
      displayName: 'browser',
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/browser-timeout.js'],
    },
  ],
};
