#!/usr/bin/env bash
# Playwright cannot download its own browser here: the e2e suite drives Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")"
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "installing Debian's chromium"
bash as-root.sh apt-get update -qq
DEBIAN_FRONTEND=noninteractive bash as-root.sh apt-get install -y -qq chromium >/dev/null
