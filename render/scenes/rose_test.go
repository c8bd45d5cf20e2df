package scenes

import (
	"math"
	"testing"

	"periscope/render/ui"
)

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// TestSeaGradientAsLerped: the title's sea, written straight into the
// pixels, is the radial smoothstep between the shallow and the deep sea
// that lerp gives, pixel for pixel.
func TestSeaGradientAsLerped(t *testing.T) {
	img := seaGradient()
	const n = seaGradientSize
	if img.Bounds().Dx() != n || img.Bounds().Dy() != n {
		t.Fatalf("the gradient is %v, want %d×%d", img.Bounds().Size(), n, n)
	}
	bad := 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			dx, dy := (float64(x)+0.5)/n*2-1, (float64(y)+0.5)/n*2-1
			d := math.Min(1, math.Sqrt(dx*dx+dy*dy)/1.2)
			want := lerp(ui.SeaShallow, ui.SeaDeep, d*d*(3-2*d))
			if got := img.RGBAAt(x, y); got != want && bad < 5 {
				bad++
				t.Errorf("pixel %d,%d is %v, want %v", x, y, got, want)
			}
		}
	}
	if img.RGBAAt(n/2, n/2) == img.RGBAAt(0, 0) {
		t.Error("the middle is the colour of the corner: no gradient")
	}
}
