// The integration tests that fault a PostgreSQL, Redis, SMTP or S3 peer of their own, each in a container
// started by testcontainers (images from docker-compose.yml's variables). Needs a Docker engine.
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/containers/**/*.containers.int-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 120000,
  // One file at a time: run side by side, the paused PostgreSQL's requests hung until their timeouts (twice,
  // on a quiet host too), while one after the other all pass in about a minute.
  maxWorkers: 1,
};
