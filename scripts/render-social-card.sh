#!/usr/bin/env bash
# Renders static/img/social-card.jpg (1200x630) from scripts/assets/social-card.html with Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
/usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --user-data-dir="$profile" --hide-scrollbars --window-size=1200,630 \
  --screenshot="$PWD/static/img/social-card.jpg" "file://$PWD/scripts/assets/social-card.html"
