#!/usr/bin/env bash
# Browser tests use Debian's Chromium, never a browser build downloaded by a tool.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
cat >&2 <<MSG
Chromium is needed for the browser tests and was not found at $CHROMIUM.
Install Debian's package as root:   apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium binary, then run "npm test" again.
MSG
exit 1
