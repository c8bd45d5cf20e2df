package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"periscope/render/ui"
)

// Manager is a stack of scenes; the top one is updated and drawn. Push, Pop
// and Replace called during an update take effect when that update returns,
// so a scene never sees itself replaced halfway through.
type Manager struct {
	stack   []Scene
	pending []func()
	laidOut Scene
	metrics ui.Metrics
}

// NewManager returns a manager showing first.
func NewManager(first Scene) *Manager { return &Manager{stack: []Scene{first}} }

// Top returns the scene on top.
func (m *Manager) Top() Scene {
	if len(m.stack) == 0 {
		return nil
	}
	return m.stack[len(m.stack)-1]
}

// Depth returns the number of scenes on the stack.
func (m *Manager) Depth() int { return len(m.stack) }

// Push puts s on top of the current scene, which comes back on Pop.
func (m *Manager) Push(s Scene) {
	m.pending = append(m.pending, func() { m.stack = append(m.stack, s) })
}

// Pop removes the top scene. The last scene is never popped.
func (m *Manager) Pop() {
	m.pending = append(m.pending, func() {
		if len(m.stack) > 1 {
			m.stack = m.stack[:len(m.stack)-1]
		}
	})
}

// Replace swaps the top scene for s.
func (m *Manager) Replace(s Scene) {
	m.pending = append(m.pending, func() { m.stack[len(m.stack)-1] = s })
}

// Update lays out and updates the top scene, then applies the scene changes
// it asked for. A scene that comes on top is laid out (and told it entered)
// at once, so it is drawn correctly in the same frame.
func (m *Manager) Update(ctx *SceneContext) error {
	ctx.Scenes = m
	m.prepare(ctx)
	top := m.Top()
	if top == nil {
		return nil
	}
	err := top.Update(ctx)
	for len(m.pending) > 0 {
		ops := m.pending
		m.pending = nil
		for _, op := range ops {
			op()
		}
		m.prepare(ctx)
	}
	return err
}

// prepare lays out the top scene if it is new on top or the metrics changed.
func (m *Manager) prepare(ctx *SceneContext) {
	top := m.Top()
	if top == nil {
		return
	}
	if top != m.laidOut {
		top.Layout(ctx.Metrics)
		m.laidOut, m.metrics = top, ctx.Metrics
		if e, ok := top.(Entered); ok {
			e.Entered(ctx)
		}
		return
	}
	if ctx.Metrics != m.metrics {
		top.Layout(ctx.Metrics)
		m.metrics = ctx.Metrics
	}
}

// Draw draws the top scene.
func (m *Manager) Draw(screen *ebiten.Image) {
	if top := m.Top(); top != nil {
		top.Draw(screen)
	}
}
