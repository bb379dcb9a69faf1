#!/usr/bin/env python3
"""Turns a package-benchmark run into Results/results.md and Results/chart.svg.

Run from anywhere (standard library only):

    python3 Benchmarks/Scripts/report.py                 # runs every benchmark, then reports
    python3 Benchmarks/Scripts/report.py --filter parse  # only the benchmarks matching a regex
    python3 Benchmarks/Scripts/report.py --jmh FILE      # reports an existing JMH export
    python3 Benchmarks/Scripts/report.py --summary Results/results.json  # redraws from a saved run

It runs `swift package --disable-sandbox benchmark --format jmh` in release mode,
reads the corpus sizes from `swift run -c release corpora --json`, and derives
throughput as corpus bytes / median wall-clock time (1 MB = 1,000,000 bytes).
Ratios compare each library with Foundation on the same corpus and operation,
measured in the same run.
"""

import argparse
import datetime
import html
import json
import os
import platform
import re
import shlex
import subprocess
import sys
import tempfile

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESULTS = os.path.join(PACKAGE, "Results")
BENCHMARK_COMMAND = ["swift", "package", "--disable-sandbox", "benchmark", "--no-progress", "--format", "jmh"]
SIZES_COMMAND = ["swift", "run", "-c", "release", "corpora", "--json"]

OPERATIONS = ["parse", "read", "codable", "functional"]
OPERATION_TITLES = {
    "parse": "Parse (text to document)",
    "read": "Parse and read every key, string and number",
    "codable": "Codable (text to Decodable model)",
    "functional": "Functional (text to model, `Model.decode(json)`)",
}
# What each library is called in each operation's column, for readers.
LIBRARY_TITLES = {
    ("parse", "Foundation"): "JSONSerialization",
    ("parse", "Fleece"): "Fleece JSON(parsing:)",
    ("read", "Foundation"): "JSONSerialization, walked",
    ("read", "Fleece"): "Fleece JSON(parsing:), walked",
    ("codable", "Foundation"): "JSONDecoder",
    ("codable", "Fleece"): "FleeceDecoder",
    ("functional", "Fleece"): "Fleece functional",
}
TIME_METRIC = "Time (wall clock)"
MEMORY_METRICS = {
    "mallocs": "Malloc (total)",
    "allocated": "Malloc (bytes total)",
    "retained": "Malloc / free Δ (bytes)",
    "residentDelta": "Memory Δ (resident peak)",
}
COLORS = {"Foundation": "#8c8c8c", "Fleece": "#d9480f"}
STATISTIC = "median"
STATISTIC_KEYS = {"median": "p50_us", "min": "p0_us"}


def main():
    arguments = parse_arguments()
    global STATISTIC
    STATISTIC = arguments.statistic
    if arguments.summary:
        with open(arguments.summary) as file:
            summary = json.load(file)
    else:
        load_before = load_average()
        sizes = corpus_sizes()
        if arguments.jmh:
            jmh_path, command = arguments.jmh, arguments.command or "(unknown: read from %s)" % arguments.jmh
        else:
            jmh_path, command = run_benchmarks(arguments.filter)
        with open(jmh_path) as file:
            elements = json.load(file)
        summary = summarize(elements, sizes, command, load_before)
        if not arguments.filter and not arguments.jmh:
            summary["ratios"] = run_ratios()
    os.makedirs(arguments.output, exist_ok=True)
    if not arguments.summary:
        write(os.path.join(arguments.output, "results.json"), json.dumps(summary, indent=2, sort_keys=True) + "\n")
    write(os.path.join(arguments.output, "results.md"), markdown(summary))
    write(os.path.join(arguments.output, "chart.svg"), chart(summary))
    print("Wrote results.md, chart.svg and results.json to %s" % arguments.output)
    # Only a full run speaks for the README: a filtered one would leave most of its table empty.
    if not arguments.no_readme and not arguments.filter and arguments.output == RESULTS:
        update_readme(summary)


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--filter", help="only benchmarks whose name contains a match of this regex "
                                         "(the plugin matches whole names, so it is passed on as .*(REGEX).*)")
    parser.add_argument("--jmh", help="read this JMH export instead of running the benchmarks")
    parser.add_argument("--command", help="with --jmh: the command that produced the export, for the stamp")
    parser.add_argument("--summary", help="redraw the table and chart from a results.json written earlier")
    parser.add_argument("--output", default=RESULTS, help="folder for results.md, chart.svg, results.json")
    parser.add_argument("--no-readme", action="store_true",
                        help="leave the README's speed table alone (it is rewritten only for the default --output)")
    parser.add_argument("--statistic", choices=["median", "min"], default="median",
                        help="which pass time gives MB/s: the median (default) or the fastest, "
                             "steadier on a machine shared with other work")
    return parser.parse_args()


