#!/bin/sh
# Runs before the browser tests (npm's pretest:e2e): they drive Debian's Chromium headless shell
# (or its full Chromium), which a fresh machine does not have yet. Installs them when missing.
set -e
shell=/usr/lib/chromium/chromium-headless-shell
if [ -n "$CHROMIUM_PATH" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser." >&2
  exit 1
fi
[ -x "$shell" ] && [ -x /usr/bin/chromium ] && exit 0
echo "Chromium is missing: installing Debian's chromium and chromium-headless-shell for the browser tests."
if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
  [ -x /usr/bin/chromium ] && exit 0 # the full browser will do, only slower
  echo "Install them first: apt-get install -y chromium chromium-headless-shell (as root)." >&2
  exit 1
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null
"$shell" --version
