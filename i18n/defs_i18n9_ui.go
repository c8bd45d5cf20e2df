package i18n

// The save list's line and the save dialogs' date in the player's language
// (issue 12): the campaign's status line as a message, and a finished
// game's mark.
func init() {
	register(
		Def{ID: "summary.campaign", Args: "ships:int tons:int lost:int boats:text vp:int",
			EN: "{ships} {ships|ship|ships}, {tons} t  ·  {lost} {boats} lost  ·  {vp} VP",
			IT: "{ships} {ships|nave|navi}, {tons} t  ·  {lost} {lost|sommergibile perso|sommergibili persi}  ·  {vp} PV"},
		Def{ID: "summary.over", Args: "date:text", EN: "{date} (game over)", IT: "{date} (partita finita)"},
		Def{ID: "summary.over-result", Args: "date:text result:text", EN: "{date} (game over: {result})", IT: "{date} (partita finita: {result})"},
		Def{ID: "mismatch.first", Args: "name:text title:text date:text why:text",
			EN: "“{name}” ({title}, {date}): {why}", IT: "«{name}» ({title}, {date}): {why}"},
	)
}
