#!/usr/bin/env bash
# Prints each of the game's speed and size budgets (issue 16) with its
# measured figure beside its limit. Run from anywhere:
#
#   bash scripts/budgets.sh [-old COMMIT] [-only LIST]
#
# LIST is a comma-separated choice of: decisions (decision latency in wasm
# under Node at decisions 0, 20,000 and 40,000 of a doctrine campaign, with
# the UI's state handling and the autosave, then undo latency at the end of
# that game; cmd/budgets; the same harness over COMMIT's game code runs at
# the same time, so the two are measured under the same load: A/B),
# undo (an undo across a turn of a loaded late campaign in headless
# Chromium, from the game's log: tests/browser/saves.mjs over fixtures
# cmd/savetool writes), firstframe (the time to the first frame and the
# Go heap then, headless Chromium; also the wasm's raw, gzip and brotli
# sizes), engine (BenchmarkCampaignDoctrine of this tree beside COMMIT's,
# built both and run alternately; the time a decision, wall and the
# process's CPU time, which a loaded machine disturbs less), panning (the campaign map's frame rate
# idle and while dragging, headless Chromium over the site cmd/serve built;
# tests/browser/panfps.mjs). Default: all of them. COMMIT defaults to
# main. A figure that is not measured says so.
#
# Environment: BUDGET_AT (default 0,20000,40000), BUDGET_WINDOW (timed
# decisions per point, default 300), BUDGET_RUNS (first-frame page loads,
# default 5), BUDGET_FF_VS (set: COMMIT's site built too and loaded in turn
# with this one), BUDGET_ENGINE_RUNS (alternate benchmark runs, default 3).
# Timings depend on the machine and its load: compare figures taken on the
# same machine in one run.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$(pwd)
OLD=main
ONLY=decisions,undo,firstframe,engine,panning
while [ $# -gt 0 ]; do
  case $1 in
  -old) OLD=$2; shift 2 ;;
  -only) ONLY=$2; shift 2 ;;
  *) echo "usage: scripts/budgets.sh [-old COMMIT] [-only decisions,undo,firstframe,engine,panning]" >&2; exit 2 ;;
  esac
done
want() { [[ ",$ONLY," == *",$1,"* ]]; }
calc() { awk "BEGIN { print $1 }"; }

TMP=$(mktemp -d /tmp/periscope-budgets.XXXXXX)
SERVER=
OSERVER=
cleanup() {
  if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null; fi
  if [ -n "$OSERVER" ]; then kill "$OSERVER" 2>/dev/null; fi
  if [ -d "$TMP/old" ]; then git -C "$ROOT" worktree remove --force "$TMP/old" >/dev/null 2>&1; fi
  rm -rf "$TMP"
}
trap cleanup EXIT

