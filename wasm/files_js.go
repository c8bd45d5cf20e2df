//go:build js

package wasm

import (
	"errors"
	"sync"
	"syscall/js"
)

// pageFiles downloads through a temporary link to a Blob, picks through a
// hidden <input type=file>, and takes files dropped anywhere on the page.
// Its drop listeners run in the capture phase on window and stop the
// event there: Ebitengine's own drop handler on the canvas is not needed
// (and cannot read files a script hands over, as tests do).
type pageFiles struct {
	max int64

	mu       sync.Mutex
	received []File
	dragging int
	input    js.Value
	funcs    []js.Func // kept alive for the page's lifetime
}

func newFiles(maxSize int64) Files {
	p := &pageFiles{max: maxSize}
	p.listen()
	return p
}

func (p *pageFiles) Dir() string { return "" }

func (p *pageFiles) CanPick() bool { return true }

func (p *pageFiles) Open(path string) File {
	return File{Name: path, Err: errors.New("the browser opens files only through its file chooser or by dropping them")}
}

func (p *pageFiles) Dragging() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dragging > 0
}

func (p *pageFiles) Received() []File {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := p.received
	p.received = nil
	return out
}

func (p *pageFiles) fn(f func(this js.Value, args []js.Value) any) js.Func {
	jf := js.FuncOf(f)
	p.funcs = append(p.funcs, jf)
	return jf
}

// Export downloads data as name.
func (p *pageFiles) Export(name string, data []byte) (where string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = jsErr(r)
		}
	}()
	w := js.Global()
	doc := w.Get("document")
	arr := w.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := w.Get("Blob").New([]any{arr}, map[string]any{"type": "application/json"})
	url := w.Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The download has started from the URL; free it a little later.
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		w.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	w.Call("setTimeout", revoke, 30000)
	return "your browser's downloads, as " + name, nil
}

// Pick opens the browser's file chooser. Browsers allow that only shortly
// after the player clicked or pressed a key, which is when scenes call it.
func (p *pageFiles) Pick() {
	defer func() { recover() }()
	if p.input.IsUndefined() || p.input.IsNull() {
		doc := js.Global().Get("document")
		in := doc.Call("createElement", "input")
		in.Set("type", "file")
		in.Set("accept", ".json,application/json")
		in.Set("id", "periscope-file-input")
		in.Get("style").Set("display", "none")
		in.Call("addEventListener", "change", p.fn(func(this js.Value, args []js.Value) any {
			p.readList(in.Get("files"))
			in.Set("value", "") // the same file can be chosen again
			return nil
		}))
		doc.Get("body").Call("appendChild", in)
		p.input = in
	}
	p.input.Call("click")
}

// listen takes files dragged onto the page.
func (p *pageFiles) listen() {
	w := js.Global()
	opts := map[string]any{"capture": true}
	hasFiles := func(e js.Value) bool {
		dt := e.Get("dataTransfer")
		if !dt.Truthy() {
			return false
		}
		types := dt.Get("types")
		for i := 0; i < types.Length(); i++ {
			if types.Index(i).String() == "Files" {
				return true
			}
		}
		return false
	}
	w.Call("addEventListener", "dragenter", p.fn(func(this js.Value, args []js.Value) any {
		if hasFiles(args[0]) {
			args[0].Call("preventDefault")
			p.mu.Lock()
			p.dragging++
			p.mu.Unlock()
		}
		return nil
	}), opts)
	w.Call("addEventListener", "dragleave", p.fn(func(this js.Value, args []js.Value) any {
		p.mu.Lock()
		if p.dragging > 0 {
			p.dragging--
		}
		p.mu.Unlock()
		return nil
	}), opts)
	w.Call("addEventListener", "dragover", p.fn(func(this js.Value, args []js.Value) any {
		e := args[0]
		e.Call("preventDefault")
		e.Call("stopPropagation")
		if dt := e.Get("dataTransfer"); dt.Truthy() {
			dt.Set("dropEffect", "copy")
		}
		return nil
	}), opts)
	w.Call("addEventListener", "drop", p.fn(func(this js.Value, args []js.Value) any {
		e := args[0]
		e.Call("preventDefault")
		e.Call("stopPropagation")
		p.mu.Lock()
		p.dragging = 0
		p.mu.Unlock()
		if dt := e.Get("dataTransfer"); dt.Truthy() {
			p.readList(dt.Get("files"))
		}
		return nil
	}), opts)
}

// readList reads a FileList; each file arrives in Received when read.
func (p *pageFiles) readList(list js.Value) {
	if !list.Truthy() {
		return
	}
	for i := 0; i < list.Length(); i++ {
		p.read(list.Index(i))
	}
}

func (p *pageFiles) read(file js.Value) {
	name := file.Get("name").String()
	size := int64(file.Get("size").Float())
	if size > p.max {
		p.deliver(File{Name: name, Size: size, Err: &TooBigError{Size: size, Max: p.max}})
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer release()
		arr := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(data, arr)
		p.deliver(File{Name: name, Size: int64(len(data)), Data: data})
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer release()
		msg := "the browser could not read the file"
		if len(args) > 0 && args[0].Truthy() {
			msg += ": " + args[0].Call("toString").String()
		}
		p.deliver(File{Name: name, Size: size, Err: errors.New(msg)})
		return nil
	})
	file.Call("arrayBuffer").Call("then", ok, fail)
}

func (p *pageFiles) deliver(f File) {
	p.mu.Lock()
	p.received = append(p.received, f)
	p.mu.Unlock()
}

func jsErr(r any) error {
	if e, ok := r.(js.Error); ok {
		return errors.New(e.Error())
	}
	return errors.New("the browser refused the download")
}
