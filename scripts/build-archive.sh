#!/usr/bin/env bash
# Builds the site as a source archive would (GitHub's "Download ZIP", a Docker build that
# ignores .git): the committed files of HEAD in a folder outside any git repository, built
# with `npm run build` for a sub-path (DOCS_BASE_URL), as a project site is served. The e2e
# spec archive-subpath.spec.ts serves and checks the result.
#   usage: bash scripts/build-archive.sh [folder]   (default: $ARCHIVE_DIR, else a new
#   temporary folder); the folder is emptied first.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-${ARCHIVE_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/mcube-docs-archive-XXXXXX")}}"
commit="$(git -C "$repo" rev-parse HEAD)"

rm -rf "$dir"
mkdir -p "$dir/node_modules"
git -C "$repo" archive --format=tar HEAD | tar -x -C "$dir"
# The installed packages, one link each, but not their build cache (.cache): the archive's
# build must not reuse the checkout's.
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin; do
  ln -s "$entry" "$dir/node_modules/$(basename "$entry")"
done

cd "$dir"
if git rev-parse --git-dir >/dev/null 2>&1; then
  echo "build-archive: $dir is inside a git repository; choose a folder outside one" >&2
  exit 1
fi
DOCS_SITE_URL=https://org.github.io DOCS_BASE_URL=/mcube-docs/ npm run build
# The commit built, next to the build rather than in it (no server should answer it).
echo "$commit" > "$dir/.archive-commit"
echo "build-archive: $dir/build"