# MARK: Running


def run_benchmarks(name_filter):
    export = tempfile.mkdtemp(prefix="fleece-benchmarks-")
    command = BENCHMARK_COMMAND + ["--path", export]
    if name_filter:
        # package-benchmark's --filter must match the whole name.
        command += ["--filter", ".*(%s).*" % name_filter]
    print("$ cd %s && %s" % (PACKAGE, shlex.join(command)), flush=True)
    subprocess.run(command, cwd=PACKAGE, check=True)
    exports = [name for name in os.listdir(export) if name.endswith(".jmh.json")]
    if not exports:
        sys.exit("The benchmark run wrote no JMH export to %s" % export)
    shown = shlex.join(command).replace(shlex.quote(export), "<temporary folder>")
    return os.path.join(export, exports[0]), shown


RATIOS_COMMAND = ["swift", "run", "-c", "release", "ratios"]


def run_ratios():
    """The interleaved comparison (Sources/ratios): its Markdown table, robust to a drifting machine."""
    print("$ cd %s && %s" % (PACKAGE, shlex.join(RATIOS_COMMAND)), flush=True)
    output = subprocess.run(RATIOS_COMMAND, cwd=PACKAGE, check=True, capture_output=True, text=True).stdout
    # `swift run` may print build lines before the table's first line.
    return output[output.index("Interleaved"):].strip() + "\n"


def ratios_section(summary):
    if not summary.get("ratios"):
        return []
    return ["## Interleaved ratios", "",
            "The same comparisons with Foundation's and Fleece's passes alternating in one process "
            "(`Sources/ratios`), so that a slow spell of a shared machine falls on both sides; "
            "**×** is Foundation's time over Fleece's, per round.", "", summary["ratios"].strip(), ""]


# Workloads that decode a corpus's text into other models (JSONBenchmarks' Workload.swift):
# their throughput is that corpus's bytes over the time.
SAME_TEXT = {"timeline": "social-feed", "flickr-counts": "flickr-places", "flickr-counts-converting": "flickr-places"}


def corpus_sizes():
    print("$ cd %s && %s" % (PACKAGE, shlex.join(SIZES_COMMAND)), flush=True)
    output = subprocess.run(SIZES_COMMAND, cwd=PACKAGE, check=True, capture_output=True, text=True).stdout
    # `swift run` may print build lines before the JSON array.
    return {row["name"]: row for row in json.loads(output[output.index("["):])}


def machine():
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as file:
            for line in file:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        cpu = platform.processor() or "unknown"
    memory = ""
    try:
        with open("/proc/meminfo") as file:
            kilobytes = int(file.readline().split()[1])
            memory = "%.0f GiB" % (kilobytes / 1024 / 1024)
    except (OSError, ValueError, IndexError):
        pass
    swift = first_line(["swift", "--version"])
    commit = first_line(["git", "-C", PACKAGE, "describe", "--always", "--dirty", "--abbrev=12"])
    return {
        "cores": os.cpu_count(),
        "cpu": cpu,
        "memory": memory,
        "os": "%s %s" % (platform.system(), platform.release()),
        "swift": swift,
        "commit": commit,
    }


def load_average():
    try:
        with open("/proc/loadavg") as file:
            return " ".join(file.read().split()[:3])
    except OSError:
        return "unknown"


def first_line(command):
    try:
        output = subprocess.run(command, capture_output=True, text=True).stdout
        lines = [line for line in output.splitlines() if line.strip()]
        return lines[0].strip() if lines else "unknown"
    except OSError:
        return "unknown"


