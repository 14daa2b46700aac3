#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium, never a browser downloaded by a test tool.
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium \
  "(ou indiquez un autre exécutable avec CHROMIUM_PATH=/chemin/vers/chromium)"
