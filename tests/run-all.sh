#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine (Node and npm only), then runs every test:
# type check, unit tests, the production build with link checks, and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The config editor's differential tests read its output back with SnakeYAML, the YAML parser inside
# Geyser: Debian's libyaml-snake-java (/usr/share/java/snakeyaml.jar) run by a JDK's `java`. Without
# them those tests are skipped with a note, so install both here as for Chromium.
if [ ! -f /usr/share/java/snakeyaml.jar ] || ! command -v java >/dev/null 2>&1; then
  echo "Installing SnakeYAML and a JDK for the config editor's differential tests..."
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  PACKAGES="libyaml-snake-java"
  if ! command -v java >/dev/null 2>&1; then PACKAGES="$PACKAGES default-jdk-headless"; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $PACKAGES >/dev/null
fi

# The OpenAPI linter would otherwise try to send telemetry and look for updates.
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

# Exactly the versions in package-lock.json, on a clean node_modules.
npm ci --no-audit --no-fund
npm test
