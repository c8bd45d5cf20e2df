package input

import (
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func held(keys map[ebiten.Key]int) func(ebiten.Key) int {
	return func(k ebiten.Key) int { return keys[k] }
}

func TestKeyIntents(t *testing.T) {
	cases := []struct {
		name string
		keys map[ebiten.Key]int
		want []Intent
	}{
		{"nothing", nil, nil},
		{"tab", map[ebiten.Key]int{ebiten.KeyTab: 1}, []Intent{FocusNext}},
		{"shift-tab", map[ebiten.Key]int{ebiten.KeyTab: 1, ebiten.KeyShiftLeft: 9}, []Intent{FocusPrev}},
		{"enter", map[ebiten.Key]int{ebiten.KeyEnter: 1}, []Intent{Activate}},
		{"space", map[ebiten.Key]int{ebiten.KeySpace: 1}, []Intent{Activate}},
		{"escape", map[ebiten.Key]int{ebiten.KeyEscape: 1}, []Intent{Back}},
		{"enter held does not repeat", map[ebiten.Key]int{ebiten.KeyEnter: repeatDelay + repeatEvery}, nil},
		{"arrow held repeats", map[ebiten.Key]int{ebiten.KeyArrowDown: repeatDelay + repeatEvery}, []Intent{Down}},
		{"arrow held between repeats", map[ebiten.Key]int{ebiten.KeyArrowDown: repeatDelay + 1}, nil},
		{"two keys", map[ebiten.Key]int{ebiten.KeyArrowUp: 1, ebiten.KeyEscape: 1}, []Intent{Up, Back}},
	}
	for _, c := range cases {
		got := keyIntents(nil, held(c.keys))
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

func TestConsume(t *testing.T) {
	s := State{Intents: []Intent{Up, Activate, Back}}
	if !s.Consume(Activate) || s.Has(Activate) || !s.Has(Up) || !s.Has(Back) {
		t.Fatalf("after Consume: %v", s.Intents)
	}
	if s.Consume(Activate) {
		t.Fatal("consumed twice")
	}
	if Activate.String() != "activate" {
		t.Fatal(Activate.String())
	}
}
