#!/usr/bin/env bash
# The bench loads the server's reads with wrk, from Debian's packages (docs/performance.md).
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${WRK_PATH:-/usr/bin/wrk}" wrk \
  "(ou indiquez un autre exécutable avec WRK_PATH=/chemin/vers/wrk)"
