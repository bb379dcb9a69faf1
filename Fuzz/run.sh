#!/usr/bin/env bash
# Builds a libFuzzer target and runs it for a given time.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
#   Fuzz/run.sh all 30            # every target, 30 s each, two at a time (what CI runs)
#
# TARGET is a file name in Fuzz/Targets (parse, roundtrip, differential, decoders) or `all`.
# Binaries go to .build-fuzz/, the growing corpus to Fuzz/corpus/TARGET/ (kept between runs, not
# committed), crashing inputs to Fuzz/artifacts/TARGET/. Exits non-zero when a target fails.
#
# FUZZ_MODULES_FROM=SCRATCH links the library modules of a SwiftPM release build instead of
# building them: SCRATCH is its scratch path, built with `--sanitize=address` and
# FLEECE_FUZZ_COVERAGE=1 (Package.swift), which adds libFuzzer's coverage to the library. That is
# CI's AddressSanitizer build (.ci/run): the fuzz step then compiles only the targets.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
fuzz=$root/Fuzz
build=${FUZZ_BUILD:-$root/.build-fuzz}
target=${1:?usage: Fuzz/run.sh TARGET|all SECONDS [libFuzzer options...]}
seconds=${2:?usage: Fuzz/run.sh TARGET|all SECONDS [libFuzzer options...]}
shift 2

if [[ $target == all ]]; then
    # Built one after the other (they share the modules' objects), then run two at a time: a
    # libFuzzer run keeps one core busy and CI's machine has two, so every target still runs for
    # SECONDS on a core of its own, in half the wall clock (four targets: 120 s before).
    targets=()
    for file in "$fuzz"/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
    status=0
    for name in "${targets[@]}"; do
        FUZZ_STEP=build "$0" "$name" "$seconds" "$@" || status=1
    done
    [[ $status -eq 0 ]] || exit $status
    for ((first = 0; first < ${#targets[@]}; first += 2)); do
        pids=()
        for name in "${targets[@]:first:2}"; do
            FUZZ_STEP=run "$0" "$name" "$seconds" "$@" &
            pids+=($!)
        done
        for pid in "${pids[@]}"; do wait "$pid" || status=1; done
    done
    exit $status
fi
[[ -f $fuzz/Targets/$target.swift ]] || { echo "no target Fuzz/Targets/$target.swift" >&2; exit 2; }
# FUZZ_STEP=build only builds the target, FUZZ_STEP=run only runs the binary built before (what
# `all` does); unset, both.
step=${FUZZ_STEP:-both}
binary=$build/fuzz-$target

if [[ $step != run ]]; then
    # Every module and target gets libFuzzer's coverage instrumentation and AddressSanitizer.
    # The core's atomics are a C module of inline functions (a header, no object of its own).
    # The targets read the package API (`Walk`), so they are compiled with the modules' package name.
    modules_dir=$build package_name=fleece
    if [[ -n ${FUZZ_MODULES_FROM:-} ]]; then
        products=$FUZZ_MODULES_FROM/release
        modules_dir=$products/Modules
        package_name=$(grep '"-module-name","Fleece"' "$FUZZ_MODULES_FROM/release.yaml" | grep -o '"-package-name","[^"]*"' | head -1 | cut -d'"' -f4 || true)
        [[ -n $package_name && -f $modules_dir/Fleece.swiftmodule ]] || { echo "fuzz: no release build of Fleece in $FUZZ_MODULES_FROM" >&2; exit 2; }
        grep -q -- '-sanitize-coverage=' "$FUZZ_MODULES_FROM/release.yaml" || { echo "fuzz: $FUZZ_MODULES_FROM was built without FLEECE_FUZZ_COVERAGE=1" >&2; exit 2; }
    fi
    flags=(-O -g -sanitize=fuzzer,address -swift-version 6 -package-name "$package_name" -parse-as-library -I "$modules_dir"
        -I "$root/Sources/CFleeceAtomics/include")
    mkdir -p "$build"

    # build_module NAME: Sources/NAME, optimized as a whole module, into the object files of
    # $build/NAME.objects/; rebuilt when one of its sources, or a module built before it (which it
    # may import), is newer. `-num-threads 2` lets the optimizer's second half use CI's second
    # core, one object file a source file: Fleece took 114 s instead of 168 s (2026-12-07). The
    # compiler writes them into a static library, unpacked so that every object is linked, not
    # only those a symbol is looked up in (a conformance's record is looked up by no symbol).
    built=()
    build_module() {
        local name=$1 stamp=$build/$1.built stale=no
        if [[ ! -f $stamp ]] || [[ -n $(find "$root/Sources/$name" -name '*.swift' -newer "$stamp") ]]; then stale=yes; fi
        for earlier in "${built[@]}"; do [[ $build/$earlier.built -nt $stamp ]] && stale=yes; done
        built+=("$name")
        [[ $stale == yes ]] || return 0
        echo "fuzz: building module $name" >&2
        rm -rf "$build/$name.objects" "$build/lib$name.a" && mkdir -p "$build/$name.objects"
        swiftc "${flags[@]}" -module-name "$name" -wmo -num-threads 2 -emit-library -static \
            $(find "$root/Sources/$name" -name '*.swift' | sort) \
            -emit-module -emit-module-path "$build/$name.swiftmodule" -o "$build/lib$name.a"
        (cd "$build/$name.objects" && ar x "$build/lib$name.a")
        touch "$stamp"
    }

    # The modules a target needs: Fleece always; a target that imports FleeceFoundation gets it too.
    modules=(Fleece)
    if grep -q '^import FleeceFoundation' "$fuzz/Targets/$target.swift"; then modules+=(FleeceFoundation); fi
    objects=()
    for module in "${modules[@]}"; do
        if [[ -n ${FUZZ_MODULES_FROM:-} ]]; then
            objects+=("$products/$module.build"/*.o)
        else
            build_module "$module"
            objects+=("$build/$module.objects"/*.o)
        fi
    done

    echo "fuzz: building $target" >&2
    swiftc "${flags[@]}" -module-name "Fuzz_$target" -use-ld=lld \
        "$fuzz"/Support/*.swift "$fuzz/Targets/$target.swift" "${objects[@]}" -o "$binary"
fi
[[ $step == build ]] && exit 0

seeds=$build/seeds-$target
rm -rf "$seeds"
"$fuzz/seeds.sh" "$seeds" >/dev/null
corpus=$fuzz/corpus/$target
artifacts=$fuzz/artifacts/$target
mkdir -p "$corpus" "$artifacts"

echo "fuzz: running $target for $seconds s" >&2
log=$build/fuzz-$target.log
# The Swift runtime's own crash reporter would hold the process; libFuzzer and ASan report instead.
export SWIFT_BACKTRACE=enable=no
status=0
"$binary" -max_total_time="$seconds" -timeout=10 -max_len=4096 -rss_limit_mb=2048 \
    -dict="$fuzz/json.dict" -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "$@" "$corpus" "$seeds" >"$log" 2>&1 || status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
if [[ $status -ne 0 ]]; then
    tail -n 60 "$log"
    echo "fuzz: $target FAILED after ${runs:-?} runs (exit $status); input saved in $artifacts, log in $log"
    exit 1
fi
echo "fuzz: $target ok, ${runs:-?} runs in $seconds s, corpus $(ls "$corpus" | wc -l) inputs"
