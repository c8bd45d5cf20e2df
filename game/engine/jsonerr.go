package engine

import (
	"errors"
	"fmt"

	"encoding/json"
)

// DecodeErrorText turns a JSON decoding error (encoding/json's, as the
// systems and the saves decode with it) into a short phrase for the player: the
// field and the kind it should have been, or the error clipped.
func DecodeErrorText(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Field != "" {
		return fmt.Sprintf("%q should be %s, not %s", te.Field, kindName(te.Type.Kind().String()), te.Value)
	}
	return Clip(err.Error(), 120)
}

func kindName(k string) string {
	switch k {
	case "int", "int64", "uint64", "uint", "int32":
		return "a number"
	case "string":
		return "text"
	case "slice":
		return "a list"
	case "struct", "ptr", "map":
		return "an object"
	case "bool":
		return "true or false"
	}
	return k
}
