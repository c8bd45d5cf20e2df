package i18n

// Template is id's template in l, for the external tests.
func Template(l Lang, id string) string {
	if e, ok := catalogue[id]; ok {
		return e.def.text(l)
	}
	return ""
}
