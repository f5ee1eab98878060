#!/usr/bin/env bash
# Where the suite's time goes (issue 47; docs/testing.md, "Where the time goes").
# Runs the stages of `npm test` one by one on this checkout, as CI does
# (CI=1), timing each; Vitest writes its per-file times and Playwright its
# per-test times into suite-timing/. Run it alone on the machine: anything
# beside it on two cores doubles the figures.
#   bash scripts/measure-suite.sh            # every stage, npm ci first
#   SKIP_INSTALL=1 bash scripts/measure-suite.sh
set -uo pipefail
cd "$(dirname "$0")/.."
export CI=1
mkdir -p suite-timing
stages=suite-timing/stages.tsv
: > "$stages"
stage() {
  local name=$1; shift
  local start=$(date +%s)
  "$@" > "suite-timing/$name.log" 2>&1
  local rc=$?
  local end=$(date +%s)
  printf '%s\t%s\t%s\n' "$name" "$((end - start))" "$rc" | tee -a "$stages"
  return $rc
}
[ -n "${SKIP_INSTALL:-}" ] || stage npm-ci npm ci --no-audit --no-fund
stage typecheck npm run typecheck
stage lint npm run lint
stage vitest npx vitest run --reporter=default --reporter=./scripts/lib/suite-timing-reporter.mjs
stage check-size npm run check:size
PLAYWRIGHT_JSON_OUTPUT_NAME=suite-timing/playwright.json \
  stage playwright bash -c 'node scripts/ensure-chromium.mjs && node scripts/ensure-nginx.mjs && npx playwright test --reporter=list,json'
awk -F'\t' '{ s += $2 } END { printf "total\t%d\n", s }' "$stages" | tee -a "$stages"
