#!/usr/bin/env bash
# The api suite also runs against a real PostgreSQL server: Debian's, started by the suite itself.
set -euo pipefail
cd "$(dirname "$0")"
if [ -n "${DATABASE_URL:-}" ]; then exit 0; fi
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
echo "installing Debian's postgresql"
bash as-root.sh apt-get update -qq
DEBIAN_FRONTEND=noninteractive bash as-root.sh apt-get install -y -qq postgresql >/dev/null
