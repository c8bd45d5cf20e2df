package save

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"periscope/game/engine"
)

// The choices of a record are most of its size (a full campaign makes some
// 27,000 decisions). They are written and read here by hand, in the compact
// form engine.Choice defines (3 for Pick(3), [2,0,3] for Split(2,0,3),
// {"o":1,"data":{…}} for an option with a structured payload): going
// through Choice's MarshalJSON for each one costs a call and an allocation
// per decision, some 100 ms in the browser for a long campaign.

// AppendChoices appends the JSON array of cs to dst.
func AppendChoices(dst []byte, cs []engine.Choice) []byte {
	dst = append(dst, '[')
	for i, c := range cs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendChoice(dst, c)
	}
	return append(dst, ']')
}

func appendChoice(dst []byte, c engine.Choice) []byte {
	if c.Data != nil {
		// A payload (a plotted move, units moved): the engine's own form.
		dst = append(dst, `{"o":`...)
		dst = strconv.AppendInt(dst, int64(c.Option), 10)
		dst = append(dst, `,"data":`...)
		var b bytes.Buffer
		if json.Compact(&b, c.Data) != nil {
			return append(dst, `null}`...) // refused when read back, as a bad payload should be
		}
		dst = append(dst, b.Bytes()...)
		return append(dst, '}')
	}
	if c.Points == nil {
		return strconv.AppendInt(dst, int64(c.Option), 10)
	}
	dst = append(dst, '[')
	for j, p := range c.Points {
		if j > 0 {
			dst = append(dst, ',')
		}
		dst = strconv.AppendInt(dst, int64(p), 10)
	}
	return append(dst, ']')
}

// maxChoiceValue bounds every number in a choice: no prompt has more
// options, and no allocation more points, than this.
const maxChoiceValue = 1 << 20

// ParseChoices reads a JSON array of choices in the compact form. It
// accepts JSON whitespace anywhere between tokens, and objects of the form
// {"o":n,"data":{…}} (a choice with a payload), and refuses anything else
// (other objects, strings, fractions, exponents, numbers beyond
// ±maxChoiceValue), with the offset of the problem.
func ParseChoices(b []byte) ([]engine.Choice, error) {
	p := choiceParser{b: b}
	p.space()
	if !p.eat('[') {
		return nil, p.fail("expected '[' to start the list of choices")
	}
	// Most choices are small numbers: 2–3 bytes each.
	out := make([]engine.Choice, 0, len(b)/3)
	p.space()
	if p.eat(']') {
		return out, p.end()
	}
	for {
		p.space()
		var c engine.Choice
		if p.i < len(p.b) && p.b[p.i] == '{' {
			// A choice with a payload: one JSON object, read by the engine.
			dec := json.NewDecoder(bytes.NewReader(p.b[p.i:]))
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return nil, fmt.Errorf("choice at byte %d: %v", p.i, err)
			}
			if err := c.UnmarshalJSON(raw); err != nil {
				return nil, fmt.Errorf("choice at byte %d: %v", p.i, err)
			}
			if c.Option < 0 || c.Option > maxChoiceValue {
				return nil, fmt.Errorf("choice value at byte %d is out of range", p.i)
			}
			p.i += int(dec.InputOffset())
		} else if p.eat('[') {
			c.Points = []int{}
			p.space()
			if !p.eat(']') {
				for {
					p.space()
					v, err := p.int()
					if err != nil {
						return nil, err
					}
					c.Points = append(c.Points, v)
					p.space()
					if p.eat(']') {
						break
					}
					if !p.eat(',') {
						return nil, p.fail("expected ',' or ']' in an allocation")
					}
				}
			}
		} else {
			v, err := p.int()
			if err != nil {
				return nil, err
			}
			c.Option = v
		}
		out = append(out, c)
		if len(out) > MaxChoices {
			return nil, fmt.Errorf("more than %d choices", MaxChoices)
		}
		p.space()
		if p.eat(']') {
			return out, p.end()
		}
		if !p.eat(',') {
			return nil, p.fail("expected ',' or ']' between choices")
		}
	}
}

type choiceParser struct {
	b []byte
	i int
}

func (p *choiceParser) space() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *choiceParser) eat(c byte) bool {
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *choiceParser) int() (int, error) {
	start := p.i
	neg := p.eat('-')
	digits := p.i
	v := 0
	for p.i < len(p.b) && p.b[p.i] >= '0' && p.b[p.i] <= '9' {
		v = v*10 + int(p.b[p.i]-'0')
		p.i++
		if v > maxChoiceValue {
			return 0, fmt.Errorf("choice value at byte %d is out of range", start)
		}
	}
	if p.i == digits {
		return 0, p.fail("expected a number")
	}
	if p.i-digits > 1 && p.b[digits] == '0' {
		return 0, fmt.Errorf("choice value at byte %d has a leading zero", start)
	}
	if neg {
		v = -v
	}
	return v, nil
}

func (p *choiceParser) end() error {
	p.space()
	if p.i != len(p.b) {
		return p.fail("unexpected text after the list of choices")
	}
	return nil
}

func (p *choiceParser) fail(what string) error {
	if p.i >= len(p.b) {
		return fmt.Errorf("%s, at the end of the list of choices", what)
	}
	return fmt.Errorf("%s, at byte %d of the list of choices (found %q)", what, p.i, p.b[p.i])
}
