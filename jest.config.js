// jest runs through babel-jest (babel.config.js). msw 2 ships a few ESM-only dependencies that must be
// transformed too; everything else in node_modules is left alone.
const esmOnly = ['msw', '@mswjs', 'rettime', 'until-async', '@open-draft', 'headers-polyfill', 'outvariant', 'strict-event-emitter'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: {
    url: 'http://localhost/',
    // msw/node must resolve to its Node build, not the browser one.
    customExportConditions: [''],
  },
  roots: ['<rootDir>/__tests__'],
  // Jest's runtime with V8's code cache: each module compiled once per worker, not once per file.
  // JEST_CODE_CACHE=0 runs Jest's own (to compare).
  ...(process.env.JEST_CODE_CACHE === '0' ? {} : { runtime: '<rootDir>/__tests__/support/codeCacheRuntime.js' }),
  // Both cores of the CI machine (jest's default leaves one idle: a third of the run's time).
  maxWorkers: 2,
  // npm test runs jest beside the browser tests, on a machine that may be busy besides (issue 38): a
  // test's 5 s default is a failure waiting for a loaded minute. Only a failing test takes longer.
  testTimeout: 15_000,
  testMatch: ['<rootDir>/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  // The default output, and a hold between files that npm test's browser tests may ask for.
  reporters: ['default', '<rootDir>/__tests__/support/holdReporter.js'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^graphql$': '<rootDir>/__tests__/support/graphqlStub.js',
    '\\.(css)$': '<rootDir>/__tests__/support/styleStub.js',
    '\\.(svg|png|jpe?g|webp|avif|woff2?)$': '<rootDir>/__tests__/support/fileStub.js',
  },
};
