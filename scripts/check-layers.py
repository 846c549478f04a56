#!/usr/bin/env python3
"""Checks that every #include "..." in the library folders stays within its layer's reach.

The layers, bottom up: lib (the value model), parser, exec and tpchgen (the TPC-H data generator; each on lib
only), planner (on parser and exec), api (the facade, on all of those), then the tools on top: cli (the shell) and slt (tabula-slt). A file may include
the public headers ("tabula/x.hpp") of its own layer and the layers below it, the internal headers
("layer/x.hpp") of the layers it may reach, and a header beside it by its bare name. Nothing may climb with "..".
The build enforces the same by giving each library only those folders (meson.build, layer-views); this check
names every offending line at once, also in files no build compiles.

Usage: check-layers.py [ROOT]   (ROOT: the source tree, by default the one this script is in)
Prints one line per offending include and exits 1 if there is any.
"""
import pathlib
import re
import sys

# Layer -> the layers whose internal headers ("layer/...") it may include, besides its own.
INTERNAL_REACH = {
    "lib": [],
    "parser": [],
    "exec": [],
    "tpchgen": [],
    "planner": ["parser", "exec"],
    "api": ["parser", "exec", "planner", "tpchgen"],
    "cli": [],
    "slt": ["exec"],
}
# Layer -> the layers whose public headers ("tabula/x.hpp") it may include.
PUBLIC_REACH = {
    "lib": ["lib"],
    "parser": ["lib"],
    "exec": ["lib"],
    "tpchgen": ["lib"],
    "planner": ["lib"],
    "api": ["lib", "api"],
    "cli": ["lib", "api"],
    "slt": ["lib", "api"],
}
# Where each layer with public headers keeps them.
PUBLIC_DIRS = {"lib": "lib/include", "api": "api/include"}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
SOURCE_SUFFIXES = {".cpp", ".hpp", ".h", ".cc", ".ipp"}


def public_layer(root, header):
    """The layer whose public headers hold `header` ("tabula/x.hpp"), or None."""
    for layer, folder in PUBLIC_DIRS.items():
        if (root / folder / header).is_file():
            return layer
    return None


def problem(root, layer, source, header):
    """Why including `header` from `source` (in `layer`) is not allowed, or None when it is."""
    if ".." in pathlib.PurePosixPath(header).parts:
        return "climbs with '..'; name the header from its layer's root"
    first = header.split("/", 1)[0]
    if "/" not in header:
        return None if (source.parent / header).is_file() else "names no header beside this file"
    if first == "tabula":
        owner = public_layer(root, header)
        if owner is None:
            return "names no public header"
        if owner not in PUBLIC_REACH[layer]:
            return f"is a public header of {owner}/, above {layer}/"
        return None
    if first == layer:
        return None
    if first in INTERNAL_REACH[layer]:
        return None
    if first in INTERNAL_REACH:
        return f"reaches into {first}/, which {layer}/ may not include (it may: {reach_text(layer)})"
    if (source.parent / header).is_file():
        return None
    return "names no header of a layer"


def reach_text(layer):
    reach = [layer] + INTERNAL_REACH[layer]
    return ", ".join(f"{name}/" for name in reach) + " and the public headers of " + \
        ", ".join(f"{name}/" for name in PUBLIC_REACH[layer])


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
    root = root.resolve()
    problems = 0
    for layer in INTERNAL_REACH:
        folder = root / layer
        if not folder.is_dir():
            continue
        for source in sorted(folder.rglob("*")):
            if source.suffix not in SOURCE_SUFFIXES or not source.is_file():
                continue
            for number, line in enumerate(source.read_text(errors="replace").splitlines(), start=1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                why = problem(root, layer, source, match.group(1))
                if why:
                    problems += 1
                    print(f'{source.relative_to(root)}:{number}: #include "{match.group(1)}" {why}')
    if problems:
        print(f"{problems} include(s) break the layers (docs/architecture.md, Layers)")
        return 1
    print("every include stays within its layer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
