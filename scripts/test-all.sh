#!/usr/bin/env bash
# Runs every suite: types, lint, unit + component + server tests, the bundle budget and the
# browser tests. Ends with one plain line "N passed, N failed" summed over all of them.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

bash scripts/ensure-chromium.sh || { echo "No se pudo instalar Chromium"; echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
step() {
  local name="$1"; shift
  echo "=== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "*** $name FALLÓ"; fi
}
# Adds the test counts a JSON report holds; a missing report counts as one failure.
count_json() {
  local file="$1" kind="$2"
  local counts
  counts=$(node scripts/count-results.mjs "$kind" "$file") || counts="0 1"
  passed=$((passed + ${counts% *}))
  failed=$((failed + ${counts#* }))
}

step typecheck npm run -s typecheck
step lint npm run -s lint

echo "=== vitest"
rm -f test-results/vitest.json
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
count_json test-results/vitest.json vitest

step build npm run -s build
step "bundle budget" node node_modules/tsx/dist/cli.mjs bench/bundle.ts --check

echo "=== playwright"
rm -f test-results/playwright.json
PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json npx playwright test --reporter=list,json
count_json test-results/playwright.json playwright

node scripts/list-failures.mjs test-results/vitest.json test-results/playwright.json
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
