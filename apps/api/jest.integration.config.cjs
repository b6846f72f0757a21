// API integration specs against a real PostgreSQL (embedded, started once); each spec file gets its own database.
const transform = require('../../tools/jest/swc-transform.cjs');
const moduleNameMapper = require('../../tools/jest/module-name-mapper.cjs');

module.exports = {
  displayName: 'api-integration',
  rootDir: __dirname,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.integration-spec.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': transform },
  moduleNameMapper,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
