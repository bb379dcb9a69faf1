#!/bin/sh
# Copies the public files the generated corpora imitate (twitter.json, citm_catalog.json,
# canada.json) into a folder, for the probes' real-corpus runs:
#
#     Scripts/fetch-real-corpora.sh /tmp/real-corpora
#     FLEECE_REAL_CORPORA=/tmp/real-corpora swift run -c release ratios 40 codable functional
#
# It tries simdjson's repository first, then Boost's source package from Debian (Boost.JSON's
# bench/data holds the same three files), for machines that reach Debian's mirror only. The files
# are their authors', not this repository's: they are not committed.
set -eu
folder=${1:?usage: fetch-real-corpora.sh FOLDER}
mkdir -p "$folder"
names="twitter citm_catalog canada"

from_github() {
    for name in $names; do
        curl -fsSL --max-time 60 -o "$folder/$name.json" \
            "https://raw.githubusercontent.com/simdjson/simdjson/master/jsonexamples/$name.json" || return 1
    done
}

from_debian() {
    work=$(mktemp -d)
    (cd "$work" && apt-get source --download-only boost1.81 >/dev/null 2>&1) || {
        echo "apt-get source failed: add a deb-src line for Debian's main archive and run apt-get update" >&2
        return 1
    }
    for name in $names; do
        tar -xJf "$work"/boost1.81_*.orig.tar.xz -O "boost/libs/json/bench/data/$name.json" > "$folder/$name.json"
    done
    rm -rf "$work"
}

from_github || from_debian
ls -l "$folder"
