#!/usr/bin/env bash
# `pnpm test:kill`: the two tests that kill the api and check that nothing it acknowledged was lost
# run side by side: the durability rounds (`pnpm test:durability`, one process killed in a burst
# of writes) and the three nodes behind the balancer (`pnpm --filter ./api test:nodes`). Each
# spends much of its time waiting for a killed process to go and a new one to answer, so together
# they take little longer than the longer of the two (docs/testing.md#where-the-time-goes). Each
# one's output is printed whole as it ends, so the two never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."

# Far above either test's usual minute: a hang ends with its output shown instead of holding the
# suite.
LIMIT=10m

out=$(mktemp -d) || exit 1
declare -A running=() # pid → name

show() { cat "$out/$1"; }
stop_running() {
  for pid in "${!running[@]}"; do kill "$pid" 2>/dev/null; done
  wait
  for pid in "${!running[@]}"; do show "${running[$pid]}"; done
}
trap 'rm -rf "$out"' EXIT
trap 'echo "kill tests: interrupted"; stop_running; exit 130' INT TERM

start() {
  local name=$1
  shift
  timeout --kill-after=30s "$LIMIT" "$@" > "$out/$name" 2>&1 &
  running[$!]=$name
}
start durability pnpm test:durability
start nodes pnpm --filter ./api test:nodes
echo "running side by side: the durability rounds and the kill test of three api nodes"

status=0
while [ "${#running[@]}" -gt 0 ]; do
  ended=""
  wait -n -p ended "${!running[@]}"
  code=$?
  name=${running[$ended]}
  unset "running[$ended]"
  show "$name"
  if [ "$code" -eq 124 ]; then echo "kill tests: $name ran past $LIMIT and was stopped"; fi
  if [ "$code" -ne 0 ]; then status=1; fi
done
exit "$status"
