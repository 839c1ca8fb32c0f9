#!/usr/bin/env bash
# The host-config tests run the generated nginx config on a real nginx: Debian's package, never a
# build downloaded by a tool. The test starts it as a child process on 127.0.0.1 (no system service).
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing: installing Debian's nginx package (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null
  # The package enables a system service on port 80; the tests need only the binary.
  if command -v systemctl >/dev/null 2>&1; then systemctl disable --now nginx >/dev/null 2>&1 || true; fi
  [ -x "$NGINX" ] && exit 0
fi
cat >&2 <<MSG
nginx is needed for the host-config tests and was not found at $NGINX.
Install Debian's package as root:   apt-get update && apt-get install -y nginx
or point NGINX_PATH at an existing nginx binary, then run "npm test" again.
MSG
exit 1
