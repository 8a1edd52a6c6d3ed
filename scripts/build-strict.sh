#!/usr/bin/env bash
# Production build that fails on any warning it prints (broken anchors, broken Markdown
# links, duplicate routes, unknown languages…): Docusaurus itself only warns on those.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The browser-support data ages with the calendar, not with the site; its notice is not ours.
export BROWSERSLIST_IGNORE_OLD_DATA=1
# `npm run build`: every language side by side, then the postbuild (scripts/build.ts).
npm run --silent build 2>&1 | tee "$log"
if grep -niE '\[WARNING\]|\bwarn(ing)?\b|Character \{|Update available' "$log"; then
  echo 'The build printed warnings (above); fix them.' >&2
  exit 1
fi
