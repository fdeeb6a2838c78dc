// Prints "passed failed" from a Vitest or Playwright JSON report.
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
if (kind === 'vitest') {
  // A test file that fails to load has no failed tests of its own; count it as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (suite) =>
      suite.status === 'failed' && !(suite.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  console.log(`${report.numPassedTests} ${report.numFailedTests + brokenFiles}`);
} else {
  const { expected, flaky, unexpected } = report.stats;
  console.log(`${expected + flaky} ${unexpected}`);
}
