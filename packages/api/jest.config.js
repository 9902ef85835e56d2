/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/src/**/*.int-spec.ts',
    '<rootDir>/test/**/*.int-spec.ts',
  ],
  // The tests that stop, pause or kill a PostgreSQL, Redis or SMTP container run on a Docker engine:
  // `pnpm test:containers` (jest.containers.config.js), the gate's containers step.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/containers/'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  moduleNameMapper: {
    '^@inmo/contracts$': '<rootDir>/../contracts/src/index.ts',
    // package.json's "imports" (#src → dist at runtime): the tests run the sources.
    '^#src/(.*)$': '<rootDir>/src/$1',
    '^#test/(.*)$': '<rootDir>/test/$1',
  },
  // A migrated PGlite data directory that fresh test DATA_DIRs copy (test/test-database.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  // Real services (PostgreSQL, Redis, SMTP peer) are shared: keep the fan-out small on 2 cores.
  maxWorkers: 2,
};
