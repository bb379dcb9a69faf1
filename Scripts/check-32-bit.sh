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
# JSON+Codable.swift is the Codable conformance (none in Embedded Swift); RecordOrigin.swift is
# the stream position a document may carry, with its JSONPath.
files=$( (find Sources/Fleece/Parsing Sources/Fleece/Document Sources/Fleece/JSON Sources/Fleece/Numbers \
    Sources/Fleece/Writing Sources/Fleece/Support -name '*.swift' ! -name 'JSON+Codable.swift'; \
    echo Sources/Fleece/Streaming/RecordOrigin.swift; echo Sources/Fleece/Paths/JSONPath.swift) | sort)
for target in i686-unknown-none-elf armv7-none-none-eabi; do
    echo "type-checking the core for $target"
    # shellcheck disable=SC2086
    swiftc -typecheck -target "$target" -enable-experimental-feature Embedded -wmo -I Sources/CFleeceAtomics/include \
        -module-name Fleece -package-name fleece $files 2>&1 | grep -v "untyped throws is not available in Embedded Swift" | grep -E "error:" && exit 1
    # shellcheck disable=SC2086
    if swiftc -emit-sil -O -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library -I Sources/CFleeceAtomics/include \
        -module-name Fleece -package-name fleece $files 2>/dev/null \
        | grep -B1 "Not enough bits to represent" | grep -q 'integer_literal $Builtin.Int1, -1'; then
        echo "an integer conversion that always traps on $target" >&2
        exit 1
    fi
done
echo "32-bit: OK"
