// A parser file reaching into exec/: scripts/check-layers.py must refuse this tree (test/layers/meson.build).
#include "exec/cell.hpp"
