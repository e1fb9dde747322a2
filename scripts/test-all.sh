#!/usr/bin/env bash
# README command 2: install everything and run every test: types, lint, unit, api on the
# embedded database and on PostgreSQL, production builds, and end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh

step() { printf '\n=== %s ===\n' "$1"; }
step "typecheck";            pnpm typecheck
step "lint";                 pnpm lint
step "unit and api (PGlite)"; pnpm test
step "api (PostgreSQL)";     pnpm test:api:pg
step "build";                pnpm build
step "end to end (Chromium)"; pnpm e2e
