#!/usr/bin/env bash
# Starts the site on the embedded default: one Node process, one URL.
# Needs only Node (pnpm is installed if missing); PGlite, in-memory cache, in-process jobs and
# .eml mail under ./var are used unless DATABASE_URL / REDIS_URL / SMTP_URL say otherwise.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/ensure-tools.sh pnpm
command -v pnpm >/dev/null 2>&1 || export PATH="$HOME/.local/bin:$PATH"

# The gateway runs from built files; Chromium only matters for PDFs and is found at runtime.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --frozen-lockfile --config.confirmModulesPurge=false
pnpm run build

if [ -f .env ]; then
  # Same variables the README and .env.example document; the process env wins over the file.
  set -a
  # shellcheck disable=SC1091
  . <(grep -vE '^\s*(#|$)' .env | while IFS= read -r line; do
    key=${line%%=*}
    [ -n "${!key+x}" ] || printf '%s\n' "$line"
  done)
  set +a
fi

port=${PORT:-3000}
echo
echo "Sitio disponible en ${PUBLIC_URL:-http://localhost:$port}"
echo
exec node packages/api/dist/main.js
