#!/usr/bin/env bash
# Compiles and runs a small program outside the source tree with only the flags pkg-config gives:
#   uninstalled: `pkg-config tabula-uninstalled` against the build tree, as a user trying tabula before installing;
#   installed:   `pkg-config tabula` against a `meson install --destdir` copy, which the program sees alone; every
#                installed header must then also compile on its own, so none leans on another being included
#                first or on a header that is not installed.
# Usage: check_pkg_config.sh uninstalled|installed BUILD_DIR C++-COMPILER-COMMAND...
set -euo pipefail
mode=$1
build=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

case "$mode" in
  uninstalled)
    package=tabula-uninstalled
    export PKG_CONFIG_PATH="$build/meson-uninstalled${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    headers=(tabula/tabula.hpp)
    checked=""
    ;;
  installed)
    package=tabula
    root="$work/root"
    meson install -C "$build" --destdir "$root" --no-rebuild --skip-subprojects --quiet > "$work/install.log"
    pc=$(find "$root" -name tabula.pc)
    include_dir=$(find "$root" -type d -path '*/include/tabula')
    if [ -z "$pc" ] || [ -z "$include_dir" ]; then
      echo "meson install put no tabula.pc or include/tabula/ under $root" >&2
      exit 1
    fi
    # The .pc file names the configured prefix; the sysroot puts the destdir in front of its -I and -L paths.
    export PKG_CONFIG_PATH="$(dirname "$pc")${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    export PKG_CONFIG_SYSROOT_DIR="$root"
    headers=()
    for header in "$include_dir"/*.hpp; do headers+=("tabula/$(basename "$header")"); done
    checked=", each also compiled alone"
    ;;
  *)
    echo "usage: check_pkg_config.sh uninstalled|installed BUILD_DIR C++-COMPILER-COMMAND..." >&2
    exit 2
    ;;
esac
flags=$(pkg-config --cflags --libs "$package")

if [ "$mode" = installed ]; then
  alone=()
  for header in "${headers[@]}"; do
    unit="$work/alone_$(basename "$header" .hpp).cpp"
    printf '#include <%s>\n' "$header" > "$unit"
    alone+=("$unit")
  done
  # shellcheck disable=SC2086  # the flags are words
  "$@" -std=c++20 -Wall -Wextra -Werror -fsyntax-only "${alone[@]}" $(pkg-config --cflags "$package")
fi

for header in "${headers[@]}"; do printf '#include <%s>\n' "$header"; done > "$work/program.cpp"
cat >> "$work/program.cpp" <<'PROGRAM'
#include <iostream>

int main(int argc, char** argv) {
    tabula::TableEnvironment env;
    env.registerTableSource("t", tabula::CsvTableSource::builder().path(argv[argc - 1])
                                      .field("id", tabula::Types::INT()).field("name", tabula::Types::STRING())
                                      .build());
    for (const tabula::Row& row : env.sqlQuery("SELECT name FROM t WHERE id = 2").collect())
        std::cout << row.toString() << "\n";
}
PROGRAM

# shellcheck disable=SC2086  # the flags are words
"$@" -std=c++20 "$work/program.cpp" -o "$work/program" $flags
printf '1,ann\n2,bob\n' > "$work/t.csv"
libdirs=$(pkg-config --libs-only-L "$package" | sed -e 's/-L//g' -e 's/ \+/:/g')
got=$(LD_LIBRARY_PATH="$libdirs" "$work/program" "$work/t.csv")
if [ "$got" != "bob" ]; then
  printf 'the program printed:\n%s\nexpected:\nbob\n' "$got" >&2
  exit 1
fi
echo "a program outside the tree builds and runs with pkg-config --cflags --libs $package" \
     "(${#headers[@]} header(s) included$checked)"
