//go:build !js

package tactical

// validateOnLoad says whether LoadData runs Data.Validate. The browser build
// does not (validate_onload_js.go): it loads only the tables embedded in it,
// byte for byte the ones TestDataLoadsAndValidates loads and validates
// natively, and the validator's code would cost download size (issue 16). A
// designed scenario (the builder's, a save's) is still checked on its own
// path (Scenario.check), in every build.
const validateOnLoad = true
