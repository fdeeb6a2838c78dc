// Prints the tests that failed in the Vitest and Playwright JSON reports, one line each with the
// first line of its error, so that the tail of a CI log names them (CI may show only the tail).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

// Colour codes (ESC [ … m) are cut out; a failure's message starts with them.
const ESC = String.fromCharCode(27);
const firstLine = (text) =>
  String(text ?? '')
    .split(ESC)
    .map((part, index) => (index === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
const failures = [];

const [vitestFile, playwrightFile] = process.argv.slice(2);
if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  for (const suite of report.testResults ?? []) {
    const file = relative(process.cwd(), suite.name);
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (suite.status === 'failed' && failed.length === 0)
      failures.push(`${file}: ${firstLine(suite.message)}`);
  }
}
if (playwrightFile && existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  // The top suites are the files; the ones below them are describe blocks.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(
          `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}
if (failures.length) {
  console.log('=== pruebas que fallaron');
  for (const line of failures) console.log(`  ✗ ${line}`);
}
