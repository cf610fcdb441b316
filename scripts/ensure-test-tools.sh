#!/usr/bin/env bash
# The browser tests need Debian's Chromium and the HTML checker needs Java. Install them when they
# are missing and we may (root with apt-get); otherwise say exactly what to install.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${need[*]} for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
else
  echo "The browser tests need: ${need[*]}. Install with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
