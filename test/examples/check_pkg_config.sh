#!/usr/bin/env bash
# Compiles and runs a small program outside the source tree against the build tree, with only the flags
# `pkg-config --cflags --libs tabula-uninstalled` gives: what a user trying tabula before installing it does.
# Usage: check_pkg_config.sh BUILD_DIR C++-COMPILER-COMMAND...
set -euo pipefail
build=$1
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/program.cpp" <<'PROGRAM'
#include <iostream>
#include <tabula/tabula.hpp>

int main(int argc, char** argv) {
    tabula::TableEnvironment env;
    env.registerTableSource("t", tabula::CsvTableSource::builder().path(argv[argc - 1])
                                      .field("id", tabula::Types::INT()).field("name", tabula::Types::STRING())
                                      .build());
    for (const tabula::Row& row : env.sqlQuery("SELECT name FROM t WHERE id = 2").collect())
        std::cout << row.toString() << "\n";
}
PROGRAM

export PKG_CONFIG_PATH="$build/meson-uninstalled${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
flags=$(pkg-config --cflags --libs tabula-uninstalled)
# shellcheck disable=SC2086  # the flags are words
"$@" -std=c++20 "$work/program.cpp" -o "$work/program" $flags
printf '1,ann\n2,bob\n' > "$work/t.csv"
libdirs=$(pkg-config --libs-only-L tabula-uninstalled | sed -e 's/-L//g' -e 's/ \+/:/g')
got=$(LD_LIBRARY_PATH="$libdirs" "$work/program" "$work/t.csv")
if [ "$got" != "bob" ]; then
  printf 'the program printed:\n%s\nexpected:\nbob\n' "$got" >&2
  exit 1
fi
echo "a program outside the tree builds and runs with pkg-config --cflags --libs tabula-uninstalled"
