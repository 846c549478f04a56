"""bench/run's Markdown report, rendered from its results (the structure bench/run also writes as JSON):

  {"suites": [{"title": str, "mode": "memory"|"csv", "engines": [names], "loads": {engine: figures},
               "queries": [{"name": str, "rows": int|None, "mismatches": [str],
                            "engines": {engine: figures}}]}]}

where an engine's figures are {"status": "ok"|"error"|"timeout"|"out of memory"|"crashed"|..., "cpu": s,
"wall": s, "peak_mb": MB, "tables_mb": MB (loads)}, the times and memory medians of the timed runs. Ratios are the
first engine's figure (tabula) over each other engine's: below 1, the first engine is faster or smaller."""
from runner.stats import geometric_mean, ratio

# Memory figures under this many MB are noise (pages the allocator happened to touch): no ratio is taken of them.
MEMORY_RATIO_FLOOR_MB = 1.0


def _number(value, decimals):
    return "—" if value is None else f"{value:,.{decimals}f}"


def _seconds(value):
    """Seconds with three significant decimals for short times, fewer for long ones."""
    if value is None:
        return "—"
    return f"{value:.3f}" if value < 10 else f"{value:.1f}" if value < 100 else f"{value:.0f}"


def _figure(figures, key):
    """An engine's figure for the report: the number, or why there is none."""
    if figures is None:
        return "—"
    if figures["status"] != "ok":
        return figures["status"]
    value = figures.get(key)
    return _number(value, 0) if key.endswith("_mb") else _seconds(value)


def _value(figures, key):
    return figures.get(key) if figures is not None and figures["status"] == "ok" else None


def memory_ratio(a, b):
    """a / b for two memory figures in MB, or None when either is missing or below MEMORY_RATIO_FLOOR_MB."""
    if a is None or b is None or min(a, b) < MEMORY_RATIO_FLOOR_MB:
        return None
    return a / b


