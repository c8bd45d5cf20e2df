package scenes

// The boards of the game systems that play on the shared table
// (render/table): each registers itself for its system id when imported.
// They are imported here, where the table scene is made, so that the
// program and the scene tests alike find every board.
import (
	_ "periscope/render/tactical"
)
