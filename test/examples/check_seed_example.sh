#!/usr/bin/env bash
# Runs seed example 1 through the C++ program and through the shell and compares both outputs with the seed's
# rows, as multisets (the seed does not fix the order of rows).
# Usage: check_seed_example.sh TABULA_BINARY TABLE_EXAMPLE_BINARY EXAMPLES_DIR EXPECTED_FILE
set -euo pipefail
tabula=$1 program=$2 examples=$3 expected=$4
want=$(sort "$expected")

got_program=$("$program" "$examples/data/peoples.csv" | grep -v '^$' | sort)
if [ "$got_program" != "$want" ]; then
  printf 'C++ example printed:\n%s\nexpected (any order):\n%s\n' "$got_program" "$want" >&2
  exit 1
fi

got_shell=$("$tabula" --format csv --no-header "$examples/table_example.sql" | grep -v '^$' | sort)
if [ "$got_shell" != "$want" ]; then
  printf 'shell example printed:\n%s\nexpected (any order):\n%s\n' "$got_shell" "$want" >&2
  exit 1
fi
echo "seed example 1: C++ program and shell script print the seed's rows"
