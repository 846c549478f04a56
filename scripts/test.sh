#!/usr/bin/env bash
# Builds tabula (release, in build/) and runs every test: the unit tests and the end-to-end sqllogictest suite.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
if [ -f build/build.ninja ]; then
  meson setup build --buildtype=release --reconfigure >/dev/null
else
  meson setup build --buildtype=release
fi
ninja -C build
meson test -C build --print-errorlogs --num-processes 2
