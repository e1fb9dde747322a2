#!/usr/bin/env bash
# README command 2: install everything and run every test: types, lint, unit, api on the
# embedded database and on PostgreSQL, production builds and their size budgets, and end-to-end in
# Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time goes to a file the closing summary reads (the steps run in a pipeline's
# subshell, so a shell variable would not come back).
timings=$(mktemp)
started=$SECONDS
step_name=""
step_started=$SECONDS
end_step() {
  if [ -n "$step_name" ]; then
    printf '%s\t%s\n' "$step_name" $((SECONDS - step_started)) >> "$timings"
  fi
}
step() {
  end_step
  step_name=$1
  step_started=$SECONDS
  printf '\n=== %s ===\n' "$1"
}

run_everything() {
  set -e # the caller turns -e off around the pipeline; every step must still stop the run
  trap end_step EXIT # the pipeline runs this in a subshell: its end closes the last step, failed or not
  step "install (pnpm, Chromium, PostgreSQL, HAProxy)"
  bash scripts/bootstrap.sh
  bash scripts/ensure-chromium.sh
  bash scripts/ensure-postgres.sh
  bash scripts/ensure-haproxy.sh
  step "typecheck";             pnpm typecheck
  step "format";                pnpm format:check
  step "lint";                  pnpm lint
  step "unit and api (PGlite)"; pnpm test
  step "api (PostgreSQL)";      pnpm test:api:pg
  step "kill tests (durability, three nodes)"; pnpm test:kill
  step "build";                 pnpm build
  step "size budgets (brotli)"; node scripts/check-size-budgets.mjs
  step "end to end (Chromium)"; pnpm e2e
}

# One closing line over every runner's summary (scripts/lib/test-tally.mjs).
log=$(mktemp)
trap 'rm -f "$log" "$timings"' EXIT
set +e
run_everything 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
read -r passed failed < <(node scripts/lib/test-tally.mjs "$log")
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
printf '\nstep times:\n'
awk -F '\t' '{ printf "  %-40s %4d s\n", $1, $2 }' "$timings"
elapsed=$((SECONDS - started))
printf '\ntest-all: %s passed, %s failed in %dm%02ds\n' "$passed" "$failed" $((elapsed / 60)) $((elapsed % 60))
exit "$status"