# MARK: Summarizing


def summarize(elements, sizes, command, load_before="unknown"):
    """One row per benchmark: its kind, corpus, library and the numbers the report needs."""
    rows = []
    for element in elements:
        name = element["benchmark"].split("JSONBenchmarks.", 1)[-1]
        parts = name.split("/")
        memory = parts[0] == "memory"
        if memory:
            parts = parts[1:]
        if len(parts) != 3:
            continue
        operation, corpus, library = parts
        # The JMH export carries over secondary metrics from earlier benchmarks, so only the
        # metrics a benchmark's kind measures are read (time runs: time; memory runs: memory).
        metrics = element.get("secondaryMetrics") or {}
        row = {"operation": operation, "corpus": corpus, "library": library, "memory": memory}
        if memory:
            for key, metric in MEMORY_METRICS.items():
                if metric in metrics:
                    row[key] = metrics[metric]["scorePercentiles"]["50.0"]
        else:
            if TIME_METRIC not in metrics:
                continue
            percentiles = metrics[TIME_METRIC]["scorePercentiles"]
            row["p50_us"] = percentiles["50.0"]
            row["p90_us"] = percentiles["90.0"]
            row["p0_us"] = percentiles["0.0"]
            row["samples"] = element.get("measurementIterations")
        text = SAME_TEXT.get(corpus, corpus)
        if text in sizes:
            row["bytes"] = sizes[text]["bytes"]
        rows.append(row)
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": machine(),
        "command": command,
        "report_command": "python3 Scripts/report.py" + "".join(" " + shlex.quote(arg) for arg in sys.argv[1:]),
        "load": "%s before, %s after (1, 5, 15 min)" % (load_before, load_average()),
        "corpora": sizes,
        "corpus_order": list(sizes),
        "rows": rows,
    }


def lookup(summary, operation, corpus, library, memory=False):
    for row in summary["rows"]:
        if (row["operation"], row["corpus"], row["library"], row["memory"]) == (operation, corpus, library, memory):
            return with_throughput(row)
    return None


def with_throughput(row):
    """The row with `mb_per_s` from the chosen statistic: bytes per microsecond is MB/s."""
    micros = row.get(STATISTIC_KEYS[STATISTIC])
    if row["memory"] or not micros or not row.get("bytes"):
        return row
    return dict(row, mb_per_s=row["bytes"] / micros)


def corpora_in_order(summary):
    names = summary.get("corpus_order") or list(summary["corpora"].keys())
    seen = {row["corpus"] for row in summary["rows"]}
    return [name for name in names if name in seen] + sorted(seen - set(names))


def libraries_for(summary, operation):
    found = {row["library"] for row in summary["rows"] if row["operation"] == operation}
    return sorted(found, key=lambda library: (library != "Foundation", library))


# MARK: Markdown


def markdown(summary):
    lines = ["# Fleece benchmark results", ""]
    lines += stamp_lines(summary)
    statistic = "median" if STATISTIC == "median" else "fastest"
    lines += ["", "Throughput is corpus bytes divided by the " + statistic + " wall-clock time of one pass over "
              "the corpus (1 MB = 1,000,000 bytes); **×** is that library's throughput divided by Foundation's on the same "
              "corpus in the same run (above 1 is faster than Foundation). Higher is better.", ""]
    for operation in OPERATIONS:
        libraries = libraries_for(summary, operation)
        if not libraries:
            continue
        lines += ["## %s" % OPERATION_TITLES[operation], ""]
        header = ["corpus", "size"]
        for library in libraries:
            title = LIBRARY_TITLES.get((operation, library), library)
            header += ["%s MB/s" % title]
            if library != "Foundation":
                header += ["×"]
        if operation == "functional":
            header += ["× JSONDecoder", "time vs FleeceDecoder"]
        lines += table_header(header)
        for corpus in corpora_in_order(summary):
            cells = [corpus, size_text(summary["corpora"].get(corpus, {}).get("bytes"))]
            reference = lookup(summary, operation, corpus, "Foundation")
            present = False
            for library in libraries:
                row = lookup(summary, operation, corpus, library)
                present = present or row is not None
                cells.append(number(row and row.get("mb_per_s")))
                if library != "Foundation":
                    cells.append(ratio(row, reference))
            if operation == "functional":
                functional = lookup(summary, "functional", corpus, "Fleece")
                cells.append(ratio(functional, lookup(summary, "codable", corpus, "Foundation")))
                codable = lookup(summary, "codable", corpus, "Fleece")
                cells.append(time_ratio(functional, codable))
            if present:
                lines.append("| " + " | ".join(cells) + " |")
        lines.append("")
    lines += ratios_section(summary)
    lines += memory_markdown(summary)
    lines += timing_markdown(summary)
    return "\n".join(lines) + "\n"


