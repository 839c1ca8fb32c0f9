#!/usr/bin/env bash
# `npm run site`: install if needed, build all five locales, serve them on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npm run build
exec npx tsx scripts/serve.ts "$@"
