#!/usr/bin/env python3
"""Prints, for every hostile shape (Sources/ScalingShapes), the time per byte at sizes n, 10n, 100n.

    python3 Scripts/scaling.py                    # times (release build of scaling-probe)
    python3 Scripts/scaling.py --instructions     # and instructions per byte, counted by valgrind
    python3 Scripts/scaling.py --shape members --shape nesting

Linear work shows as a flat cost per byte: the "vs n" columns stay near 1.0x as the input grows
10x and 100x. Instructions are exact and repeatable; time also moves with caches, the allocator
(glibc maps blocks over 32 MB fresh from the kernel on every run, so the largest sizes pay page
faults the smaller ones do not) and other work on the machine. Quadratic work multiplies either
by 10 and 100.
"""

import argparse
import json
import os
import re
import subprocess
import sys

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBE = os.path.join(PACKAGE, ".build", "release", "scaling-probe")


def shapes_and_sizes():
    """Every shape and its sizes, as the probe defines them."""
    output = subprocess.run([PROBE, "--list"], check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in output.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--instructions", action="store_true", help="also count instructions with valgrind (slow)")
    parser.add_argument("--shape", action="append", help="only this shape (repeatable)")
    parser.add_argument("--repetitions", type=int, default=5, help="timed runs per size; the best is reported")
    arguments = parser.parse_args()
    print("$ swift build -c release --product scaling-probe", file=sys.stderr, flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "scaling-probe"], cwd=PACKAGE, check=True,
                   stdout=subprocess.DEVNULL)
    rows = []
    for entry in shapes_and_sizes():
        shape = entry["shape"]
        if arguments.shape and shape not in arguments.shape:
            continue
        for size in entry["sizes"]:
            row = probe(shape, size, arguments.repetitions)
            if arguments.instructions:
                row["instructions"] = count_instructions(shape, size)
            rows.append(row)
            print("  %s %s: %.2f ns/byte" % (shape, size, row["best_ns"] / row["bytes"]), file=sys.stderr, flush=True)
    print(table(rows, arguments.instructions))


def probe(shape, size, repetitions):
    output = subprocess.run([PROBE, shape, str(size), str(repetitions)], check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def count_instructions(shape, size):
    """Instructions of one run of the measured work only (callgrind's toggle on `measuredRun`)."""
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--toggle-collect=*measuredRun*", "--callgrind-out-file=/dev/null",
         PROBE, shape, str(size), "1"],
        check=True, capture_output=True, text=True)
    match = re.search(r"Collected\s*:\s*([\d,]+)", result.stderr) or re.search(r"I\s+refs:\s*([\d,]+)", result.stderr)
    if not match:
        sys.exit("no instruction count from valgrind for %s %s:\n%s" % (shape, size, result.stderr))
    return int(match.group(1).replace(",", ""))


def table(rows, with_instructions):
    header = "| shape | size | bytes | best time | ns/byte | vs n |"
    rule = "| --- | ---: | ---: | ---: | ---: | ---: |"
    if with_instructions:
        header += " instructions/byte | vs n |"
        rule += " ---: | ---: |"
    lines = [header, rule]
    base = {}
    for row in rows:
        per_byte = row["best_ns"] / row["bytes"]
        time_base = base.setdefault((row["shape"], "time"), per_byte)
        line = "| %s | %s | %s | %s | %.2f | %.2fx |" % (
            row["shape"], "{:,}".format(row["size"]), "{:,}".format(row["bytes"]),
            duration(row["best_ns"]), per_byte, per_byte / time_base)
        if with_instructions:
            instructions = row["instructions"] / row["bytes"]
            instruction_base = base.setdefault((row["shape"], "instructions"), instructions)
            line += " %.1f | %.2fx |" % (instructions, instructions / instruction_base)
        lines.append(line)
    return "\n".join(lines)


def duration(nanoseconds):
    if nanoseconds >= 1e9:
        return "%.2f s" % (nanoseconds / 1e9)
    if nanoseconds >= 1e6:
        return "%.2f ms" % (nanoseconds / 1e6)
    return "%.0f us" % (nanoseconds / 1e3)


if __name__ == "__main__":
    main()
