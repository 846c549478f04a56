"""The engines' driver processes as bench/run sees them: start one, send it a command (the line protocol of
bench_driver.cpp), and wait for its answer no longer than a time limit and while its resident memory stays under
a limit. A driver that overruns either, or dies, is killed; the next query starts a fresh one, which first gets
the tables loaded again (untimed)."""
import os
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field

RUNNER = os.path.dirname(os.path.abspath(__file__))


@dataclass
class Outcome:
    """One command's answer: status is "ok", "error", "timeout", "out of memory" or "crashed"."""
    status: str
    message: str = ""
    rows: int = 0
    cpu: float = 0.0  # seconds of the driver's CPU time (user + system)
    wall: float = 0.0  # seconds
    rss_before_kb: int = 0
    rss_after_kb: int = 0
    peak_kb: int = 0  # the driver's peak resident set during the command

    @property
    def ok(self):
        return self.status == "ok"

    @property
    def peak_growth_mb(self):
        """How far the resident set rose during the command above where it stood before it."""
        return max(0, self.peak_kb - self.rss_before_kb) / 1024

    @property
    def rss_growth_mb(self):
        """How much more the driver holds after the command than before it (what loaded tables take)."""
        return max(0, self.rss_after_kb - self.rss_before_kb) / 1024


def parse_answer(line):
    """The Outcome of a driver's answer line (`ok ROWS CPU WALL RSS_BEFORE RSS_AFTER PEAK` or `error MESSAGE`)."""
    fields = line.rstrip("\n").split("\t")
    if fields[0] == "ok" and len(fields) == 7:
        try:
            return Outcome("ok", rows=int(fields[1]), cpu=float(fields[2]), wall=float(fields[3]),
                           rss_before_kb=int(fields[4]), rss_after_kb=int(fields[5]), peak_kb=int(fields[6]))
        except ValueError:
            pass
    if fields[0] == "error":
        return Outcome("error", message="\t".join(fields[1:]))
    return Outcome("crashed", message="unexpected answer: " + line.strip()[:200])


def process_rss_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


@dataclass
class Limits:
    """How long a driver may take for a query and for loading tables (seconds), and how much resident memory it
    may reach (MB)."""
    query_seconds: float
    load_seconds: float
    memory_mb: float


@dataclass
class Engine:
    """One engine: its name in reports, the command that starts its driver, the modes it runs, the SQL dialect
    of its queries and the limits its driver runs under."""
    name: str
    command: list
    modes: tuple
    dialect: str
    limits: Limits
    process: subprocess.Popen = field(default=None, repr=False)
    loaded: list = field(default=None, repr=False)  # the load command the running driver has done

    def start(self):
        self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                        bufsize=1)

    def stop(self):
        """Ends the driver: asks it to quit, kills it if it does not."""
        if self.process is None:
            return
        try:
            self.process.stdin.write("quit\n")
            self.process.stdin.close()
            self.process.wait(timeout=30)
        except (OSError, subprocess.TimeoutExpired):
            self.kill()
        self.process = None
        self.loaded = None

    def kill(self):
        if self.process is not None:
            self.process.kill()
            self.process.wait()
        self.process = None
        self.loaded = None

    def request(self, fields, timeout):
        """Sends one command and returns its Outcome; kills the driver when it overruns `timeout` seconds or the
        memory limit, or when it has died."""
        if self.process is None:
            self.start()
        start = time.monotonic()
        try:
            self.process.stdin.write("\t".join(fields) + "\n")
            self.process.stdin.flush()
        except OSError:
            return self._died()
        while True:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.2)
            if ready:
                line = self.process.stdout.readline()
                return parse_answer(line) if line else self._died()
            if self.process.poll() is not None:
                return self._died()
            if time.monotonic() - start > timeout:
                self.kill()
                return Outcome("timeout", message=f"no answer within {timeout:g} s")
            rss_mb = process_rss_kb(self.process.pid) / 1024
            if rss_mb > self.limits.memory_mb:
                self.kill()
                return Outcome("out of memory", message=f"resident memory reached {rss_mb:,.0f} MB, over the "
                               f"limit of {self.limits.memory_mb:,.0f} MB")

    def _died(self):
        code = self.process.wait()
        self.process = None
        self.loaded = None
        if code < 0 and -code == signal.SIGKILL:
            return Outcome("out of memory", message="killed (SIGKILL), probably by the kernel's out-of-memory killer")
        return Outcome("crashed", message=f"the driver exited with status {code}")

    def load(self, load_fields):
        """Loads tables into a driver; the Outcome measures the load."""
        outcome = self.request(load_fields, self.limits.load_seconds)
        self.loaded = load_fields if outcome.ok else None
        return outcome

    def query(self, load_fields, query_fields):
        """Runs one query in a driver holding `load_fields`' tables, loading them first (untimed) into a driver
        started afresh."""
        if self.loaded != load_fields:
            reload = self.load(load_fields)
            if not reload.ok:
                return Outcome(reload.status, message="reloading the tables: " + reload.message)
        return self.request(query_fields, self.limits.query_seconds)


def make_engines(names, build_dir, limits):
    """The engines of `names` (tabula, duckdb, sqlite), in that order, their drivers held to `limits`."""
    python_driver = [sys.executable, os.path.join(RUNNER, "python_driver.py")]
    known = {
        "tabula": Engine("tabula", [os.path.join(build_dir, "bench", "bench_driver")], ("memory", "csv"), "tabula",
                         limits),
        "duckdb": Engine("DuckDB", python_driver + ["duckdb"], ("memory", "csv"), "duckdb", limits),
        "sqlite": Engine("SQLite", python_driver + ["sqlite"], ("memory",), "sqlite", limits),
    }
    unknown = [name for name in names if name not in known]
    if unknown:
        raise SystemExit(f"unknown engine(s) {', '.join(unknown)}: choose among {', '.join(known)}")
    return [known[name] for name in known if name in names]
