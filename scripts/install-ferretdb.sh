#!/usr/bin/env bash
# Builds FerretDB, a MongoDB-compatible server (its SQLite backend needs no other server), for
# the MongoDB page's run check: MongoDB itself is neither a Debian package nor a Go module.
# The source is FerretDB's module from the Go module proxy; the binary goes to the user's cache
# folder, outside the repository, where tests/examples/servers.ts (ferretdbBinary) finds it.
set -euo pipefail
version=v1.24.2
binary="${XDG_CACHE_HOME:-$HOME/.cache}/mcube-docs/ferretdb-$version"
[ -x "$binary" ] && exit 0

work="$(mktemp -d "${TMPDIR:-/tmp}/mcube-docs-ferretdb-XXXXXX")"
trap 'rm -rf "$work"' EXIT
cd "$work"
source_dir="$(go mod download -json "github.com/FerretDB/FerretDB@$version" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')"
# `go install …/cmd/ferretdb@version` builds, but the binary then refuses to start: FerretDB's
# own builds write build/version/version.txt first (its `task gen-version`), the module has none.
cp -r "$source_dir/." src && chmod -R u+w src
echo "$version" > src/build/version/version.txt
mkdir -p "$(dirname "$binary")"
(cd src && go build -trimpath -o "$binary.tmp" ./cmd/ferretdb)
mv "$binary.tmp" "$binary"
echo "FerretDB $version built: $binary ($(du -h "$binary" | cut -f1))"
