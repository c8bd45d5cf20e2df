// Command periscope is the game. The same code runs natively (a resizable
// window) and in the browser (GOOS=js GOARCH=wasm, see cmd/serve).
package main

import (
	"log"
	"os"
	"periscope/game/systems"
	"periscope/i18n"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/render"
	"periscope/render/scenes"
	"periscope/render/sound"
	"periscope/render/ui"
	"periscope/save"
	"periscope/storage"
	"periscope/wasm"
)

// version is set at build time: -ldflags "-X main.version=…" (cmd/serve and
// cmd/dist do it).
var version = "dev"

func main() {
	// The start-up's stages, for tests/browser/firstframe.mjs: the
	// runtime's and the packages' initialisation end here.
	wasm.Mark("main")
	// A store that cannot be used is not fatal: the game plays in memory
	// and the title screen says so (storage.Start).
	store, notice := storage.Start(version, time.Now())
	if notice != nil {
		log.Print(i18n.EN.T(notice.ID, notice.Args...))
	}
	settings := render.LoadSettings(store)
	// The game's sounds (render/sound; tests make none): natively through
	// Ebitengine's audio, in the browser through the page's Web Audio
	// buffer sources (no AudioWorklet: the page's Content-Security-Policy
	// refuses its blob: URL; measured, see render/sound/play_js.go).
	sound.Enabled = true

	fonts, err := ui.NewFonts()
	if err != nil {
		log.Fatal(err)
	}
	// The input method for text fields (see ui.IME): on by default (in the
	// browser wasm/web/loader.js stands in for exp/textinput's start-up
	// script); PERISCOPE_IME=0 turns it off natively.
	ui.IME = runtime.GOOS == "js" || ui.IMEFromEnv(os.Getenv)
	env := &render.Env{Fonts: fonts, Store: store, Settings: &settings, Version: version, StorageNotice: notice}
	// The saves share the game's cache of theatre data with the sessions.
	saves := save.NewManager(store, systems.Installed(), version, time.Now)
	env.Saver = scenes.NewGameSaver(env, saves, wasm.NewFiles(save.MaxFileSize))
	app := render.NewApp(env, scenes.NewTitle(env), wasm.New())

	ebiten.SetWindowTitle("Periscope")
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowSizeLimits(480, 360, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false) // the App redraws still scenes only when they change
	// In the browser the canvas takes the focus after the first frame
	// (wasm/web/loader.js), not before it: focusing it first cost
	// 65–280 ms of the time to the first frame (issue 16).
	opts := &ebiten.RunGameOptions{InitUnfocused: runtime.GOOS == "js"}
	wasm.Mark("rungame")
	if err := ebiten.RunGameWithOptions(app, opts); err != nil {
		log.Fatal(err)
	}
}
