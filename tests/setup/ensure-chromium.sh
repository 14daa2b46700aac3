#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium, never a browser downloaded by a test tool.
# Installs it when missing and we are root; otherwise explains how to install it.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium est absent : installation du paquet Debian « chromium »…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi

cat >&2 <<MSG
Chromium est introuvable ($CHROMIUM) et ne peut pas être installé automatiquement.
Installez-le puis relancez les tests :
  sudo apt-get update && sudo apt-get install -y chromium
(ou indiquez un autre exécutable avec CHROMIUM_PATH=/chemin/vers/chromium)
MSG
exit 1
