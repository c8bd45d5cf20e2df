package ui

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/input"
)

// IME turns on the input method (Ebitengine's exp/textinput) for focused
// text fields: composition (an input method's preedit, drawn underlined at
// the caret) and committed text come from it. In the browser (on by
// default, see main.go) exp/textinput types through a hidden textarea that
// takes the focus while a field is focused; its start-up script, which the
// page's CSP would refuse as eval, is stood in for by wasm/web/loader.js.
// There the ordinary typed keys still come as input.State's characters (in
// order with the caret keys, the first key after focusing a field included,
// which reaches the canvas before the textarea has the focus), and the
// input method gives what it composes: IME, dead keys, a virtual keyboard.
// Natively the input method delivers every character (on Linux through
// XIM: Xlib's own compose and dead keys, or an input method server such as
// uim-xim; tried under Xvfb by TestNativeInputMethod). It is on by default
// everywhere (IMEFromEnv); PERISCOPE_IME=0 turns it off natively. With IME
// off the fields take the typed characters; tests drive them with
// input.State's characters.
var IME bool

// IMEFromEnv is the input method setting main starts with: on, unless the
// environment's PERISCOPE_IME is "0" (a way out should a platform's input
// method misbehave; the fields then take the plain typed characters).
func IMEFromEnv(getenv func(string) string) bool { return getenv("PERISCOPE_IME") != "0" }

// composer is the input method's session driver (exp/textinput.Composer
// natively, nothing in the browser).
type composer interface {
	Update() (handled bool, err error)
	Confirm()
}

// TextField is a one-line text entry with a caret. It takes part in a
// FocusGroup through its Button (click or Tab to focus it); while focused it
// takes the typed text (through the input method when IME is on, with its
// composition shown at the caret), Backspace erases before the caret, Left
// and Right move it, and Enter reaches the scene as the Button's click
// (submit).
type TextField struct {
	*Button
	Text string
	// Caret is the caret's position in Text, in bytes (clamped to Text; a
	// Text set from outside puts it at the end).
	Caret int
	// Placeholder is shown, dimmed, while the field is empty.
	Placeholder string
	// Max is the longest text accepted, in characters (0: 200).
	Max int
	// Mono draws the text in the monospaced face (paths).
	Mono bool

	seen        string // Text as the field last left it
	composer    composer
	composition string // the input method's preedit, not yet in Text
	compCaret   int    // the caret within the composition, in bytes
	imeStart    int    // Text[imeStart:imeEnd] is what the session was given
	imeEnd      int
	caretBox    image.Rectangle // the caret in device pixels, for the IME
	scale       float64         // device pixels per logical pixel
}

// NewTextField returns an empty field.
func NewTextField(id, placeholder string) *TextField {
	return &TextField{Button: NewButton(id, placeholder), Placeholder: placeholder}
}

// sync puts the caret at the end when Text was set from outside, and keeps
// it on a character boundary inside Text.
func (f *TextField) sync() {
	if f.Text != f.seen {
		f.Caret = len(f.Text)
	}
	f.Caret = max(0, min(f.Caret, len(f.Text)))
	for f.Caret > 0 && f.Caret < len(f.Text) && !utf8.RuneStart(f.Text[f.Caret]) {
		f.Caret--
	}
}

func (f *TextField) limit() int {
	if f.Max <= 0 {
		return 200
	}
	return f.Max
}

// insert puts s at the caret, as much of it as Max allows, leaving out
// what cannot be printed.
func (f *TextField) insert(s string) bool {
	room := f.limit() - utf8.RuneCountInString(f.Text)
	var b []rune
	for _, r := range s {
		if unicode.IsPrint(r) && len(b) < room {
			b = append(b, r)
		}
	}
	if len(b) == 0 {
		return false
	}
	in := string(b)
	f.Text = f.Text[:f.Caret] + in + f.Text[f.Caret:]
	f.Caret += len(in)
	return true
}

// Update applies the typed text and the caret keys when the field has
// focus. Call it before the FocusGroup's Update: it consumes the intents
// that typing also sends (Space sends Activate, Backspace sends Back; the
// arrows would move the focus away while typing). It reports whether the
// text changed.
func (f *TextField) Update(in *input.State) (changed bool) {
	f.sync()
	defer func() {
		f.Button.Label = f.Text
		f.seen = f.Text
	}()
	if !f.Focused() || f.Disabled {
		if f.composer != nil {
			f.composer.Confirm()
		}
		f.composition = ""
		return false
	}
	if IME && imeAvailable {
		before := f.Text
		handled := f.updateIME()
		changed = f.Text != before
		for _, r := range in.Chars {
			if r == ' ' {
				in.Consume(input.Activate)
			}
			// In the browser the typed keys come as characters (the
			// input method's textarea never sees them) and are typed
			// here, in order with the caret keys; the session is ended
			// first, as for any edit of ours. Natively the input method
			// delivers them, and they must not be typed twice.
			if keysTypeThemselves && f.composition == "" {
				f.confirm()
				if f.insert(string(r)) {
					changed = true
				}
			}
		}
		in.Chars = in.Chars[:0]
		// While composing, the keys belong to the input method. Natively
		// a commit also answers the keys of its tick; in the browser the
		// caret keys never reach the input method (input/keys_js.go).
		if f.composition != "" || (handled && !keysTypeThemselves) {
			in.Consume(input.Back)
			in.Consume(input.Left)
			in.Consume(input.Right)
			in.Erase = false
			return changed
		}
	} else {
		for _, r := range in.Chars {
			if r == ' ' {
				in.Consume(input.Activate)
			}
			if f.insert(string(r)) {
				changed = true
			}
		}
		in.Chars = in.Chars[:0]
	}
	if in.Erase {
		in.Consume(input.Back)
		in.Erase = false
		if f.Caret > 0 {
			f.confirm()
			_, n := utf8.DecodeLastRuneInString(f.Text[:f.Caret])
			f.Text = f.Text[:f.Caret-n] + f.Text[f.Caret:]
			f.Caret -= n
			changed = true
		}
	}
	if in.Consume(input.Left) && f.Caret > 0 {
		f.confirm()
		_, n := utf8.DecodeLastRuneInString(f.Text[:f.Caret])
		f.Caret -= n
	}
	if in.Consume(input.Right) && f.Caret < len(f.Text) {
		f.confirm()
		_, n := utf8.DecodeRuneInString(f.Text[f.Caret:])
		f.Caret += n
	}
	return changed
}

