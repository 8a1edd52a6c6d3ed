#!/usr/bin/env bash
# Fetches the Kafka broker of the Kafka page's run check: Apache Kafka's server and tools as
# tests/examples/kafka/pom.xml names them, with their dependencies, from Maven Central (Kafka is
# not a Debian package). The jars go to the user's cache folder, outside the repository, where
# tests/examples/servers.ts (startKafka) finds them; Java and Maven come from install-system-deps.sh.
set -euo pipefail
pom="$(cd "$(dirname "$0")/.." && pwd)/tests/examples/kafka/pom.xml"
version="$(sed -n 's|.*<kafka.version>\(.*\)</kafka.version>.*|\1|p' "$pom")"
dir="${XDG_CACHE_HOME:-$HOME/.cache}/mcube-docs/kafka-$version"
# The folder keeps the pom its jars were copied for: a changed pom copies them afresh.
cmp -s "$pom" "$dir/pom.xml" && exit 0

rm -rf "$dir"
mvn --batch-mode --quiet --file "$pom" dependency:copy-dependencies -DoutputDirectory="$dir/libs"
cp "$pom" "$dir/pom.xml"
echo "Kafka $version: $(ls "$dir/libs" | wc -l) jars, $(du -sh "$dir/libs" | cut -f1) in $dir/libs"
