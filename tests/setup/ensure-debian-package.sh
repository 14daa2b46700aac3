#!/usr/bin/env bash
# Usage: ensure-debian-package.sh PROGRAM PACKAGE [HINT]
# The tests and the bench use programs from Debian's packages, never ones downloaded by a tool.
# Installs PACKAGE when PROGRAM (an executable's path) is missing and we are root; otherwise
# explains how to install it (HINT: one more line, such as a variable that names another path).
set -euo pipefail
PROGRAM="$1"
PACKAGE="$2"
HINT="${3:-}"

if [ -x "$PROGRAM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "$PROGRAM est absent : installation du paquet Debian « $PACKAGE »…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$PACKAGE" >/dev/null
  [ -x "$PROGRAM" ] && exit 0
fi

cat >&2 <<MSG
$PROGRAM est introuvable et ne peut pas être installé automatiquement.
Installez-le puis relancez :
  sudo apt-get update && sudo apt-get install -y $PACKAGE
$HINT
MSG
exit 1
