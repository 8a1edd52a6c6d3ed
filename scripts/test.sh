#!/usr/bin/env bash
# The test command (npm test): every check, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$1"; }

step 'System packages (Chromium, nginx, gofmt)'
bash scripts/install-system-deps.sh

step 'Type check'
node_modules/.bin/tsc --noEmit

step 'Content checks'
node_modules/.bin/playwright test --project=content

step 'Production build (fails on any warning)'
bash scripts/build-strict.sh

step 'Build from a source archive (no .git), for a sub-path'
bash scripts/build-archive.sh

step 'Browser tests against nginx'
node_modules/.bin/playwright test --project=e2e
