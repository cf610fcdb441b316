#!/usr/bin/env bash
# The browser tests need Debian's Chromium and the HTML checker needs Java. Install them when they
# are missing and we may (root with apt-get); otherwise say exactly what to install. Chromium's
# headless shell, which most browser tests run in when it is there (playwright.config.ts), is
# installed with them as root; without it every browser test runs in Chromium itself.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
root=false
[ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 && root=true
shell=false
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || shell=$root
[ ${#need[@]} -eq 0 ] && ! $shell && exit 0
if $root; then
  export DEBIAN_FRONTEND=noninteractive
  # Only a missing requirement makes a failed update fatal.
  apt-get update -qq || [ ${#need[@]} -eq 0 ]
  if [ ${#need[@]} -gt 0 ]; then
    echo "Installing ${need[*]} for the browser tests…"
    apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  fi
  if $shell; then
    apt-get install -y -qq --no-install-recommends chromium-headless-shell >/dev/null ||
      echo "chromium-headless-shell could not be installed: every browser test runs in Chromium."
  fi
else
  echo "The browser tests need: ${need[*]}. Install with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