# The browser measures need playwright-core (package.json, pinned in
# package-lock.json): installed here when missing, as scripts/test.sh does,
# so that a fresh clone measures every budget.
if want undo || want firstframe || want panning; then
  if [ ! -f node_modules/playwright-core/package.json ] && command -v npm >/dev/null 2>&1; then
    echo "npm ci (playwright-core, for the browser measures)"
    npm ci --prefer-offline --no-audit --no-fund --loglevel=error >&2 || echo "npm ci failed: the browser figures will say not measured"
  fi
  if [ ! -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
    echo "no Chromium at ${CHROMIUM:-/usr/bin/chromium}: run bash scripts/test.sh once (it installs what the browser measures need), or set CHROMIUM"
  fi
fi

SUMMARY=()
line() { SUMMARY+=("$*"); echo "$*"; }
# served_url LOG PID prints the URL cmd/serve wrote to LOG once it serves
# (up to 15 minutes: the first build compiles the wasm), or nothing if PID ended.
served_url() {
  local u=
  for _ in $(seq 1 900); do
    u=$(grep -o 'http://[0-9.:]*/' "$1" | head -1)
    if [ -n "$u" ] || ! kill -0 "$2" 2>/dev/null; then break; fi
    sleep 1
  done
  echo "$u"
}
# oldtree checks COMMIT out beside this tree (once).
oldtree() {
  [ -d "$TMP/old" ] || git -C "$ROOT" worktree add --detach "$TMP/old" "$OLD" >/dev/null 2>&1
}
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $(go version | cut -d' ' -f3); commit $(git rev-parse --short HEAD)"

# ---------------------------------------------------------------- decisions and undo
if want decisions; then
  echo
  echo "== decision and undo latency (wasm under Node, cmd/budgets; beside it the same harness over $OLD's code, run at the same time) =="
  EXEC="$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
  if GOOS=js GOARCH=wasm go build -trimpath -o "$TMP/budgets.wasm" ./cmd/budgets; then
    # A/B: this tree's harness (cmd/budgets) built over COMMIT's game.
    AB=
    # The harness's own helper packages (internal/…) go with it when
    # COMMIT predates them; the game's packages stay COMMIT's.
    if oldtree && mkdir -p "$TMP/old/cmd/budgets" && cp cmd/budgets/*.go "$TMP/old/cmd/budgets/" &&
      for d in internal/*/; do [ -d "$TMP/old/$d" ] || { mkdir -p "$TMP/old/internal" && cp -r "$d" "$TMP/old/$d"; }; done &&
      (cd "$TMP/old" && GOOS=js GOARCH=wasm go build -trimpath -o "$TMP/budgets-old.wasm" ./cmd/budgets) 2>"$TMP/old-build.txt"; then
      "$EXEC" "$TMP/budgets-old.wasm" -at "${BUDGET_AT:-0,20000,40000}" -window "${BUDGET_WINDOW:-300}" >"$TMP/decisions-old.txt" 2>&1 &
      AB=$!
    fi
    "$EXEC" "$TMP/budgets.wasm" \
      -at "${BUDGET_AT:-0,20000,40000}" -window "${BUDGET_WINDOW:-300}" | tee "$TMP/decisions.txt"
    while IFS= read -r l; do
      case $l in decision*|undo*|"(collections"*) line "$l" ;; esac
    done <"$TMP/decisions.txt"
    if [ -n "$AB" ] && wait "$AB"; then
      echo "-- $OLD, measured at the same time --"
      cat "$TMP/decisions-old.txt"
      while IFS= read -r l; do
        case $l in decision*|"undo at"*|"(collections"*|*"check past it"*|*"check not begun"*) line "  ($OLD) $l" ;; esac
      done <"$TMP/decisions-old.txt"
    else
      line "  ($OLD: not measured; its build: $(head -c 300 "$TMP/old-build.txt" 2>/dev/null))"
    fi
    line "(the autosave writes to an in-memory store: the browser's localStorage write is not in these figures;"
    line " processor time is what the decision cost the machine, wall time what it waited on a shared one; the"
    line " wall time as the least of the passes is each decision's over passes of the same decisions after an undo:"
    line " another process's turn only adds to a wall time; a collection is not tied to a decision, so the collections"
    line " in the first pass are given apart, with the runtime's count of their processor time)"
  else
    line "decision latency: not measured (the wasm did not build)"
  fi
fi

# ---------------------------------------------------------------- undo in Chromium
if want undo; then
  echo
  echo "== undo across a turn of a loaded late campaign (headless Chromium, tests/browser/saves.mjs) =="
  fx="$TMP/saves"
  mkdir -p "$fx"
  if go build -o "$TMP/savetool" ./cmd/savetool && go build -o "$TMP/serve-undo" ./cmd/serve &&
    "$TMP/savetool" play -scenario happy-time-1940 -decisions 60 -seed 1940 -name "Off Rockall" "$fx/small.json" >/dev/null &&
    "$TMP/savetool" play -scenario campaign-1939 -bot doctrine -seed 1 "$fx/campaign.json" >/dev/null &&
    "$TMP/savetool" play -scenario campaign-1939 -bot doctrine -seed 1 -into-turn 3 -name "Last week of the war" "$fx/late.json" >/dev/null; then
    "$TMP/serve-undo" -port 0 -out "$TMP/web-undo" >"$TMP/serve-undo.log" 2>&1 &
    USERVER=$!
    SERVER=$USERVER # the exit trap stops it
    UURL=$(served_url "$TMP/serve-undo.log" "$USERVER")
    if [ -n "$UURL" ] && node tests/browser/saves.mjs "$UURL" "$fx" >"$TMP/saves.txt" 2>&1; then
      grep -E '^(late undo|undo across the turn):' "$TMP/saves.txt" | while IFS= read -r l; do echo "$l"; done
      l=$(grep '^undo across the turn:' "$TMP/saves.txt")
      line "undo in Chromium across a turn of a loaded late campaign: ${l#undo across the turn: }"
    else
      cat "$TMP/saves.txt" 2>/dev/null
      line "undo in Chromium: not measured (the site or the saves test failed: see above)"
    fi
    kill "$USERVER" 2>/dev/null
    wait "$USERVER" 2>/dev/null
    SERVER=
  else
    line "undo in Chromium: not measured (cmd/savetool or cmd/serve did not build, or a fixture failed)"
  fi
