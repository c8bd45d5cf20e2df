package i18n

// The Pacific campaign (Silent War), the seventh Pacific session: the
// withdrawal at once [SW 8.0C], the Southwest Pacific's request [SW 26.0],
// the §12 reading switches and the East Wind campaign.
func init() {
	register(
		Def{ID: "pac.withdraw.at-once", Args: "boat:unit",
			EN: "{boat} is withdrawn while at sea: it leaves the map at once [SW 8.0C].",
			IT: "{boat} viene ritirato mentre è in mare: lascia subito la mappa [SW 8.0C]."},
	)
}
