//go:build !js

package data

// validateOnLoad says whether Prepare (and so Load) runs Validate. The
// desktop build and every tool and test check a theatre as they load it.
// The browser build does not (validate_onload_js.go): its theatres are the
// files embedded in the binary, byte for byte the ones the native tests
// load and validate (TestShippedTheatresValidate), so checking them again
// in every player's browser finds nothing and costs the validator's code in
// the download (issue 16's size budget). Saves are outside input and are
// checked on their own path (package save and the replay check), which this
// does not touch.
const validateOnLoad = true
