#!/usr/bin/env bash
# Several api nodes run behind a real load balancer: Debian's HAProxy (docs/deployment.md).
set -euo pipefail
cd "$(dirname "$0")"
if command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; then exit 0; fi
echo "installing Debian's haproxy"
bash as-root.sh apt-get update -qq
DEBIAN_FRONTEND=noninteractive bash as-root.sh apt-get install -y -qq haproxy >/dev/null