fi

# ---------------------------------------------------------------- the site
# site builds the browser version once (cmd/serve, into $TMP/web) and
# serves it: the first-frame and panning sections share it. SITE is its
# URL, or empty if it did not build.
SITE=
SITE_TRIED=
site() {
  [ -n "$SITE_TRIED" ] && return
  SITE_TRIED=1
  if ! go build -o "$TMP/serve" ./cmd/serve; then
    echo "cmd/serve did not build"
    return
  fi
  "$TMP/serve" -port 0 -out "$TMP/web" >"$TMP/serve.log" 2>&1 &
  SERVER=$!
  SITE=$(served_url "$TMP/serve.log" "$SERVER")
  if [ -z "$SITE" ]; then
    echo "the site did not build:"
    cat "$TMP/serve.log"
    return
  fi
  # cmd/serve writes zopfli's .gz (gzip -9 when zopfli is missing) and the
  # .br at quality 11 in the background after the build (minutes of CPU for
  # a new wasm, cached by content): the pages are loaded once they are done,
  # as a visitor after the build would load them.
  for _ in $(seq 1 1800); do
    if grep -q 'brotli copies written\|brotli: ' "$TMP/serve.log" || ! kill -0 "$SERVER" 2>/dev/null; then break; fi
    sleep 1
  done
}

# ---------------------------------------------------------------- first frame and sizes
if want firstframe; then
  echo
  echo "== first frame, Go heap, wasm sizes (headless Chromium, cmd/serve's build) =="
  site
  if [ -n "$SITE" ]; then
    WASM="$TMP/web/periscope.wasm"
    raw=$(stat -c %s "$WASM")
    gz=$(stat -c %s "$WASM.gz" 2>/dev/null || gzip -9 -c "$WASM" | wc -c)
    line "$(printf 'wasm raw                   %10d bytes' "$raw")"
    line "$(printf 'wasm gzip (as served)      %10d bytes   budget ≤ 6,000,000' "$gz")"
    if [ -f "$WASM.br" ]; then
      line "$(printf 'wasm brotli (as served)    %10d bytes   budget ≤ 4,300,000' "$(stat -c %s "$WASM.br")")"
    else
      line "wasm brotli: not measured (cmd/serve wrote no .br copy; its log follows)"
      cat "$TMP/serve.log"
    fi
    # What the server sends a browser that asks for brotli, and one that
    # asks for gzip only (plain http on a non-local host).
    for enc in br gzip; do
      h=$(curl -s -o /dev/null -D - -H "Accept-Encoding: $enc" "${SITE}periscope.wasm" | tr -d '\r')
      line "$(printf 'served for Accept-Encoding: %-5s  %s, %s bytes' "$enc" \
        "$(echo "$h" | awk -F': ' 'tolower($1) == "content-encoding" { print $2 }')" \
        "$(echo "$h" | awk -F': ' 'tolower($1) == "content-length" { print $2 }')")"
    done
    # With BUDGET_FF_VS=1, COMMIT's site is built too and loaded in turn
    # with this one (an A/B under the same load).
    VS=
    if [ -n "${BUDGET_FF_VS:-}" ] && oldtree && (cd "$TMP/old" && go build -o "$TMP/serve-old" ./cmd/serve); then
      # From COMMIT's tree: serve builds the module it runs in (its
      # working directory), and COMMIT's page, scripts and game go with it.
      (cd "$TMP/old" && exec "$TMP/serve-old" -port 0 -out "$TMP/web-old") >"$TMP/serve-old.log" 2>&1 &
      OSERVER=$!
      VS=$(served_url "$TMP/serve-old.log" "$OSERVER")
      for _ in $(seq 1 1800); do
        if grep -q 'brotli copies written\|brotli: ' "$TMP/serve-old.log" || ! kill -0 "$OSERVER" 2>/dev/null; then break; fi
        sleep 1
      done
    fi
    FIRSTFRAME_VS="$VS" node tests/browser/firstframe.mjs "$SITE" "${BUDGET_RUNS:-5}" | tee "$TMP/ff.txt"
    if [ -n "$VS" ]; then
      kill "$OSERVER" 2>/dev/null
      wait "$OSERVER" 2>/dev/null
    fi
    while IFS= read -r l; do
      case $l in "first frame "*|"stages of"*|"processor time"*|"Go heap"*) line "$l" ;; "(FIRSTFRAME_VS"*) line "  ($OLD) ${l#(FIRSTFRAME_VS }" ;; esac
    done <"$TMP/ff.txt"
  else
    line "first frame: not measured (the site did not build: see above)"
  fi