# MARK: README


README = os.path.join(os.path.dirname(PACKAGE), "README.md")
README_BEGIN = "<!-- speed-table: begin (written by Benchmarks/Scripts/report.py) -->"
README_END = "<!-- speed-table: end -->"


def update_readme(summary, path=README):
    """Rewrites the README's speed table, between its two markers, from this run."""
    try:
        with open(path) as file:
            text = file.read()
    except OSError:
        return
    begin, end = text.find(README_BEGIN), text.find(README_END)
    if begin < 0 or end < begin:
        print("%s has no speed-table markers; left unchanged" % path)
        return
    section = README_BEGIN + "\n" + readme_table(summary) + README_END
    write(path, text[:begin] + section + text[end + len(README_END):])
    print("Rewrote the speed table in %s" % path)


def readme_table(summary):
    """The summary the README shows: one row per corpus, each ratio against Foundation in the same run."""
    statistic = "median" if STATISTIC == "median" else "fastest"
    machine = summary["machine"]
    lines = ["%s, %s cores (%s), %s, commit `%s`, load %s. Throughput from the %s pass; "
             "**×** is against Foundation in the same run." % (
                 summary["date"], machine["cores"], machine["cpu"], machine["swift"].replace("Swift version ", "Swift "),
                 machine["commit"], summary.get("load", "unknown").split(" before")[0], statistic), ""]
    lines += table_header(["corpus", "size", "parse (`parse/…`), MB/s", "Codable (`codable/…`), MB/s",
                           "functional (`functional/…`), MB/s", "parsed document / input"])
    for corpus in corpora_in_order(summary):
        # Workloads that only other tables measure (lookups, streams, a baseline model) have no
        # Fleece throughput here: a row of dashes says nothing.
        if not any((lookup(summary, operation, corpus, "Fleece") or {}).get("mb_per_s")
                   for operation in ["parse", "codable", "functional"]):
            continue
        cells = [corpus, size_text(summary["corpora"].get(corpus, {}).get("bytes"))]
        for operation in ["parse", "codable"]:
            fleece, foundation = lookup(summary, operation, corpus, "Fleece"), lookup(summary, operation, corpus, "Foundation")
            cells.append("%s vs %s: **%s**" % (number(fleece and fleece.get("mb_per_s")),
                                                number(foundation and foundation.get("mb_per_s")), ratio(fleece, foundation)))
        functional, codable = lookup(summary, "functional", corpus, "Fleece"), lookup(summary, "codable", corpus, "Fleece")
        cells.append("%s (%s the time of FleeceDecoder)" % (number(functional and functional.get("mb_per_s")),
                                                             time_ratio(functional, codable)))
        memory = lookup(summary, "parse", corpus, "Fleece", memory=True)
        single_document = summary["corpora"].get(corpus, {}).get("documents", 1) == 1
        single_document = single_document and memory is not None and memory.get("retained")
        cells.append(multiple(memory.get("retained"), summary["corpora"].get(corpus, {}).get("bytes"))
                     if single_document else "—")
        lines.append("| " + " | ".join(cells) + " |")
    lines += ["", "Parse: Fleece `JSON(parsing:)` against `JSONSerialization`. Codable: `FleeceDecoder` against "
              "`JSONDecoder`, same models, results checked equal first. Functional: `Model.decode(JSON(parsing:))` "
              "into the same models. Memory: bytes the parsed document holds per input byte (malloc interposer).",
              "", "![Throughput against Foundation](Benchmarks/Results/chart.svg)", ""]
    if summary.get("ratios"):
        lines += ["The machine is a shared VM whose speed changes over seconds: the same FleeceDecoder pass over "
                  "catalog takes 5 ms in some spells and 9 ms in others (same instruction count), so the medians "
                  "above, each from seconds of one library alone, vary between runs (Codable on catalog from 2.3× "
                  "to 4.2× over five runs on 2026-11-21). The same run also measured each comparison with Foundation's and Fleece's passes "
                  "interleaved (`swift run -c release ratios` in `Benchmarks/`), which puts every spell on both "
                  "sides:", "", summary["ratios"].strip(), ""]
    return "\n".join(lines) + "\n"


