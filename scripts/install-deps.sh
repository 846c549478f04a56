#!/usr/bin/env bash
# Installs what building and testing tabula needs on Debian 12 (only the packages that are missing); clang and
# its sanitizer runtime (libclang-rt-14-dev, only recommended by clang) serve the CI sanitizer build, clang-format
# the formatting check, SQLite the differential test's oracle, tmux the terminal test of the interactive prompt,
# and openjdk-17-jdk-headless and maven the Flink differential tests (flink/run-flink runs scripts on real Flink).
set -euo pipefail
packages=(meson ninja-build g++ clang cmake pkg-config tao-pegtl-dev libboost-dev nlohmann-json3-dev libgtest-dev libgmock-dev
          libedit-dev libre2-dev libclang-rt-14-dev libsqlite3-dev clang-format tmux openjdk-17-jdk-headless maven)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
"${as_root[@]}" apt-get update
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
