#!/bin/sh
# Compiles the standard-library-only core of Fleece (the parser, the document, JSON, numbers,
# writing, support) for two 32-bit targets, where Int is 32 bits as on arm64_32 watchOS.
#
# The toolchain on Linux ships no 32-bit hosted standard library (only x86_64-unknown-linux-gnu),
# but it ships Embedded Swift's for i686 and armv7, where Int is 32 bits too. Embedded Swift has
# no Codable and no existentials, so the Codable engine, the method API and the operators cannot
# be compiled there; the rest can, and the rest is where offsets, sizes and counts live. Two checks:
#
# 1. it type-checks: an integer literal or constant that does not fit a 32-bit Int is an error;
# 2. optimised, it has no conversion that always traps: `Int(UInt32.max)` type-checks but
#    compiles to one ("Not enough bits to represent the passed value"), on every parse.
set -eu
cd "$(dirname "$0")/.."
# The SIL (about 15 MB a target), errors and logs go to a folder of this run's own, removed at the
# end: two runs at once (CI and a working copy) do not write over each other's.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# JSON+Codable.swift is the Codable conformance (none in Embedded Swift); RecordOrigin.swift is
# the stream position a document may carry, with its JSONPath.
files=$( (find Sources/Fleece/Parsing Sources/Fleece/Document Sources/Fleece/JSON Sources/Fleece/Numbers \
    Sources/Fleece/Writing Sources/Fleece/Support -name '*.swift' ! -name 'JSON+Codable.swift'; \
    echo Sources/Fleece/Streaming/RecordOrigin.swift; echo Sources/Fleece/Paths/JSONPath.swift) | sort)
# check TARGET: both checks for one target; the two targets run side by side, one a core.
check() {
    target=$1
    echo "type-checking the core for $target"
    # shellcheck disable=SC2086
    swiftc -typecheck -target "$target" -enable-experimental-feature Embedded -wmo -I Sources/CFleeceAtomics/include \
        -module-name Fleece -package-name fleece $files 2>&1 | grep -v "untyped throws is not available in Embedded Swift" | grep -E "error:" && return 1
    # A literal too large for a 32-bit Int is diagnosed here, in the SIL passes, not by -typecheck
    # above: a failure of this step fails the check (it used to be ignored, and with no SIL to
    # read, the second check passed too).
    sil=$work/$target.sil
    # shellcheck disable=SC2086
    if ! swiftc -emit-sil -O -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library -I Sources/CFleeceAtomics/include \
        -module-name Fleece -package-name fleece $files > "$sil" 2> "$sil.errors"; then
        grep -E "error:" "$sil.errors" | grep -v "^ "
        echo "the core does not compile for $target" >&2
        return 1
    fi
    if grep -B1 "Not enough bits to represent" "$sil" | grep -q 'integer_literal $Builtin.Int1, -1'; then
        echo "an integer conversion that always traps on $target" >&2
        return 1
    fi
    return 0
}
check i686-unknown-none-elf > "$work/i686.log" 2>&1 &
i686=$!
check armv7-none-none-eabi > "$work/armv7.log" 2>&1 &
armv7=$!
status=0
wait $i686 || status=1
wait $armv7 || status=1
cat "$work/i686.log" "$work/armv7.log"
[ $status -eq 0 ] || exit 1
echo "32-bit: OK"