def memory_markdown(summary):
    rows = [row for row in summary["rows"] if row["memory"]]
    if not rows:
        return []
    lines = ["## Memory", "",
             "Per pass over the corpus, counted by package-benchmark's malloc interposer in a separate run "
             "(so the counters never slow the timed runs). *Allocated* is every byte requested from malloc "
             "during the pass, an upper bound of the peak; *retained* is what the result still holds when "
             "the pass ends (single-document corpora only: a JSON Lines pass releases each line's result).", ""]
    lines += table_header(["operation", "corpus", "library", "mallocs", "allocated", "allocated / input",
                           "retained", "retained / input"])
    for operation in OPERATIONS:
        for corpus in corpora_in_order(summary):
            for library in libraries_for(summary, operation):
                row = lookup(summary, operation, corpus, library, memory=True)
                if row is None:
                    continue
                size = row.get("bytes") or 0
                multi = summary["corpora"].get(corpus, {}).get("documents", 1) > 1
                retained = None if multi else row.get("retained")
                lines.append("| " + " | ".join([
                    operation, corpus, LIBRARY_TITLES.get((operation, library), library),
                    count_text(row.get("mallocs")),
                    size_text(row.get("allocated")),
                    multiple(row.get("allocated"), size),
                    size_text(retained),
                    multiple(retained, size),
                ]) + " |")
    return lines + [""]


def timing_markdown(summary):
    rows = [row for row in summary["rows"] if not row["memory"]]
    if not rows:
        return []
    lines = ["## Timings", "", "Wall clock of one pass, in microseconds.", ""]
    lines += table_header(["benchmark", "min µs", "median µs", "p90 µs", "samples"])
    for row in rows_in_order(summary, rows):
        lines.append("| %s/%s/%s | %s | %s | %s | %s |" % (
            row["operation"], row["corpus"], row["library"],
            number(row.get("p0_us")), number(row.get("p50_us")), number(row.get("p90_us")), row.get("samples", "")))
    return lines + [""]


def rows_in_order(summary, rows):
    corpora = corpora_in_order(summary)
    return sorted(rows, key=lambda row: (
        OPERATIONS.index(row["operation"]) if row["operation"] in OPERATIONS else len(OPERATIONS),
        corpora.index(row["corpus"]) if row["corpus"] in corpora else len(corpora),
        row["library"] != "Foundation", row["library"]))


def stamp_lines(summary):
    machine = summary["machine"]
    return [
        "- **Date:** %s" % summary["date"],
        "- **Machine:** %s cores, %s, %s memory, %s" % (machine["cores"], machine["cpu"], machine["memory"], machine["os"]),
        "- **Swift:** %s" % machine["swift"],
        "- **Commit:** `%s`" % machine["commit"],
        "- **Load average:** %s" % summary.get("load", "unknown"),
        "- **Command:** `%s` in `Benchmarks/`, which ran `%s` (release build)" % (
            summary.get("report_command", "python3 Scripts/report.py"), summary["command"]),
    ]


def table_header(titles):
    return ["| " + " | ".join(titles) + " |", "|" + "|".join(["---"] + ["--:"] * (len(titles) - 1)) + "|"]


def number(value):
    if value is None:
        return "—"
    if value >= 100:
        return "{:,.0f}".format(value)
    if value >= 10:
        return "%.1f" % value
    return "%.2f" % value


def ratio(row, reference):
    if not row or not reference or not row.get("mb_per_s") or not reference.get("mb_per_s"):
        return "—"
    return "%.2f×" % (row["mb_per_s"] / reference["mb_per_s"])


