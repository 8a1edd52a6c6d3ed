#!/usr/bin/env bash
# Installs what the tests need beyond npm packages, only where it is missing:
# Debian's Chromium (browser tests), nginx (the production server) and gofmt (Go snippets).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v gofmt >/dev/null 2>&1 || missing+=(golang-go)
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=''
[ "$(id -u)" = 0 ] || sudo='sudo'
echo "Installing with apt-get: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
