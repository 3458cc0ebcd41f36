#!/bin/sh
# Runs before the browser tests (npm's pretest:e2e): they drive Debian's Chromium,
# which a fresh machine does not have yet. Installs it when missing.
set -e
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ -n "$CHROMIUM_PATH" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser." >&2
  exit 1
fi
echo "Chromium is missing: installing Debian's chromium package for the browser tests."
if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo="sudo"; else
  echo "Install it first: apt-get install -y chromium (as root)." >&2
  exit 1
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
"$browser" --version
