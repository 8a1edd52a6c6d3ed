#!/usr/bin/env bash
# Builds and runs each program here against the mcube releases named in its releases file and
# compares what it prints with the recorded output (DIR/output/RELEASE.txt); -record writes it.
# Old releases come from a git clone of mcube, as the facts tool reads them (its -git), because
# the Go module proxy may not serve them; the programs' other dependencies come from the proxy.
#   tests/upgrade/run.sh [-record] MCUBE_GIT_DIR [PROGRAM…]
# (git clone https://github.com/infraboard/mcube ../mcube, then tests/upgrade/run.sh ../mcube)
set -euo pipefail
record=false
if [[ "${1:-}" == -record ]]; then record=true; shift; fi
git_dir=$(cd "${1:?usage: run.sh [-record] MCUBE_GIT_DIR [PROGRAM…]}" && pwd)
shift
here=$(cd "$(dirname "$0")" && pwd)
programs=("$@")
[[ ${#programs[@]} -gt 0 ]] || programs=($(cd "$here" && ls -d */ | tr -d /))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for program in "${programs[@]}"; do
  for release in $(cat "$here/$program/releases"); do
    tree="$work/mcube-$release"
    if [[ ! -d "$tree" ]]; then
      mkdir -p "$tree"
      git -C "$git_dir" archive "$release" | tar -x -C "$tree"
    fi
    module="$work/$program-$release"
    mkdir -p "$module"
    cp "$here/$program/main.go" "$module/"
    printf 'module upgradecheck\n\ngo 1.22\n\nrequire github.com/infraboard/mcube/v2 v2.0.0\n\nreplace github.com/infraboard/mcube/v2 => %s\n' "$tree" >"$module/go.mod"
    # a program's other dependencies are pinned in its requires file ("module version" a line)
    [[ ! -f "$here/$program/requires" ]] || sed 's/^/require /' "$here/$program/requires" >>"$module/go.mod"
    (cd "$module" && go mod tidy >/dev/null 2>"$module/tidy.log") || { echo "$program $release: go mod tidy failed"; cat "$module/tidy.log"; failed=1; continue; }
    # the program's answer is its last line; a program that panics answers with its panic line
    output=$(cd "$module" && go run . 2>"$module/stderr" | tail -n 1) || true
    [[ -n "$output" ]] || output=$(grep -m1 -E '^(panic|.*cannot use|.*undefined)' "$module/stderr" || tail -n 1 "$module/stderr")
    expected="$here/$program/output/$release.txt"
    if $record; then
      mkdir -p "$here/$program/output"
      echo "$output" >"$expected"
      echo "$program $release: $output (recorded)"
    elif [[ ! -f "$expected" ]]; then
      echo "$program $release: printed '$output', nothing recorded (run.sh -record $git_dir $program)"
      failed=1
    elif [[ "$output" == "$(cat "$expected")" ]]; then
      echo "$program $release: $output"
    else
      echo "$program $release: printed '$output', recorded '$(cat "$expected")'"
      failed=1
    fi
  done
done
exit $failed
