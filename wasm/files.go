package wasm

import "fmt"

// File is a file the player handed to the game: picked in a file chooser,
// dropped on the window, or (natively) named by its path.
type File struct {
	Name string
	Data []byte
	// Size is the file's size in bytes (also when it was too big to read).
	Size int64
	// Err is why the file could not be read; Data is then nil.
	Err error
}

// Files moves files between the game and the player's computer. In the
// browser: downloads, the file chooser and drag-and-drop on the page;
// natively: files in an export directory, typed paths and files dropped on
// the window. Scenes call Received every tick while they accept files.
type Files interface {
	// Export offers data as a file called name: a download in the browser,
	// natively a file written into Dir (with a number added if one of that
	// name exists). It returns where the file went, for the message.
	Export(name string, data []byte) (where string, err error)
	// CanPick reports whether Pick opens a file chooser (in the browser;
	// natively the player types a path or drops a file on the window).
	CanPick() bool
	// Pick opens the file chooser. The file arrives later through Received.
	Pick()
	// Open reads a file by its path (natively; an error in the browser).
	Open(path string) File
	// Received returns the files picked or dropped since the last call.
	Received() []File
	// Dragging reports whether the player is dragging files over the page.
	Dragging() bool
	// Dir is where exports go natively ("" in the browser).
	Dir() string
}

// NewFiles returns the platform's Files. Files over maxSize bytes are not
// read: they arrive with Err set.
func NewFiles(maxSize int64) Files { return newFiles(maxSize) }

// TooBigError is the Err of a file over the size limit.
type TooBigError struct {
	Size, Max int64
}

func (e *TooBigError) Error() string {
	return fmt.Sprintf("the file is %d bytes; the game reads files of at most %d bytes", e.Size, e.Max)
}
