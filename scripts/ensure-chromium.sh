#!/usr/bin/env bash
# Installs Debian's Chromium when no browser is available; Playwright cannot download its own here.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Chromium no está instalado: instalando el paquete de Debian (chromium)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y chromium >/dev/null 2>&1 || { $SUDO apt-get update >/dev/null && $SUDO apt-get install -y chromium >/dev/null; }
command -v chromium >/dev/null
