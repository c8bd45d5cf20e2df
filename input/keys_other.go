//go:build !js

package input

// keyWatcher: natively Ebitengine's key state is read as it is; there is no
// page to listen to.
type keyWatcher struct{}

func (*keyWatcher) take() ([]keyEvent, bool) { return nil, false }
