#!/usr/bin/env bash
# Regenerates assets/fonts/*.ttf: the Go fonts (golang.org/x/image/font/gofont,
# the version in go.mod) cut down to what the game draws, so the wasm stays
# within its size budget (issue 16: "fonts subset to the glyphs used in
# English and Italian"). It needs pyftsubset (Debian: fonttools).
#
#   bash scripts/subset-fonts.sh
#
# Kept: Basic Latin and Latin-1 (English, Italian, French, German, the
# Scandinavian names), Latin Extended-A (Polish and Czech ship and place
# names), Greek (σ and other symbols in the rules text), general
# punctuation (dashes, quotes, bullet, ellipsis), super- and subscripts,
# the euro and letterlike symbols, arrows, mathematical operators (− ≤ ≥ ×
# √ ∈), the bracket corners, box drawing and geometric shapes (▲ ▼ ►), and
# U+FFFD. Dropped: the other scripts (Cyrillic and the rest) and the
# TrueType hinting instructions, which golang.org/x/image/font/sfnt does
# not execute ("This implementation does not support hinting"), so the
# glyphs draw exactly as before.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
command -v pyftsubset >/dev/null || { echo "pyftsubset is missing (Debian: apt-get install fonttools)"; exit 1; }
ver=$(go list -m -f '{{.Version}}' golang.org/x/image)
src="$(go env GOMODCACHE)/golang.org/x/image@$ver/font/gofont/ttfs"
[ -d "$src" ] || go mod download golang.org/x/image
unicodes="U+0020-007E,U+00A0-017F,U+0370-03FF,U+2010-2027,U+2030-203E,U+2070-209F,U+20AC,U+2100-2122,U+2190-21FF,U+2200-22FF,U+2300-230F,U+2500-25FF,U+FFFD"
for f in Go-Regular Go-Bold Go-Mono; do
  pyftsubset "$src/$f.ttf" --unicodes="$unicodes" --layout-features='*' --no-hinting \
    --output-file="assets/fonts/$f.ttf"
  echo "assets/fonts/$f.ttf: $(stat -c %s "$src/$f.ttf") → $(stat -c %s "assets/fonts/$f.ttf") bytes"
done
