//go:build !js

package input

// tapWatcher: natively Ebitengine reports every touch that lasted into a
// tick; there is no page to listen to.
type tapWatcher struct{}

func (*tapWatcher) seen(int)      {}
func (*tapWatcher) unseen() []tap { return nil }

// wheelUnit is one wheel notch as the platform reports it.
const wheelUnit = 1.0
