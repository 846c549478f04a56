#!/usr/bin/env bash
# Runs the sqllogictest runner on a file that holds a wrong expectation and checks that the runner exits 1 and
# reports it with the given text. Usage: expect_failure.sh RUNNER TEST_FILE EXPECTED_TEXT
set -uo pipefail
runner=$1 file=$2 expected=$3
output=$("$runner" "$file" 2>&1)
status=$?
if [ "$status" -ne 1 ]; then
  printf 'runner exited %s (expected 1) on %s:\n%s\n' "$status" "$file" "$output" >&2
  exit 1
fi
if [[ "$output" != *"$expected"* ]]; then
  printf 'runner output on %s lacks "%s":\n%s\n' "$file" "$expected" "$output" >&2
  exit 1
fi
