package campaign

// DecodeReusingPatrols is decodeState's reuse of c's last decode's
// patrols alone: whether it took the snapshot (restore_patrols.go).
func DecodeReusingPatrols(snap []byte, s *State, c *PatrolCache) bool { return c.decode(snap, s) }

// DecodeState is RestoreWith's decode of a snapshot (json.Unmarshal's,
// c's last decode's patrols reused).
func DecodeState(snap []byte, s *State, c *PatrolCache) error { return decodeState(snap, s, c) }

// Kept is how many finished patrols c keeps from its last decode.
func (c *PatrolCache) Kept() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.ps)
}
