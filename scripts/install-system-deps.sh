#!/usr/bin/env bash
# Installs what the tests need beyond npm packages, only where it is missing:
# Debian's Chromium (browser tests), nginx with its Brotli module (the production server),
# the Noto CJK fonts (the Chinese pages drawn as a reader sees them), protoc (the gRPC page's
# program is built from its .proto file), and the servers the
# component pages' programs run against (tests/examples starts each on a free loopback port),
# with Java and Maven for the Kafka broker (scripts/install-kafka.sh fetches it from Maven Central),
# and shellcheck (actionlint checks the workflows' run: scripts with it).
set -euo pipefail
# Go comes with the machine (Debian's golang-go is too old for mcube, which needs go 1.24).
command -v go >/dev/null 2>&1 || { echo 'Go 1.24 or newer must be on PATH (https://go.dev/dl/)' >&2; exit 1; }
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
command -v nats-server >/dev/null 2>&1 || missing+=(nats-server)
command -v jq >/dev/null 2>&1 || missing+=(jq)
command -v protoc >/dev/null 2>&1 || missing+=(protobuf-compiler)
[ -x /usr/lib/rabbitmq/bin/rabbitmq-server ] || missing+=(rabbitmq-server)
command -v java >/dev/null 2>&1 || missing+=(default-jdk-headless)
command -v mvn >/dev/null 2>&1 || missing+=(maven)
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=''
[ "$(id -u)" = 0 ] || sudo='sudo'
echo "Installing with apt-get: ${missing[*]}"
$sudo apt-get update -qq
# env, not a prefix: sudo resets the environment, and apt's questions would wait for an answer.
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