def time_ratio(row, reference):
    key = STATISTIC_KEYS[STATISTIC]
    if not row or not reference or not row.get(key) or not reference.get(key):
        return "—"
    return "%.2f×" % (row[key] / reference[key])


def multiple(value, size):
    if value is None or not size:
        return "—"
    return "%.2f×" % (value / size)


def size_text(value):
    if value is None:
        return "—"
    if value >= 1_000_000:
        return "%.2f MB" % (value / 1_000_000)
    if value >= 1_000:
        return "%.1f kB" % (value / 1_000)
    return "%d B" % value


def count_text(value):
    return "—" if value is None else "{:,.0f}".format(value)


# MARK: Chart


def chart(summary):
    """Horizontal bars of MB/s, one panel per operation, one group per corpus."""
    width, label_width, bar_height, gap = 900, 250, 16, 10
    panels = [(operation, libraries_for(summary, operation)) for operation in OPERATIONS]
    panels = [(operation, libraries) for operation, libraries in panels if libraries]
    corpora = corpora_in_order(summary)
    body = []
    y = 96
    for operation, libraries in panels:
        values = [lookup(summary, operation, corpus, library) for corpus in corpora for library in libraries]
        top = max([row["mb_per_s"] for row in values if row and row.get("mb_per_s")] or [1])
        scale = (width - label_width - 190) / top
        body.append('<text x="20" y="%d" class="panel">%s</text>' % (y, html.escape(OPERATION_TITLES[operation])))
        y += 14
        for corpus in corpora:
            rows = [(library, lookup(summary, operation, corpus, library)) for library in libraries]
            if not any(row for _, row in rows):
                continue
            group_top = y
            for library, row in rows:
                speed = row.get("mb_per_s") if row else None
                title = LIBRARY_TITLES.get((operation, library), library)
                body.append('<text x="%d" y="%d" class="library">%s</text>' % (label_width - 8, y + 12, html.escape(title)))
                if speed:
                    length = max(1.0, speed * scale)
                    body.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s"/>' % (
                        label_width, y, length, bar_height, COLORS.get(library, "#1c7ed6")))
                    reference = lookup(summary, operation, corpus, "Foundation")
                    note = number(speed) + " MB/s"
                    if library != "Foundation" and reference and reference.get("mb_per_s"):
                        note += "  (%s)" % ratio(row, reference)
                    body.append('<text x="%.1f" y="%d" class="value">%s</text>' % (
                        label_width + length + 6, y + 12, html.escape(note)))
                else:
                    body.append('<text x="%d" y="%d" class="value">not measured</text>' % (label_width + 6, y + 12))
                y += bar_height + 3
            body.append('<text x="20" y="%d" class="corpus">%s</text>' % (
                (group_top + y) // 2 + 4, html.escape(corpus)))
            y += gap
        y += 24
    machine = summary["machine"]
    header = [
        '<text x="20" y="30" class="title">Fleece vs Foundation: throughput in MB/s, %s pass (higher is better)</text>' % (
            "median" if STATISTIC == "median" else "fastest"),
        '<text x="20" y="52" class="stamp">%s · %s cores, %s · %s</text>' % (
            html.escape(summary["date"]), machine["cores"], html.escape(machine["cpu"]), html.escape(machine["swift"])),
        '<text x="20" y="70" class="stamp">%s · load average %s</text>' % (
            html.escape(summary["command"]), html.escape(summary.get("load", "unknown").split(" before")[0])),
    ]
    style = (
        "<style>"
        "text{font-family:-apple-system,Helvetica,Arial,sans-serif;fill:#222}"
        ".title{font-size:18px;font-weight:600}.stamp{font-size:11px;fill:#555}"
        ".panel{font-size:14px;font-weight:600}.corpus{font-size:12px;font-weight:600}"
        ".library{font-size:11px;text-anchor:end}.value{font-size:11px}"
        "</style>"
    )
    return "\n".join([
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' % (width, y, width, y),
        style,
        '<rect width="100%" height="100%" fill="white"/>',
    ] + header + body + ["</svg>", ""])


def write(path, text):
    with open(path, "w") as file:
        file.write(text)


if __name__ == "__main__":
    main()
