#!/usr/bin/env bash
# Runs an example through its C++ program and through its shell script and compares both outputs with the
# expected rows, as multisets (neither fixes the order of rows). A SCRIPT of '-' checks the program alone; with a
# LIBRARY of user-defined functions the shell loads it (LOAD 'LIBRARY') before the script.
# Usage: check_seed_example.sh NAME TABULA_BINARY PROGRAM PROGRAM_ARGUMENT SCRIPT EXPECTED_FILE [LIBRARY]
set -euo pipefail
name=$1 tabula=$2 program=$3 argument=$4 script=$5 expected=$6 library=${7:-}
want=$(sort "$expected")

got_program=$("$program" "$argument" | grep -v '^$' | sort)
if [ "$got_program" != "$want" ]; then
  printf '%s: the C++ program printed:\n%s\nexpected (any order):\n%s\n' "$name" "$got_program" "$want" >&2
  exit 1
fi

if [ "$script" = - ]; then
  echo "$name: the C++ program prints the expected rows"
  exit 0
fi

load=()
if [ -n "$library" ]; then load=(-c "LOAD '$library';"); fi
got_shell=$("$tabula" --format csv --no-header "${load[@]}" "$script" | grep -v '^$' | sort)
if [ "$got_shell" != "$want" ]; then
  printf '%s: the shell script printed:\n%s\nexpected (any order):\n%s\n' "$name" "$got_shell" "$want" >&2
  exit 1
fi
echo "$name: the C++ program and the shell script print the expected rows"
