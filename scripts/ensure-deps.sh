#!/usr/bin/env bash
# Installs the locked dependencies when node_modules is missing or older than the lockfile.
set -euo pipefail
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)…"
  # Errors stay visible even when the caller silences npm (.ci/run does, to keep its last line).
  npm ci --no-audit --no-fund --loglevel=warn
fi
