#!/usr/bin/env bash
# README command 1: install everything and run the whole product with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec pnpm start
