package campaign

import (
	"fmt"
	"reflect"
	"testing"
)

// TestSubEqualSeesEveryField changes each field of a boat in turn, at
// every depth (its patrol log's lists and Met counts too): subEqual must
// see every change, or a phase view would show a boat as it stood before
// (phaseView shares the boats' array of the view before when no boat has
// changed). A field added to Sub and left out of subEqual fails here.
func TestSubEqualSeesEveryField(t *testing.T) {
	var a Sub
	seed := 0
	fill(reflect.ValueOf(&a).Elem(), &seed, false)
	b := cloneSubs([]Sub{a}, true)[0]
	if !subEqual(&a, &b) {
		t.Fatal("a boat and its deep copy compare unequal")
	}
	leaves := 0
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				walk(v.Field(i), path+"."+v.Type().Field(i).Name)
			}
		case reflect.Pointer:
			walk(v.Elem(), path)
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), fmt.Sprintf("%s[%d]", path, i))
			}
			// A list one shorter, and nil against empty.
			old := reflect.ValueOf(v.Interface())
			v.Set(v.Slice(0, v.Len()-1))
			if subEqual(&a, &b) {
				t.Errorf("subEqual misses %s one element shorter", path)
			}
			v.Set(reflect.Zero(v.Type()))
			c := cloneSubs([]Sub{b}, true)[0]
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			if subEqual(&b, &c) {
				t.Errorf("subEqual takes %s empty for nil", path)
			}
			v.Set(old)
		case reflect.Bool:
			leaves++
			v.SetBool(!v.Bool())
			if subEqual(&a, &b) {
				t.Errorf("subEqual misses a change of %s", path)
			}
			v.SetBool(!v.Bool())
		case reflect.Int:
			leaves++
			v.SetInt(v.Int() + 1)
			if subEqual(&a, &b) {
				t.Errorf("subEqual misses a change of %s", path)
			}
			v.SetInt(v.Int() - 1)
		case reflect.String:
			leaves++
			old := v.String()
			v.SetString(old + "x")
			if subEqual(&a, &b) {
				t.Errorf("subEqual misses a change of %s", path)
			}
			v.SetString(old)
		default:
			t.Fatalf("%s: kind %s: teach this test (and subEqual) about it", path, v.Kind())
		}
		if !subEqual(&a, &b) {
			t.Fatalf("%s: restored, the boats still compare unequal", path)
		}
	}
	walk(reflect.ValueOf(&b).Elem(), "Sub")
	if want := reflect.TypeOf(Sub{}).NumField() - 1 + reflect.TypeOf(PatrolLog{}).NumField() - 3 + reflect.TypeOf(Met{}).NumField() + 4; leaves != want {
		t.Errorf("changed %d leaves, want %d (every scalar field, the patrol lists' elements and the Met counts)", leaves, want)
	}
	b.Patrol.Met = nil
	if subEqual(&a, &b) {
		t.Error("subEqual takes a boat without a Met record for one with it")
	}
}
