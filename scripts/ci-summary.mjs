// Prints one closing line for CI from the Vitest and Playwright JSON reports:
// "tests: N passed, M failed" (and skipped, if any).
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
const tail = skipped ? `, ${skipped} skipped` : '';
console.log(`tests: ${passed} passed, ${failed} failed${tail}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
