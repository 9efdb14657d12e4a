#!/usr/bin/env bash
# Debian's chromium and its headless shell (bench; end-to-end tests), nginx and redis-server
# (cluster tests), as root.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
# The tests start nginx and redis-server themselves on free ports; the packages' own services
# must not start (and fail the install when port 80 or 6379 is taken).
if [ ! -e /usr/sbin/policy-rc.d ]; then printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d; fi
apt-get update -qq
apt-get install -y -qq chromium chromium-headless-shell nginx redis-server >/dev/null
