#!/usr/bin/env bash
# `pnpm test:kill`: the two tests that kill the api and check that nothing it acknowledged was lost
# run side by side: the durability rounds (`pnpm test:durability`, one process killed in a burst
# of writes) and the three nodes behind the balancer (`pnpm --filter ./api test:nodes`). Each
# spends much of its time waiting for a killed process to go and a new one to answer, so together
# they take little longer than the longer of the two (docs/testing.md#where-the-time-goes). Each
# one's output is printed whole when it ends, so the two never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

node api/scripts/durability.mjs > "$out/durability" 2>&1 &
durability=$!
pnpm --filter ./api test:nodes > "$out/nodes" 2>&1 &
nodes=$!
echo "running side by side: the durability rounds and the kill test of three api nodes"

status=0
wait "$durability" || status=1
cat "$out/durability"
wait "$nodes" || status=1
cat "$out/nodes"
exit "$status"
