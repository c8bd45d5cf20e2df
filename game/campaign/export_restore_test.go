package campaign

// DecodeReusingPatrols is decodeState's reuse of the last decode's
// patrols alone: whether it took the snapshot (restore_patrols.go).
func DecodeReusingPatrols(snap []byte, s *State) bool { return decodeReusingPatrols(snap, s) }

// ForgetPatrols drops the patrols kept from the last decode.
func ForgetPatrols() {
	lastPatrols.mu.Lock()
	defer lastPatrols.mu.Unlock()
	lastPatrols.raw, lastPatrols.ends, lastPatrols.ps = nil, nil, nil
}

// DecodeState is Restore's decode of a snapshot (json.Unmarshal's, the
// last decode's patrols reused).
func DecodeState(snap []byte, s *State) error { return decodeState(snap, s) }

// SetReusePatrols turns the reuse of decoded patrols on or off, and
// returns the function that puts it back.
func SetReusePatrols(on bool) func() {
	old := reusePatrols
	reusePatrols = on
	return func() { reusePatrols = old }
}
