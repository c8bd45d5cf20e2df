package save

import (
	"time"
)

// sanitizeEntry makes an index entry read from the store safe to show and
// to sort: the index is a value in the browser's storage that anyone can
// edit, and a hostile one showed right-to-left overrides in a name,
// "−1 bytes", and a save dated 9999 that always won "Continue" (issue 15,
// defect 8). Names, versions and summaries are cleaned as a save file's
// are; a negative size becomes unknown (0); a date more than a day ahead
// of now (a clock can be a little wrong) becomes zero, which sorts last.
func sanitizeEntry(e Entry, now time.Time) Entry {
	e.Name = CleanName(e.Name)
	e.Game = clip(CleanName(e.Game), 64)
	e.Problem = clip(CleanName(e.Problem), 400)
	e.Summary = cleanSummary(e.Summary)
	for _, n := range []*int{&e.Summary.Turn, &e.Summary.Decisions, &e.Summary.Ships, &e.Summary.Tons, &e.Summary.SubsLost, &e.Summary.AtSea} {
		*n = max(*n, 0)
	}
	if e.Size < 0 || e.Size > MaxFileSize {
		e.Size = 0
	}
	if e.Saved.After(now.Add(24 * time.Hour)) {
		e.Saved = time.Time{}
	}
	if err := checkGameID(e.GameID); err != nil {
		e.GameID = ""
	}
	switch e.Kind {
	case KindAuto, KindSlot:
	default:
		e.Kind = KindSlot
	}
	return e
}
