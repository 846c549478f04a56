#!/bin/sh
# Makes VIEW_DIR hold one symbolic link per named layer folder of SOURCE_ROOT and nothing else, so that a library
# compiled with -I VIEW_DIR can include "layer/header.hpp" from those layers only (meson runs this at configure time).
# Usage: layer-view.sh VIEW_DIR SOURCE_ROOT LAYER...
set -eu
view_dir=$1
source_root=$2
shift 2
rm -rf "$view_dir"
mkdir -p "$view_dir"
for layer in "$@"; do
  ln -s "$source_root/$layer" "$view_dir/$layer"
done