fi

# ---------------------------------------------------------------- engine speed
if want engine; then
  echo
  echo "== engine speed: BenchmarkCampaignDoctrine, this tree beside $OLD =="
  if oldtree &&
    (cd "$TMP/old" && go test -c -o "$TMP/old.test" ./game/bot) &&
    go test -c -o "$TMP/new.test" ./game/bot; then
    # Per decision (the two engines may play games of different lengths),
    # by wall time and by the process's CPU time (user + system, every
    # thread: a loaded machine disturbs it far less than wall time).
    timer=()
    if [ -x /usr/bin/time ]; then timer=(/usr/bin/time -f 'cpu %U %S'); fi
    for i in $(seq 1 "${BUDGET_ENGINE_RUNS:-3}"); do
      for which in old new; do
        (cd "$ROOT/game/bot" && "${timer[@]}" "$TMP/$which.test" -test.run XXX -test.bench 'CampaignDoctrine$' -test.benchtime 1x 2>&1) |
          awk -v w="$which" '
            /^BenchmarkCampaignDoctrine/ { for (i = 3; i < NF; i++) { if ($(i+1) == "ns/decision") nd = $i; if ($(i+1) == "decisions/op") d = $i } }
            /^cpu / { c = ($2 + $3) * 1e9 }
            END { if (nd != "") print w, nd, (c > 0 && d > 0) ? c / d : 0 }' | tee -a "$TMP/engine.txt"
      done
    done
    mean() { awk -v w="$1" -v f="$2" '$1 == w && $f > 0 { s += $f; n++ } END { if (n) printf "%.0f", s / n }' "$TMP/engine.txt"; }
    o=$(mean old 2)
    n=$(mean new 2)
    oc=$(mean old 3)
    nc=$(mean new 3)
    if [ -n "$o" ] && [ -n "$n" ]; then
      cpu=""
      if [ -n "$oc" ] && [ -n "$nc" ]; then
        cpu=$(printf '; CPU time a decision %.1f µs (%s: %.1f µs): %.2f×' "$(calc "$nc/1000")" "$OLD" "$(calc "$oc/1000")" "$(calc "$oc/$nc")")
      fi
      line "$(printf 'engine: wall time a decision %.1f µs (%s: %.1f µs): %.2f× as fast%s   budget ≥ 3×' \
        "$(calc "$n/1000")" "$OLD" "$(calc "$o/1000")" "$(calc "$o/$n")" "$cpu")"
    else
      line "engine speed: not measured (a benchmark failed)"
    fi
  else
    line "engine speed: not measured (could not build $OLD or this tree)"
  fi
fi

# ---------------------------------------------------------------- panning
if want panning; then
  echo
  echo "== the campaign map's frame rate (headless Chromium, tests/browser/panfps.mjs over cmd/serve's build) =="
  site
  if [ -n "$SITE" ] && out=$(PERISCOPE_SITE="$TMP/web" node tests/browser/panfps.mjs 2>&1); then
    echo "$out"
    while IFS= read -r l; do
      case $l in "frame rate while panning"*|"processor while panning"*) line "$l" ;; esac
    done <<<"$out"
  else
    echo "${out:-}"
    line "frame rate while panning: not measured (the site did not build or the page failed: see above)"
  fi
fi
if [ -n "$SERVER" ]; then
  kill "$SERVER" 2>/dev/null
  wait "$SERVER" 2>/dev/null
  SERVER=
fi

echo
echo "======== budgets ========"
printf '%s\n' "${SUMMARY[@]}"
