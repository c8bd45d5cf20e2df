package engine

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// A message survives JSON unchanged, nested arguments included, so a saved
// log can be shown again in another language.
func TestMsgRoundTrip(t *testing.T) {
	m := M("log.sank", Unit("boat", "U-47"), Int("ships", 1), KT("kt", 29), Percent("p", 0.045),
		Area("area", "north-sea"), Base("base", "wilhelmshaven"), Scenario("sc", "u47-scapa-flow"), Rule("rule", "14.5"),
		Nested("why", M("why.storm")), Text("name", "Royal Oak"))
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back Msg
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*m, back) {
		t.Fatalf("round trip changed the message:\n%+v\n%+v", *m, back)
	}
	if a, ok := back.Arg("kt"); !ok || a.Kind != ArgKT || a.Int != 29 {
		t.Fatalf("Arg(kt) = %+v, %v", a, ok)
	}
	if _, ok := back.Arg("nope"); ok {
		t.Fatal("Arg found an argument the message does not have")
	}
}

// Entries, prompts and options without a message serialise exactly as they
// did before the message fields existed, so saves and golden hashes stay.
func TestMsgFieldsOmittedWhenUnset(t *testing.T) {
	for _, v := range []any{
		Entry{Seq: 1, Kind: "event", Text: "U-47 sails"},
		Prompt{Kind: "deploy", Text: "Which boat?", Options: []Option{{Key: "a", Label: "A", Detail: "d"}}},
	} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if s := string(b); strings.Contains(s, "msg") || strings.Contains(s, "Msg") {
			t.Errorf("%T without a message writes one: %s", v, s)
		}
	}
}
