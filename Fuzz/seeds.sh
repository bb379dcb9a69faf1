#!/usr/bin/env bash
# Writes the seed corpus, small valid and invalid JSON texts, one per file, into the directory $1.
# Every target starts from these; libFuzzer mutates them (with json.dict) into everything else.
set -euo pipefail
out=${1:?usage: seeds.sh DIRECTORY}
mkdir -p "$out"
n=0
seed() { # seed TEXT: one file holding TEXT exactly (printf escapes allowed, e.g. \xEF)
    n=$((n + 1))
    printf -- "$1" > "$out/seed-$(printf %03d $n)"
}
repeat() { # repeat TEXT COUNT
    local s=""; for ((i = 0; i < $2; i++)); do s+="$1"; done; printf '%s' "$s"
}

# Valid: every kind of value, at the top level and nested.
seed 'null'; seed 'true'; seed 'false'; seed '0'; seed '-0'; seed '""'; seed '[]'; seed '{}'
seed '{"id": 7, "name": "Ada", "tags": ["a", "b"], "email": null, "admin": false}'
seed '[1, -1, 0.5, -0.0, 1e2, 1E-2, 1.5e+300, 12.5, 100e-2, 2.0e0]'
seed '[9223372036854775807, -9223372036854775808, 9223372036854775808, 18446744073709551615, 18446744073709551616]'
seed '[9007199254740993, 0.1, 0.30000000000000004, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308]'
seed '[1e400, -1e400, 1e-400, 123456789012345678901234567890, 0.000000000000000000000000000001]'
seed '{"places": 18446744073709551e3, "n": [1e3, 9223372036854775807e0, 18446744073709551615e0]}'
seed '"plain ascii text"'
seed '"escapes: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u0000 \\u001f \\u00e9 \\u20AC"'
seed '"pair: \\uD83D\\uDE00 \\ud834\\udd1e"'
seed '"utf-8: \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80 \xF4\x8F\xBF\xBF \xEF\xBF\xBF \x7F"'
seed '{"a": 1, "a": 2, "b": {"a": 3}, "a": 4}'
seed '{"\\u0061": 1, "a": 2, "\\u00e9": 3, "e\xCC\x81": 4, "\xC3\xA9": 5}'
seed ' \t\r\n[ \t\r\n1 \t\r\n, \t\r\n{ \t\r\n"k" \t\r\n: \t\r\nnull \t\r\n} \t\r\n] \t\r\n'
seed '\xEF\xBB\xBF{"bom": true}'
seed '[[[[[[[[[[{"deep": [[[[[]]]]]}]]]]]]]]]]'
members=""; for i in $(seq 1 40); do members+="\"k$i\": $i, "; done
seed "{${members}\"k7\": \"last\"}"
seed "$(repeat '[' 512)$(repeat ']' 512)"
seed "[$(repeat '"\\u00e9\\n", ' 30)\"end\"]"

# Shaped like the decoders target's models (Fuzz/Targets/decoders.swift), so mutations reach them.
seed '{"id": 1, "name": "Park", "tags": ["a"], "score": 4.5, "ratio": 0.5, "count": 3, "big": 18446744073709551615, "small": -128, "owner": {"name": "Ada", "age": 36, "verified": true}, "kind": "park", "counts": {"a": 1}, "nested": [[1, null]], "created": 0, "blob": "AQID", "link": "https://example.com/a"}'
seed '[{"id": 2, "name": "B", "tags": []}, {"id": 3, "name": "C", "tags": ["x", "y"], "kind": "city", "created": "2024-01-02T03:04:05Z"}]'
seed '{"id": "1", "name": 2, "tags": [null], "score": "inf", "owner": {"name": "Bo", "age": 300}, "kind": "lake"}'
seed '{"a": [1, null, 2.0, 1e2], "b": [], "c": [-0]}'
seed '[1.5, -0.0, 1e-400, 1e400, 5e-324]'
seed '{"id": 1, "name": "Snake", "tags": [], "counts_by_day": {"mon": 1}, "owner": {"name": "x", "age": 1}}'
seed '{"owner": {"name": "a", "age": 1}, "places": [{"name": "b", "age": 2}, {"name": 3}, null], "likes": null, "tags": "x", "pinned": 1, "price": "12.5", "code": 1234}'
seed '{"owner": {"name": "a"}, "places": {}, "likes": "7", "price": 3, "code": 1.0e3}'
seed '{"price": "nan", "code": "-inf"}'; seed '{"price": "-inf", "code": 1}'; seed '{"price": "inf", "code": true}'

# Invalid: one broken rule each.
seed ''; seed '   '; seed '[1,]'; seed '{"a": 1,}'; seed '[1 2]'; seed '{"a" 1}'; seed '{a: 1}'; seed "{'a': 1}"
seed '01'; seed '+1'; seed '.5'; seed '1.'; seed '1e'; seed '1e+'; seed '-'; seed '0x10'; seed 'NaN'; seed 'Infinity'
seed '"\\uD800"'; seed '"\\uDC00"'; seed '"\\uD800\\u0041"'; seed '"\\uD800x"'; seed '"\\x"'; seed '"\\u12"'; seed '"\\U0041"'
seed '"tab\there"'; seed '"\x01"'; seed '"unterminated'; seed '"\xFF"'; seed '"\xC0\x80"'; seed '"\xED\xA0\x80"'; seed '"\xF4\x90\x80\x80"'; seed '"\xE2\x82"'
seed 'tru'; seed 'nul'; seed 'True'; seed '[1] 2'; seed '[1]]'; seed '/* c */ 1'; seed '[1, /* c */ 2]'
seed '\xEF\xBB'; seed '\xFE\xFF\x00[\x00]'; seed '[\x001\x00]\x00'; seed '\xC2\xA0 1'; seed '\x0C 1'
seed "$(repeat '[' 513)$(repeat ']' 513)"
seed '{"a": [1, {"b": "c"}, 3}, 4]'
echo "$n seeds in $out"
