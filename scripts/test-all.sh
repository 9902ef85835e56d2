#!/usr/bin/env bash
# The single test gate (`npm test`, `.ci/run`): tools, install, lint, typecheck, build, unit tests,
# API integration tests against the local PostgreSQL and Redis, Playwright end-to-end tests in the
# system Chromium (the desktop and impatient projects on the full stack, the phone's on the embedded default). Every step
# runs even after an earlier failure (except tools and install), and the last line is
# "N passed, N failed". Exit code 0 only when nothing failed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export TEST_DATABASE_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
export TEST_REDIS_URL=${TEST_REDIS_URL:-redis://127.0.0.1:6379}
export CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}

results=$root/test-results/gate
rm -rf "$results"
mkdir -p "$results"
steps=$results/steps.tsv
: >"$steps"
gate_start=$SECONDS

# run_step <name> <kind> <report file or -> <timeout seconds> <command...>
run_step() {
  local name=$1 kind=$2 report=$3 limit=$4
  shift 4
  [ "$report" = - ] && report=''
  printf '\n==> %s\n' "$name"
  local start=$SECONDS code=0
  # No stdin: nothing may wait for an answer. The timeout only catches a hung runner: it is several
  # times what a step takes on 2 busy cores.
  timeout -k 15 "$limit" "$@" </dev/null || code=$?
  [ "$code" = 124 ] && printf '%s timed out after %ss\n' "$name" "$limit"
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$kind" "$code" "$((SECONDS - start))" "$report" >>"$steps"
  return 0
}

summary() { node scripts/test-summary.mjs "$results"; }

printf '==> tools\n'
if ! bash scripts/ensure-tools.sh all; then
  printf 'tools\tcheck\t1\t%s\t\n' "$((SECONDS - gate_start))" >>"$steps"
  summary
  exit 1
fi
command -v pnpm >/dev/null 2>&1 || export PATH="$HOME/.local/bin:$PATH"

run_step install check - 900 pnpm install --frozen-lockfile --config.confirmModulesPurge=false
if [ "$(cut -f3 "$steps" | tail -n 1)" != 0 ]; then
  summary
  exit 1
fi

# The static checks and the build run in two lanes at once (2 cores; each tool is mostly one thread). Lane A
# owns React Router's generated route types: typegen, then the type-aware ESLint, the typecheck (which
# regenerates them) and `react-router dev` (which watches them); lane B never reads them. Each lane logs to
# its own file, printed in turn when both are done.
# run_lane <name> <function>: the function's steps go to the lane's own log and step rows.
run_lane() {
  (
    steps=$results/lane-$1.tsv
    : >"$steps"
    "$2" >"$results/lane-$1.log" 2>&1
  ) &
}
lane_types() {
  # `pnpm lint` in two steps (with Prettier in lane B), so a Prettier problem shows even when ESLint fails.
  run_step eslint check - 1200 sh -c 'pnpm --filter @inmo/web run typegen && pnpm exec eslint .'
  run_step typecheck check - 1200 pnpm run typecheck
  run_step 'vite dev render' check - 180 node scripts/check-dev-render.mjs
}
lane_build() {
  run_step prettier check - 300 pnpm exec prettier --check .
  run_step 'env docs' check - 60 node scripts/check-env-docs.mjs
  run_step 'compose check' check - 120 \
    sh -c 'node scripts/check-compose.mjs && node --test --test-reporter=dot scripts/check-compose.test.mjs'
  run_step 'bench helpers' check - 60 node --test --test-reporter=dot bench/calibrated-phone.test.mjs
  run_step build check - 900 pnpm run build
  run_step 'bundle budget' check - 120 node scripts/check-bundle-budget.mjs
}
run_lane types lane_types
run_lane build lane_build
wait
for lane in types build; do
  cat "$results/lane-$lane.log"
  cat "$results/lane-$lane.tsv" >>"$steps"
done

run_step 'contracts unit' vitest "$results/contracts.json" 600 \
  pnpm --filter @inmo/contracts run test --reporter=default --reporter=json --outputFile="$results/contracts.json"
run_step 'web unit' vitest "$results/web.json" 2400 \
  pnpm --filter @inmo/web run test --reporter=default --reporter=json --outputFile="$results/web.json"
run_step 'api unit+integration' jest "$results/api.json" 2400 \
  pnpm --filter @inmo/api run test --ci --json --outputFile="$results/api.json"
# The form suites again on the embedded default's PGlite (one connection: a query beside a transaction hangs).
run_step 'api on PGlite' jest "$results/api-pglite.json" 1200 \
  pnpm --filter @inmo/api run test:pglite --ci --json --outputFile="$results/api-pglite.json"
# Every journey runs on both stacks and at every width once: the desktop and both impatient visitors on what
# production runs (gateway and worker on PostgreSQL, Redis and an SMTP peer), the phone on what `npm start` runs
# (PGlite, in-memory cache, in-process jobs, .eml mail). The storage under a journey is what differs between the
# stacks, the width is what differs between the projects; running each project on both would add ~12 minutes.
run_step 'e2e (full stack)' playwright "$results/e2e-full.json" 2400 \
  env E2E_STACK=full PLAYWRIGHT_JSON_OUTPUT_FILE="$results/e2e-full.json" \
  pnpm --filter @inmo/e2e run test --project desktop --project impatient-phone --project impatient-desktop
run_step 'e2e (embedded)' playwright "$results/e2e-embedded.json" 2400 \
  env E2E_STACK=embedded PLAYWRIGHT_JSON_OUTPUT_FILE="$results/e2e-embedded.json" \
  pnpm --filter @inmo/e2e run test --project phone

# The API's fault tests on containers of their own (testcontainers: PostgreSQL paused and stopped, Redis
# killed with its append-only file, the SMTP peer stopped and frozen). After the browsers, like the stack below,
# for the engine it may start; under CI=true a machine with no engine fails it, elsewhere it is a SKIP. Its
# limit leaves room to build the offline base images on a cold machine (574 s seen).
run_step 'api containers' jest "$results/api-containers.json" 1500 \
  bash scripts/containers-tests.sh "$results/api-containers.json"
# The Docker stack as an operator runs it (scripts/containers-smoke.sh): last, so starting an engine (which adds
# network interfaces) never disturbs the browsers above. Under CI=true a machine with no engine fails it.
run_step containers check - 1800 bash scripts/containers-smoke.sh

printf '\nTotal time: %ss\n' "$((SECONDS - gate_start))"
summary
