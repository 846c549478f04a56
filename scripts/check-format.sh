#!/usr/bin/env bash
# Checks that every C++ file in the repository is formatted as .clang-format says (clang-format 14, Debian 12);
# prints the files that are not and exits 1. `scripts/check-format.sh --fix` formats them in place instead.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' ':!:subprojects/*')
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
unformatted=()
for file in "${files[@]}"; do
  clang-format --dry-run --Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
done
if [ ${#unformatted[@]} -gt 0 ]; then
  printf '%s\n' "${unformatted[@]}"
  echo "${#unformatted[@]} file(s) differ from .clang-format: run scripts/check-format.sh --fix"
  exit 1
fi
echo "all ${#files[@]} C++ files follow .clang-format"