// confirm ends the input method's session before an edit of our own (its
// view of the text around the caret would go stale).
func (f *TextField) confirm() {
	if f.composer != nil {
		f.composer.Confirm()
	}
}

// Draw draws the field: a recessed box, the text (or the placeholder) at
// the left with the input method's composition underlined at the caret,
// and the caret when focused (blinking with tick).
func (f *TextField) Draw(dst *ebiten.Image, fonts *Fonts, m Metrics, tick int) {
	f.sync()
	r := f.Rect
	fill := color.Color(Fade(SeaDeep, 0.95))
	edge := color.Color(ButtonEdge)
	if f.Disabled {
		edge = ButtonEdgeDisabled
	} else if f.Focused() {
		edge = Brass
	}
	FillRoundRect(dst, r, m.Pt(4), fill)
	StrokeRoundRect(dst, r.Inset(m.Pt(0.75)), m.Pt(4), m.Pt(1.25), edge)
	style := Regular
	if f.Mono {
		style = Mono
	}
	face := fonts.Face(style, m.Pt(15))
	pad := m.Pt(10)
	cy := r.Y + r.H/2
	avail := r.W - 2*pad - m.Pt(8)
	focused := f.Focused() && !f.Disabled
	if f.Text == "" && f.composition == "" {
		DrawText(dst, f.Placeholder, face, r.X+pad, cy, Left, Fade(PaperDim, 0.6))
	} else {
		text := f.Text[:f.Caret] + f.composition + f.Text[f.Caret:]
		caret := f.Caret + f.compCaret
		// Scroll so that the caret is in view: drop characters from the
		// start while the text up to the caret is wider than the box.
		from := 0
		for from < caret && TextWidth(text[from:caret], face, 0) > avail {
			_, n := utf8.DecodeRuneInString(text[from:])
			from += n
		}
		shown := text[from:]
		for len(shown) > 0 && TextWidth(shown, face, 0) > avail && len(shown) > caret-from {
			_, n := utf8.DecodeLastRuneInString(shown)
			shown = shown[:len(shown)-n]
		}
		DrawText(dst, shown, face, r.X+pad, cy, Left, Paper)
		if f.composition != "" && f.Caret >= from {
			x0 := r.X + pad + TextWidth(text[from:f.Caret], face, 0)
			x1 := x0 + TextWidth(f.composition, face, 0)
			y := math.Round(cy+m.Pt(9)) + 0.5
			vector.StrokeLine(dst, float32(x0), float32(y), float32(x1), float32(y), float32(m.PtR(1)), Brass, false)
		}
		if focused {
			x := r.X + pad + TextWidth(text[from:caret], face, 0)
			f.caretBox = image.Rect(int(x), int(cy-m.Pt(9)), int(x)+1, int(cy+m.Pt(9)))
		}
	}
	if f.Text == "" && f.composition == "" {
		f.caretBox = image.Rect(int(r.X+pad), int(cy-m.Pt(9)), int(r.X+pad)+1, int(cy+m.Pt(9)))
	}
	f.scale = m.DeviceScale
	if focused && tick/30%2 == 0 {
		x := math.Round(float64(f.caretBox.Min.X)+m.Pt(1)) + 0.5
		if f.Text == "" && f.composition == "" {
			x = math.Round(r.X+pad) + 0.5
		}
		h := m.Pt(18)
		vector.StrokeLine(dst, float32(x), float32(cy-h/2), float32(x), float32(cy+h/2), float32(m.PtR(1.5)), Brass, false)
	}
	if focused {
		ring := m.Pt(2)
		StrokeRoundRect(dst, r.Inset(-m.Pt(3)-ring/2), m.Pt(7), ring, FocusRing)
	}
}

// Composition is the input method's preedit, not yet in Text (drawn
// underlined at the caret).
func (f *TextField) Composition() string { return f.composition }

// StillKey is what the field's picture depends on besides focus and the
// blink: the text, the caret and any composition (for render.Still).
func (f *TextField) StillKey() string {
	return f.Text + "\x00" + strconv.Itoa(f.Caret) + "\x00" + f.composition + "\x00" + strconv.Itoa(f.compCaret)
}
