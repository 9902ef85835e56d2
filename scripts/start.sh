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

# .env (optional, see .env.example) is read by Node itself; variables already set in the environment win.
env_file=()
[ -f .env ] && env_file=(--env-file=.env)

# Another port without a PUBLIC_URL (environment first, then .env): links in mails and pages should point
# at that port too.
from_env_file() { if [ -f .env ]; then sed -nE "s/^$1=['\"]?([^'\"]*)['\"]?\s*$/\1/p" .env | tail -n 1; fi; }
port=${PORT:-$(from_env_file PORT)}
url=${PUBLIC_URL:-$(from_env_file PUBLIC_URL)}
[ -z "$url" ] && [ -n "$port" ] && export PUBLIC_URL="http://localhost:$port"
# The gateway prints "Sitio disponible en …" itself, once it listens: a bad configuration never prints it.
export ANNOUNCE_ADDRESS=true
exec node "${env_file[@]}" packages/api/dist/main.js
