import {latestBuildUrl, latestDownloadUrl} from './urls';

/**
 * The start script on /wiki/geyser/updating/: fetches the newest Geyser and Floodgate for Paper from the
 * Downloads API (addresses built by src/lib/downloads/urls.ts), checks their SHA-256, then starts the server.
 * Kept here rather than in the page so that its shell comments are not read as Markdown headings.
 */
export function paperUpdateScript(api: string): string {
  return `#!/usr/bin/env bash
# Fetch the newest Geyser and Floodgate for Paper, then start the server.
set -euo pipefail

update_jar() {  # update_jar <build info URL> <file URL> <download key> <jar path>
  local info sha tmp
  if ! info=$(curl -fsSL "$1"); then
    echo "Could not reach the download server, keeping $4"
    return 0
  fi
  sha=$(printf '%s' "$info" | jq -r ".downloads[\\"$3\\"].sha256")
  if [ -f "$4" ] && echo "$sha  $4" | sha256sum -c --status; then
    echo "$4 is up to date"
    return 0
  fi
  tmp=$(mktemp)
  if curl -fsSL -o "$tmp" "$2" && echo "$sha  $tmp" | sha256sum -c --status; then
    mv "$tmp" "$4"
    echo "Updated $4"
  else
    # A newer build may have appeared between the two requests; try again next start
    rm -f "$tmp"
    echo "Download failed or checksum mismatch, keeping $4"
  fi
}

update_jar "${latestBuildUrl(api, 'geyser')}" \\
  "${latestDownloadUrl(api, 'geyser', 'spigot')}" \\
  spigot plugins/Geyser-Spigot.jar
update_jar "${latestBuildUrl(api, 'floodgate')}" \\
  "${latestDownloadUrl(api, 'floodgate', 'spigot')}" \\
  spigot plugins/floodgate-spigot.jar

exec java -Xms4G -Xmx4G -jar paper.jar --nogui
`;
}
