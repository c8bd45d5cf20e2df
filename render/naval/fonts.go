package naval

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/render/table"
	"periscope/render/ui"
)

type textFace = text.Face

func faces(v table.View, scale float64) (face, small, bold text.Face) {
	if v.Fonts == nil {
		return nil, nil, nil
	}
	return v.Fonts.Face(ui.Regular, 13*scale), v.Fonts.Face(ui.Regular, 11*scale), v.Fonts.Face(ui.Bold, 14*scale)
}
