// Reads the test gate's step log and the runners' JSON reports, prints one line per step and the
// closing "N passed, N failed" line. Exit code 1 when anything failed.
//
// steps.tsv rows: name <TAB> kind (check|jest|vitest|playwright) <TAB> exit code <TAB> seconds <TAB> report path
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ status?: string, assertionResults?: { status?: string }[] }} SuiteResult
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number,
 *   numTodoTests?: number, testResults?: SuiteResult[] }} JestLikeReport
 * @typedef {{ stats?: { expected?: number, unexpected?: number, flaky?: number, skipped?: number },
 *   errors?: unknown[] }} PlaywrightReport
 */

/**
 * Jest and Vitest share this shape. A file that fails to load has no failed assertion but a failed
 * status: it counts as one failure so a broken import never reads as green.
 * @param {JestLikeReport} report
 * @returns {Counts}
 */
function jestLikeCounts(report) {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Flaky tests passed on retry; top-level errors (web server did not start, no tests found) fail.
 * @param {PlaywrightReport} report
 * @returns {Counts}
 */
function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors ?? []).length,
    skipped: stats.skipped ?? 0,
  };
}

/**
 * Tests that passed only on a retry: counted as passed, but named in the step's line.
 * @param {string} kind
 * @param {string} file
 */
function flakyCount(kind, file) {
  if (kind !== 'playwright' || !file || !existsSync(file)) return 0;
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return /** @type {PlaywrightReport} */ (parsed).stats?.flaky ?? 0;
  } catch {
    return 0;
  }
}

/**
 * @param {string} kind
 * @param {string} file
 * @returns {Counts | undefined}
 */
function readCounts(kind, file) {
  if (kind === 'check' || !file || !existsSync(file)) return undefined;
  try {
    /** @type {unknown} */
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    const report = /** @type {JestLikeReport & PlaywrightReport} */ (parsed);
    return kind === 'playwright' ? playwrightCounts(report) : jestLikeCounts(report);
  } catch {
    return undefined;
  }
}

/** A step that could not run here and says so (e.g. no Docker engine outside CI): shown, never passed. */
const SKIPPED_EXIT = '78';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/test-summary.mjs <results dir>');
  process.exit(2);
}

const rows = existsSync(path.join(dir, 'steps.tsv'))
  ? readFileSync(path.join(dir, 'steps.tsv'), 'utf8').split('\n').filter(Boolean)
  : [];

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nTest gate summary');
for (const row of rows) {
  const [name = '?', kind = 'check', code = '1', seconds = '0', report = ''] = row.split('\t');
  if (code === SKIPPED_EXIT) {
    skipped += 1;
    console.log(`  SKIP  ${name.padEnd(22)} ${'skipped (see its output)'.padEnd(34)} ${seconds}s`);
    continue;
  }
  const ok = code === '0';
  const counts = readCounts(kind, report);
  let detail;
  if (counts) {
    // A runner that exits non-zero with no failing test (crash, open handles, timeout) still fails.
    const extra = !ok && counts.failed === 0 ? 1 : 0;
    passed += counts.passed;
    failed += counts.failed + extra;
    skipped += counts.skipped;
    const flaky = flakyCount(kind, report);
    detail = `${counts.passed} passed, ${counts.failed + extra} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}${flaky ? ` (${flaky} flaky)` : ''}`;
  } else {
    // Checks (lint, typecheck, build) and runners that left no report count as one result each.
    if (!ok) failed += 1;
    detail = ok ? 'ok' : kind === 'check' ? `failed (exit ${code})` : `failed, no report (exit ${code})`;
  }
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(22)} ${detail.padEnd(34)} ${seconds}s`);
}
if (rows.length === 0) failed += 1;
if (skipped) console.log(`  (${skipped} skipped)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
