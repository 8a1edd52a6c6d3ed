#!/usr/bin/env bash
# Runs a command for as long as process OWNER lives, then stops it. The tests start their
# servers through it (nginx for the run, the serve command for each worker), so a run
# stopped by a signal, or killed outright, leaves no server behind: the servers sit in
# process groups of their own, where the signal never reaches them. The command runs in a
# session and process group of its own, and stopping it signals that whole group, so helper
# processes it started (a broker's child processes) stop with it.
#   usage: bash scripts/while-alive.sh OWNER_PID command [arguments...]
set -uo pipefail
owner=$1
shift
# setpriv: should this script itself be killed outright (its whole process group at once),
# the command is sent SIGTERM by the kernel as its parent dies (PR_SET_PDEATHSIG).
setsid setpriv --pdeathsig TERM "$@" &
child=$!
stop() {
  kill -TERM -- "-$child" 2>/dev/null || kill -TERM "$child" 2>/dev/null
  wait "$child"
  exit
}
trap stop TERM INT HUP
while kill -0 "$owner" 2>/dev/null && kill -0 "$child" 2>/dev/null; do
  sleep 0.5
done
stop