def table(header, rows):
    """A Markdown pipe table; columns after the first are right-aligned."""
    lines = ["| " + " | ".join(header) + " |", "|---|" + "---:|" * (len(header) - 1)]
    lines += ["| " + " | ".join(str(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def query_table(suite):
    """One row per query: each engine's CPU s, wall s and peak MB, the first engine's ratios to the others (CPU and
    peak), and whether the rows agreed; then a row of geometric means: of the times over the queries every engine
    ran, of the ratios over the queries both engines ran."""
    engines = suite["engines"]
    first, others = engines[0], engines[1:]
    header = ["query", "rows"]
    for engine in engines:
        header += [f"{engine} CPU s", f"{engine} wall s", f"{engine} peak MB"]
    for other in others:
        header += [f"{first} ÷ {other} CPU", f"{first} ÷ {other} peak"]
    header.append("rows agree")
    rows = []
    cpu_ratios = {other: [] for other in others}
    peak_ratios = {other: [] for other in others}
    complete = [q for q in suite["queries"] if all(_value(q["engines"].get(e), "cpu") is not None for e in engines)]
    for query in suite["queries"]:
        figures = query["engines"]
        row = [query["name"], _number(query.get("rows"), 0)]
        for engine in engines:
            row += [_figure(figures.get(engine), key) for key in ("cpu", "wall", "peak_mb")]
        for other in others:
            cpu = ratio(_value(figures.get(first), "cpu"), _value(figures.get(other), "cpu"))
            peak = memory_ratio(_value(figures.get(first), "peak_mb"), _value(figures.get(other), "peak_mb"))
            cpu_ratios[other].append(cpu)
            peak_ratios[other].append(peak)
            row += [_number(cpu, 2), _number(peak, 2)]
        row.append(check_mark(query))
        rows.append(row)
    # No mean of the peaks themselves: most are near zero, and a mean that skips those says nothing.
    means = ["geometric mean", f"{len(complete)} of {len(suite['queries'])}"]
    for engine in engines:
        means += [_seconds(geometric_mean([q["engines"][engine]["cpu"] for q in complete])),
                  _seconds(geometric_mean([q["engines"][engine]["wall"] for q in complete])), ""]
    for other in others:
        means += [_number(geometric_mean(cpu_ratios[other]), 2), _number(geometric_mean(peak_ratios[other]), 2)]
    means.append("")
    return table(header, rows + [means])


def check_mark(query):
    """"yes" when every engine that answered returned the same rows, "no" when some differ, "—" when fewer than
    two engines answered."""
    if query.get("mismatches"):
        return "**no**"
    answered = [f for f in query["engines"].values() if f["status"] == "ok"]
    return "yes" if len(answered) >= 2 else "—"


def load_table(suites):
    """One row per suite and engine: what loading the tables cost and how much memory they hold."""
    header = ["tables", "engine", "rows", "CPU s", "wall s", "tables MB", "CPU ratio", "memory ratio"]
    rows = []
    for suite in suites:
        loads = suite["loads"]
        first = loads.get(suite["engines"][0])
        for engine in suite["engines"]:
            figures = loads.get(engine)
            ratios = ["", ""]
            if engine != suite["engines"][0]:
                ratios = [_number(ratio(_value(first, "cpu"), _value(figures, "cpu")), 2),
                          _number(memory_ratio(_value(first, "tables_mb"), _value(figures, "tables_mb")), 2)]
            rows.append([suite["title"], engine, _number(_value(figures, "rows"), 0), _figure(figures, "cpu"),
                         _figure(figures, "wall"), _figure(figures, "tables_mb")] + ratios)
    return table(header, rows)


def mismatch_notes(suite):
    return [f"- {query['name']}: {note}" for query in suite["queries"] for note in query.get("mismatches", [])]


def failure_notes(suite):
    notes = []
    for query in suite["queries"]:
        for engine, figures in query["engines"].items():
            if figures["status"] != "ok" and figures.get("message"):
                notes.append(f"- {query['name']}, {engine}: {figures['status']}: {figures['message']}")
    return notes


def _query_ratios(suite, first, other, key):
    ratio_of = memory_ratio if key == "peak_mb" else ratio
    return [ratio_of(_value(q["engines"].get(first), key), _value(q["engines"].get(other), key))
            for q in suite["queries"]]


def summary_table(suites):
    """The headline ratios, first engine ÷ each other: per suite, the geometric means of the queries' CPU and peak
    memory ratios, and loading's CPU and the loaded tables' memory."""
    first = suites[0]["engines"][0]
    others = list(dict.fromkeys(e for suite in suites for e in suite["engines"] if e != first))
    rows = []
    for suite in suites:
        lines = [("queries, CPU (geometric mean)", lambda o: geometric_mean(_query_ratios(suite, first, o, "cpu"))),
                 ("queries, peak memory (geometric mean)",
                  lambda o: geometric_mean(_query_ratios(suite, first, o, "peak_mb")))]
        if suite.get("mode") == "memory":
            loads = suite["loads"]
            lines += [("loading, CPU", lambda o: ratio(_value(loads.get(first), "cpu"), _value(loads.get(o), "cpu"))),
                      ("loaded tables, memory", lambda o: memory_ratio(_value(loads.get(first), "tables_mb"),
                                                                       _value(loads.get(o), "tables_mb")))]
        for label, figure in lines:
            rows.append([f"{suite['title']}: {label}"] +
                        [_number(figure(o), 2) if o in suite["engines"] else "—" for o in others])
    return table(["measure"] + [f"{first} ÷ {o}" for o in others], rows)


def render(results):
    """The whole report: the summary, a section per suite (its query table, then the rows that differed and the
    failures), then the loads."""
    parts = []
    if results["suites"] and len(results["suites"][0]["engines"]) > 1:
        parts.append("### Summary\n\n" + summary_table(results["suites"]))
    for suite in results["suites"]:
        parts.append(f"### {suite['title']}\n\n{query_table(suite)}")
        mismatches, failures = mismatch_notes(suite), failure_notes(suite)
        if mismatches:
            parts.append("Rows that differ:\n\n" + "\n".join(mismatches))
        if failures:
            parts.append("Failures:\n\n" + "\n".join(failures))
    in_memory = [suite for suite in results["suites"] if suite.get("mode") == "memory"]
    if in_memory:
        parts.append("### Loading the tables into memory\n\n" + load_table(in_memory))
    return "\n\n".join(parts) + "\n"
