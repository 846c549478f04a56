"""Checks that engines returned the same rows. Results are CSV files with a header line (which is not compared,
since engines name computed columns differently). Fields that both read as numbers are compared as numbers: equal
within a relative tolerance, or within half a unit of the last decimal the shorter of the two prints, since
engines round DECIMAL results to different scales (AVG of a DECIMAL(15,2) column: 0.049985 against
0.04998529...). Other fields are compared as text. Rows are compared in order when the query orders its result,
as multisets otherwise. An empty field is NULL in every engine's output."""
import csv
import itertools
import re

RELATIVE_TOLERANCE = 1e-6

_PLAIN_NUMBER = re.compile(r"^[+-]?(\d+)(?:\.(\d*))?$")


def _number(text):
    """The float a field's text stands for, or None when it is not a number."""
    try:
        value = float(text)
    except ValueError:
        return None
    return value if value == value else None  # NaN compares as text


def _decimals(text):
    """How many digits follow the point in a plainly written number ("1.50": 2, "17": 0), or None for other
    spellings ("1e-05", "inf")."""
    match = _PLAIN_NUMBER.match(text.strip())
    if not match:
        return None
    return len(match.group(2) or "")


def fields_match(a, b, relative_tolerance=RELATIVE_TOLERANCE):
    """True when two fields' texts stand for the same value."""
    if a == b:
        return True
    x, y = _number(a), _number(b)
    if x is None or y is None:
        return a.strip() == b.strip()
    tolerance = relative_tolerance * max(abs(x), abs(y))
    decimals = [d for d in (_decimals(a), _decimals(b)) if d is not None]
    if len(decimals) == 2 and min(decimals) > 0:
        tolerance = max(tolerance, 0.5 * 10 ** -min(decimals) * (1 + 1e-9))
    return abs(x - y) <= tolerance


def rows_match(a, b, relative_tolerance=RELATIVE_TOLERANCE):
    return len(a) == len(b) and all(fields_match(x, y, relative_tolerance) for x, y in zip(a, b))


def _sort_key(row):
    """Orders rows so that rows equal within the tolerance end up at the same place in both results: numbers by
    value before text, text by its characters."""
    key = []
    for field in row:
        number = _number(field)
        key.append((0, number, "") if number is not None else (1, 0.0, field.strip()))
    return key


def _describe(position, a, b):
    show = lambda row: "(end of rows)" if row is None else ",".join(row)
    return f"row {position + 1}: {show(a)} against {show(b)}"


def compare_rows(a, b, ordered, relative_tolerance=RELATIVE_TOLERANCE):
    """None when the row lists `a` and `b` (lists of field texts) hold the same rows (in the same order when
    `ordered`), else a sentence naming the first difference."""
    if len(a) != len(b):
        return f"{len(a)} rows against {len(b)}"
    if not ordered:
        a, b = sorted(a, key=_sort_key), sorted(b, key=_sort_key)
    for position, (x, y) in enumerate(zip(a, b)):
        if not rows_match(x, y, relative_tolerance):
            return ("" if ordered else "sorted, ") + _describe(position, x, y)
    return None


def _data_rows(path):
    """The rows of a CSV result file after its header line."""
    with open(path, newline="") as file:
        reader = csv.reader(file)
        next(reader, None)
        for row in reader:
            yield row or [""]  # a line with one NULL (DuckDB writes an empty line, Python's csv module "")


def compare_files(path_a, path_b, ordered, relative_tolerance=RELATIVE_TOLERANCE):
    """compare_rows over two CSV result files. Ordered results are read side by side, so results of millions of
    rows are checked without holding them."""
    if not ordered:
        return compare_rows(list(_data_rows(path_a)), list(_data_rows(path_b)), False, relative_tolerance)
    for position, (x, y) in enumerate(itertools.zip_longest(_data_rows(path_a), _data_rows(path_b))):
        if x is None or y is None or not rows_match(x, y, relative_tolerance):
            return _describe(position, x, y)
    return None
