//go:build ebitentest

package scenes

import (
	"fmt"
	"testing"

	"periscope/storage"
)

// The [35] chooser at both reference sizes: OKM C chosen for the pre-war
// construction, the Type XII for the later boats, UB alone of the captured
// boats; every option's switch stays inside the screen
// (PERISCOPE_TEST_SHOTS keeps the pictures).
func TestNewGameChooserDrawn(t *testing.T) {
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		env := newEnv(t, storage.NewMemory())
		app := newApp(t, env, size[0], size[1], 1)
		click(t, app, "new-game")
		n := app.Scenes().Top().(*NewGame)
		for _, c := range []struct {
			name  string
			times int
		}{{"prewar", 6}, {"later-boats", 2}, {"captured", 8}} {
			for k := 0; k < c.times; k++ {
				click(t, app, "opt:"+c.name)
			}
		}
		for _, want := range []string{"prewar=okm-c", "later-boats=u84-xii+u93-xii+u201-xii", "captured=UB"} {
			name := want[:indexEq(want)]
			if got := n.recordOption(name); got != want {
				t.Errorf("%s: %q, want %q", name, got, want)
			}
		}
		m := app.Metrics()
		for _, b := range n.optBtn {
			if b.Rect.X < 0 || b.Rect.Y < 0 || b.Rect.X+b.Rect.W > m.Width+1 || b.Rect.Y+b.Rect.H > m.Height+1 {
				t.Errorf("%.0fx%.0f: %s lies outside the screen", size[0], size[1], b.Label)
			}
		}
		save(t, drawApp(app), fmt.Sprintf("newgame-chooser-%.0fx%.0f.png", size[0], size[1]))
	}
}

func indexEq(s string) int {
	for i := range s {
		if s[i] == '=' {
			return i
		}
	}
	return len(s)
}
