#!/usr/bin/env bash
# Installs what the project needs on a machine that has only Node 20 and npm: pnpm, then the
# workspace's packages exactly as the lockfile pins them.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi
pnpm install --frozen-lockfile
