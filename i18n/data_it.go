package i18n

// Italian for texts of the theatres' data (DataID), by key: the kinds of
// the raiders and supply ships [21.32] ("Thor (auxiliary cruiser)" is an
// incrociatore ausiliario), the war events' names. Ship and person names
// stay as they are.
func init() {
	for id, name := range map[string]string{
		"nordmark":             "Nordmark (nave cisterna di rifornimento)",
		"thor":                 "Thor (incrociatore ausiliario)",
		"atlantis":             "Atlantis (incrociatore ausiliario)",
		"kormoran":             "Kormoran (incrociatore ausiliario)",
		"belchen":              "Belchen (nave cisterna di rifornimento)",
		"kota-pinang":          "Kota Pinang (nave rifornimento)",
		"python":               "Python (nave rifornimento)",
		"michel":               "Michel (incrociatore ausiliario)",
		"charlotte-schliemann": "Charlotte Schliemann (nave cisterna di rifornimento)",
	} {
		dataIT["supply."+id+".name"] = name
	}
}
