package scenes

import (
	"maps"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/chart"
	"periscope/render/combat"
	"periscope/render/counters"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/typeface"
	"periscope/render/ui"
)

// Campaign is the campaign map: the sea chart with the game's areas, the
// boats at sea as counters in their areas' Operating and Done sections, the
// weather, B-Dienst and aircraft markers, the HUD (date, tracks, sequence of
// play, log, prompt panel) and the direct answers to the map's decisions:
// a destination area for a boat, the search buttons beside it, an area for
// an aircraft. It pushes the combat board when a combat is fought, and the
// after-action report when the scenario is over.
type Campaign struct {
	// Buffers and strings kept from frame to frame (issue 16: a frame
	// allocates nothing): Controls' list and buttons, overControl's
	// buttons, Controls' ids (str) and stack labels (joined).
	ctlBuf  []ui.Info
	ctlButs []*ui.Button
	overBts []*ui.Button
	strs    map[strKey]string
	joins   map[string]joinedIDs
	// Info's map and what it was made from.
	info     map[string]string
	infoMade int
	infoSel  string
	infoCut  []string
	// drawStackMarks' painter, texts and tags, and the stacks it marks.
	marksPaint glyph.Painter
	markTexts  []markText
	tagBuf     []string
	badgeBuf   []badge
	// The chart's boxes read (boxBuf) and overlayRects' list, each the
	// caller's until the next call.
	boxBuf     [][4]float64
	markBox    [][4]float64 // placePills' marks
	overlayBuf []ui.Rect
	glideState
	keepBuf [][4]float64 // reused by keepOut
	env     *render.Env
	s       *play.Session
	hud     *hud.HUD

	m     ui.Metrics
	lang  string // the language the chart's names were drawn in
	chart *chart.Chart
	atlas *counters.Atlas
	unit  float64
	faces typeface.Source
	fit   bool // the camera has been placed for this session

	// The model of the map drawn this frame, rebuilt when the view or the
	// camera changes.
	stacks  []stack
	bases   []baseBadge
	markers []marker
	built   struct {
		rev  int
		cam  chart.Camera
		sel  string
		lang i18n.Lang
	}
	// What the stacks, badges and markers are, remade when the game, the
	// selection or the language changes (group), placed when the camera
	// moves too (place).
	stackGroups  []stackGroup
	baseGroups   []baseGroup
	markerGroups []markerGroup

	targets  []play.Target
	tgtSeq   int
	selected string // boat id
	hoverTgt int    // index in targets, -1
	openStak int    // index of a stack whose boats are listed, -1
	stackBtn []*ui.Button
	boatOpts []*ui.Button
	markBuf  []ui.Rect // the chart's marks, for the pills (reused)
	boatCard ui.Rect
	botBoat  *ui.Button
	bases_   *ui.Button
	report   *ui.Button
	zoomIn   *ui.Button
	zoomOut  *ui.Button
	zoomFit  *ui.Button

	drag struct {
		on, moved    bool
		kind         input.PointerKind
		id           int
		x0, y0, x, y float64
	}
	pinch     map[int][2]float64
	pinchDist float64
	// zoomLeft is the zoom factor still to go, anchored at zoomX, zoomY
	// (stepZoom).
	zoomLeft, zoomX, zoomY float64

	combatFor  int  // prompt seq the combat board was last pushed for
	combatLog  int  // and the length of the log then
	reportSeen bool // the report has been shown once the game ended

	// The bot's combats (campaign_botcombats.go): those fought this turn,
	// the one on the board now and its board, and the turn whose bot
	// combats the player skipped.
	fought     []*combat.Fought
	cur        *combat.Fought
	board      *combat.Scene
	skipTurnOf int
	// The turn in which the bot played (0: none to sum up), and whether a
	// whole turn was handed to it (campaign_botraids.go).
	botPlayTurn  int
	botPlayWhole bool
	botPlayDate  *engine.Msg

	// pills and names are the target pills and the chart's place names as
	// last drawn (for the tests).
	pills, names []ui.Rect
	pillTexts    []string // each pill's text
	pillTgt      []int    // each pill's index in targets
	nameBuf      []ui.Rect
	probeBuf     [][4]float64
	overBuf      []ui.Rect // what a pill keeps clear of (reused)
	pillKey      pillKey   // what the pills were placed for
	pinned       []ui.Rect // the pills the names keep clear of

	// briefFirst asks for the scenario's briefing screen on the first
	// update of a game not yet begun (campaign_briefing.go).
	briefFirst bool
	// seat is the command whose decision the screen was last handed to
	// in a two-player game [SW 26.0] (campaign_handover.go).
	seat engine.Seat
	// tutor is the tutorial's card on U-47's patrol (campaign_tutorial.go).
	tutor *hud.Tutor
	// hoverGloss defines the terms of the target's tip (drawHoverTip).
	hoverGloss hud.Glossary
	// ptrX, ptrY is where the mouse was last seen.
	ptrX, ptrY float64
	// key is StillKey's buffer, kept from frame to frame.
	key ui.Key
	// mapPaint draws the targets' rings and pills (Draw), its buffers
	// kept from frame to frame.
	mapPaint glyph.Painter
}

// Opaque implements render.Opaque: the map covers the whole screen.
func (c *Campaign) Opaque() {}

// StillKey implements render.Still: the map is redrawn only when what it
// shows changed — the game, the camera, the pointer's target, the HUD —
// or while the zoom settles, so an idle map costs almost nothing. After a
// zoom the chart stands in with its old layer scaled until it has been
// drawn a few frames at the new scale: it is drawn every frame until then
// (counted in drawn frames, not ticks: a slow frame runs several ticks).
func (c *Campaign) StillKey() string {
	k := &c.key
	k.Reset()
	cam := c.chart.Cam
	k.Float(cam.CX).Float(cam.CY).Float(cam.Scale).Float(cam.W).Float(cam.H).Float(cam.MaxScale).Float(cam.Meridian)
	k.Float(cam.Bounds.LonMin).Float(cam.Bounds.LatMin).Float(cam.Bounds.LonMax).Float(cam.Bounds.LatMax)
	k.Str(c.chart.Highlight).Str(c.chart.Selected).Str(c.selected).Int(c.hoverTgt).Int(c.openStak).Int(len(c.boatOpts)).Int(len(c.targets))
	c.hud.AddStillKey(k, c.s)
	if c.tutor != nil {
		k.Str(c.tutor.StillKey())
	}
	if c.boatCard.Contains(c.ptrX, c.ptrY) {
		k.Str("|card") // the glossary beside the boat card
	}
	if c.chart.Settling() {
		k.Str("|settle").Int(c.chart.Frames())
	}
	return k.String() + c.glideKey()
}

// glideState is the boats' glides (campaign_glide.go): each boat's last
// place, and the glides under way.
type glideState struct {
	placed map[string]string
	glides map[string]*glide
	// placedRev is the revision placed was taken at: the boats' places
	// change only with it, so a tick at the same revision (every tick
	// while the map pans) does not walk the boats again.
	placedRev int
}

type stack struct {
	area    string
	section string
	subs    []string
	x, y    float64 // top-left of the top counter
	size    float64 // counter side, device px
	scale   float64 // counter scale for the atlas
}

type baseBadge struct {
	base         string
	x, y         float64
	inPort, rdy  int
	highlighted  bool
	promptBoatID string
}

type marker struct {
	spec  counters.Spec
	x, y  float64
	scale float64
	tip   string
}

// NewCampaign returns the campaign map for a session.
func NewCampaign(env *render.Env, s *play.Session) *Campaign {
	i18n.SetNames(i18n.TheatreNames{T: s.Theatre}) // the log's ids read as the theatre names them
	c := &Campaign{env: env, s: s, hud: hud.New(), hoverTgt: -1, openStak: -1, tgtSeq: -1, combatFor: -1,
		botBoat: ui.NewButton("bot-boat", "Bot plays this boat"), bases_: ui.NewButton("bases", "Bases"),
		report: ui.NewButton("report", "Report"), zoomIn: ui.NewButton("zoom-in", "+"), zoomOut: ui.NewButton("zoom-out", "−"),
		zoomFit: ui.NewButton("zoom-fit", "Fit")}
	for _, b := range []*ui.Button{c.botBoat, c.bases_, c.report, c.zoomFit} {
		b.TextSize = 12
	}
	c.zoomIn.TextSize, c.zoomOut.TextSize = 18, 18
	c.faces = func(st typeface.Style, px float64) text.Face { return env.Fonts.Face(ui.Style(st), px) }
	c.hud.BotStop = c.botCombatNext
	// The bot's turn takes the advice's raid (issue 14, item 2): handing
	// U-47's turn to the bot no longer gives up the raid on Scapa Flow.
	s.Advise = hud.Advice
	c.briefFirst = s.Decisions() == 0 && !s.Over()
	if s.Scenario().ID == hud.TutorialScenario {
		c.tutor = hud.NewTutor()
	}
	return c
}

func init() {
	// Loading a save (render/scenes/saves.go) opens the campaign map.
	playScenes[campaign.SystemID] = func(env *render.Env, p play.Playing) render.Scene { return NewCampaign(env, p.(*play.Session)) }
}

// Session is the game the map shows.
func (c *Campaign) Session() *play.Session { return c.s }

// Name implements render.Scene.
func (c *Campaign) Name() string { return "map" }

// Info implements render.Informer.
//
// The map is made again only when the game's, the selection or the cut
// texts changed (a caller must not change it): the App reads it every
// frame (issue 16: a frame allocates nothing).
func (c *Campaign) Info() map[string]string {
	core, made := c.s.InfoShared()
	cut := c.hud.Prompt.Cut()
	if c.info != nil && made == c.infoMade && c.infoSel == c.selected && slices.Equal(cut, c.infoCut) {
		return c.info
	}
	c.infoMade, c.infoSel, c.infoCut = made, c.selected, append(c.infoCut[:0], cut...)
	m := maps.Clone(core)
	c.info = m
	m["selected"] = c.selected
	// The texts the prompt panel's last paint had to shorten (issue 14,
	// item 3: the browser test fails on any; no number may be cut).
	if cut := c.hud.Prompt.Cut(); len(cut) > 0 {
		m["cut"] = strings.Join(cut, " | ")
	}
	return m
}

// PromptKind implements render.Prompter.
func (c *Campaign) PromptKind() string {
	if p := c.s.Pending(); p != nil {
		return p.Kind
	}
	return ""
}

// Layout implements render.Scene.
func (c *Campaign) Layout(m ui.Metrics) {
	m = m.Fit(1000, 620)
	c.m = m
	c.hud.Layout(m)
	c.bases_.Label, c.report.Label, c.zoomFit.Label = i18n.T("map.bases"), i18n.T("map.report"), i18n.T("map.fit")
	main := c.hud.Main
	if c.chart == nil {
		ch, err := chart.New(chart.Options{Theatre: c.s.Theatre, Unit: m.Unit(), Period: c.s.View().Period, Faces: c.faces}, int(main.W), int(m.Height))
		if err != nil {
			panic(err) // the embedded coastlines are tested
		}
		c.chart = ch
	}
	c.chart.SetUnit(m.Unit())
	if m.Lang != c.lang {
		c.lang = m.Lang
		c.chart.Invalidate() // the place names change language
	}
	c.chart.Resize(int(main.W), int(m.Height))
	if c.atlas == nil || c.unit != m.Unit() {
		if c.atlas != nil {
			c.atlas.Clear()
		}
		c.atlas = counters.New(counters.Options{Unit: m.Unit(), Faces: c.faces})
		c.unit = m.Unit()
	}
	if !c.fit {
		c.fitScenario()
		c.fit = true
	}
	bw, bh := m.Pt(30), m.Pt(30)
	x := main.X + main.W - bw - m.Pt(10)
	y := main.Y + m.Pt(10)
	c.zoomIn.Rect = ui.Rect{X: x, Y: y, W: bw, H: bh}.Snap()
	c.zoomOut.Rect = ui.Rect{X: x, Y: y + bh + m.Pt(6), W: bw, H: bh}.Snap()
	c.zoomFit.Rect = ui.Rect{X: x, Y: y + 2*(bh+m.Pt(6)), W: bw, H: bh}.Snap()
	c.bases_.Rect = ui.Rect{X: main.X + m.Pt(10), Y: y, W: m.Pt(70), H: m.Pt(28)}.Snap()
	c.report.Rect = ui.Rect{X: main.X + m.Pt(86), Y: y, W: m.Pt(70), H: m.Pt(28)}.Snap()
	c.built.rev = -1
}

// fitScenario shows where the scenario's boats are and can go: their bases
// and areas, and the areas next to them.
func (c *Campaign) fitScenario() {
	th := c.s.Theatre
	st := c.s.View()
	r := chart.GeoRect{LonMin: math.Inf(1), LatMin: math.Inf(1), LonMax: math.Inf(-1), LatMax: math.Inf(-1)}
	add := func(id string) {
		if a := th.Area(id); a != nil {
			r.LonMin, r.LonMax = math.Min(r.LonMin, a.Lon), math.Max(r.LonMax, a.Lon)
			r.LatMin, r.LatMax = math.Min(r.LatMin, a.Lat), math.Max(r.LatMax, a.Lat)
		}
	}
	// Places, not boats: The Happy Time's 17 boats in Germany are one
	// place, and its first view is Europe's waters, not the whole theatre
	// with Europe's names crowded out (issue 14, item 9).
	places := map[string]bool{}
	for i := range st.Subs {
		sub := &st.Subs[i]
		switch sub.Status {
		case campaign.StSea:
			add(sub.Area)
			places[sub.Area] = true
		case campaign.StBase:
			add(sub.Base)
			for _, rt := range th.Routes(sub.Base) {
				add(rt.To)
			}
			places[sub.Base] = true
		}
	}
	n := len(places)
	// And where the pending decision can send a boat.
	if p := c.s.Pending(); p != nil {
		for _, t := range play.Targets(th, c.s.State(), p) {
			add(t.ID)
		}
	}
	cam := c.chart.Cam
	if n == 0 || n > 12 || math.IsInf(r.LonMin, 0) {
		cam.Fit(cam.Bounds)
		c.centreInView()
	} else {
		c.fitGeo(r.Expand(2.5))
	}
	c.keepStacksInView()
}

// stackBox is a stack of boats on the map with what is drawn round it: the
// counters under the top one (3 pt each, up and right), the count badge
// and the ACE tag.
func (c *Campaign) stackBox(sk stack) ui.Rect {
	m := c.m
	depth := float64(min(len(sk.subs), 3)-1) * m.Pt(3)
	return ui.Rect{X: sk.x - m.Pt(2), Y: sk.y - depth - m.Pt(8), W: sk.size + depth + m.Pt(10), H: sk.size + depth + m.Pt(22)}
}

// keepStacksInView zooms the first view out, about the free view's centre,
// until every stack of boats is whole inside the map: a fit takes places'
// centres, and a stack is drawn up and left of its area's, by a part of the
// area's circle (a 3-boat stack in the Western Approaches lay half off the
// left edge in The Happy Time at 1024×640; issue 14).
func (c *Campaign) keepStacksInView() {
	main := c.hud.Main.Inset(c.m.Pt(4))
	vp := c.freeView()
	for range 12 {
		c.built.rev = -1
		c.rebuild()
		out := false
		for _, sk := range c.stacks {
			if b := c.stackBox(sk); b.X < main.X || b.Y < main.Y || b.X+b.W > main.X+main.W || b.Y+b.H > main.Y+main.H {
				out = true
				break
			}
		}
		if !out {
			return
		}
		c.chart.Cam.ZoomAt(0.92, vp.X+vp.W/2, vp.Y+vp.H/2)
	}
}

// centreInView moves the camera so that what it was centred on sits in the
// middle of the part of the chart not under the top bar.
func (c *Campaign) centreInView() {
	c.chart.Cam.Pan(0, c.hud.Main.Y/2)
}

// Entered implements render.Entered: back from another scene, the game may
// have moved on.
func (c *Campaign) Entered(ctx *render.SceneContext) {
	c.built.rev = -1
	c.boardClosed()
	if c.briefFirst {
		// A game not yet begun opens on its briefing, at once.
		c.briefFirst = false
		ctx.Scenes.Push(NewBriefing(c))
	}
}

// Update implements render.Scene.
func (c *Campaign) Update(ctx *render.SceneContext) error {
	c.chart.Tick() // a zoom's settle counts ticks too (Chart.previewing)
	in := ctx.Input
	s := c.s
	c.chart.SetPeriod(s.View().Period)
	c.chart.SetPaleActive(s.View().Flags[campaign.FlagVichyCoBelligerent]) // [2.13]
	// The combat board takes over while a combat is being fought
	// (level-triggered, as render/combat asks; it pops itself when the
	// combat is over). It plays the log and the bots itself. The bot's
	// combats are opened one by one (campaign_botcombats.go).
	if c.botCombats(ctx) {
		return nil
	}
	if c.handOver(ctx) {
		return nil
	}
	if p := s.Live(); p != nil && !s.BotWants() && combat.Wants(s.Game(), p) && !(p.Seq == c.combatFor && len(s.Log()) == c.combatLog) {
		c.combatFor, c.combatLog = p.Seq, len(s.Log())
		ctx.Scenes.Push(combat.New(c.env, s, combat.Options{OpenRule: openRule}))
		return nil
	}
	if !s.Over() {
		// An undo past the end: the next ending opens the report again
		// (issue 14, item 8).
		c.reportSeen = false
	}
	if s.Over() && s.Ready() && !c.reportSeen {
		c.reportSeen = true
		ctx.Scenes.Push(NewReport(c.env, s))
		return nil
	}
	c.updateGlides(in)
	// The tutorial's card, then the map buttons (they sit over the chart).
	if c.updateTutor(in) {
		return nil
	}
	switch {
	case c.zoomIn.Update(in):
		c.zoom(1.4, c.hud.Main.X+c.hud.Main.W/2, c.hud.Main.Y+c.hud.Main.H/2)
	case c.zoomOut.Update(in):
		c.zoom(1/1.4, c.hud.Main.X+c.hud.Main.W/2, c.hud.Main.Y+c.hud.Main.H/2)
	case c.zoomFit.Update(in):
		c.chart.Cam.Fit(c.chart.Cam.Bounds)
		c.centreInView()
	case c.bases_.Update(in), in.ConsumeChar('b'):
		ctx.Scenes.Push(NewBases(c.env, c.s, c.baseToShow()))
		return nil
	case c.report.Update(in):
		ctx.Scenes.Push(NewReport(c.env, s))
		return nil
	}
	if c.botBoat.Update(in) && c.selected != "" {
		s.SetBotBoat(c.selected, !s.BotBoat(c.selected))
	}
	c.syncTargets()
	// Buttons beside the selected boat answer its prompt.
	if p := s.Pending(); p != nil {
		for _, b := range c.boatOpts {
			if b.Update(in) {
				key := strings.TrimPrefix(b.ID, "boat-opt:")
				for i, o := range p.Options {
					if o.Key == key {
						c.hud.Answer(s, engine.Pick(i))
					}
				}
			}
		}
	}
	// The list of a stack's boats.
	if c.openStak >= 0 && c.openStak < len(c.stacks) {
		for i, b := range c.stackBtn {
			if b.Update(in) && i < len(c.stacks[c.openStak].subs) {
				c.selected = c.stacks[c.openStak].subs[i]
				c.openStak = -1
				c.built.rev = -1
				break
			}
		}
	}
	act := c.hud.Update(ctx, s)
	if act.Rule != "" {
		openRule(ctx, act.Rule)
		return nil
	}
	if act.Menu {
		ctx.Scenes.Push(NewGameMenu(c.env, c))
		return nil
	}
	c.pointer(ctx)
	c.keys(in)
	c.stepZoom()
	c.rebuild()
	return nil
}

// openRule opens the rules reference at a rule.
func openRule(ctx *render.SceneContext, rule string) {
	ctx.Scenes.Push(NewRules(ctx.Env, rule))
}

// baseToShow is the base of the pending prompt's boat, of the selected boat,
// or the first with boats.
func (c *Campaign) baseToShow() string {
	st := c.s.View()
	for _, id := range []string{c.promptSub(), c.selected} {
		if sub := findSub(st, id); sub != nil && sub.Status == campaign.StBase {
			return sub.Base
		}
	}
	return ""
}

func (c *Campaign) promptSub() string {
	if p := c.s.Pending(); p != nil {
		return p.Sub
	}
	return ""
}

func findSub(st *campaign.State, id string) *campaign.Sub {
	if id == "" {
		return nil
	}
	for i := range st.Subs {
		if st.Subs[i].ID == id {
			return &st.Subs[i]
		}
	}
	return nil
}

// targetKey identifies the prompt the map's targets were made for.
func targetKey(p *engine.Prompt) int {
	if p == nil {
		return -1
	}
	return p.Seq*1000 + len(p.Options)
}

// targetPrompt is the pending prompt if c.targets were made for it, else
// nil: a scene above the map (the combat board) may have answered prompts
// and popped itself since the map's last Update, and Draw comes first.
func (c *Campaign) targetPrompt() *engine.Prompt {
	p := c.s.Pending()
	if p == nil || targetKey(p) != c.tgtSeq {
		return nil
	}
	return p
}

// syncTargets refreshes the map targets of the pending prompt and the
// buttons beside its boat.
func (c *Campaign) syncTargets() {
	p := c.s.Pending()
	seq := targetKey(p)
	if seq == c.tgtSeq {
		return
	}
	c.tgtSeq = seq
	c.targets, c.hoverTgt, c.boatOpts = nil, -1, nil
	if p == nil {
		return
	}
	if p.Sub != "" {
		c.selected = p.Sub
		c.openStak = -1
	}
	if play.MapKinds[p.Kind] || (p.Alloc == nil && !play.BoatKinds[p.Kind] && !combat.CombatKinds[p.Kind]) {
		for _, t := range play.Targets(c.s.Theatre, c.s.State(), p) {
			if t.Kind == play.TargetArea || t.Kind == play.TargetBase {
				c.targets = append(c.targets, t)
			}
		}
	}
	if play.BoatKinds[p.Kind] && p.Sub != "" {
		for _, o := range p.Options {
			b := ui.NewButton("boat-opt:"+o.Key, i18n.Label(o))
			b.TextSize = 12
			c.boatOpts = append(c.boatOpts, b)
		}
	}
	c.built.rev = -1
	c.showPrompt(p)
}

// showPrompt brings the prompt's boat and the places it may go into view
// when some are off the chart's free part (the player's own zoom is kept
// otherwise).
func (c *Campaign) showPrompt(p *engine.Prompt) {
	ids := []string{}
	if sub := findSub(c.s.State(), p.Sub); sub != nil {
		switch sub.Status {
		case campaign.StBase:
			ids = append(ids, sub.Base)
		case campaign.StSea:
			ids = append(ids, sub.Area)
		}
	}
	for _, t := range c.targets {
		ids = append(ids, t.ID)
	}
	if len(ids) == 0 {
		return
	}
	vp := c.freeView()
	l := c.chart.Layout()
	inside := true
	for _, id := range ids {
		if n, ok := l.Node(id); ok && !vp.Contains(n.X, n.Y) {
			inside = false
		}
	}
	if !inside {
		c.fitPlaces(ids)
	}
}

// freeView is the part of the chart not under the top bar, the map's
// buttons and the boat card.
func (c *Campaign) freeView() ui.Rect {
	m := c.m
	return ui.Rect{X: c.hud.Main.X + m.Pt(20), Y: c.hud.Main.Y + m.Pt(50), W: c.hud.Main.W - m.Pt(70), H: c.hud.Main.H - m.Pt(50) - m.Pt(110)}
}

// fitPlaces fits the camera to places (areas, bases) in the free view.
func (c *Campaign) fitPlaces(ids []string) {
	th := c.s.Theatre
	r := chart.GeoRect{LonMin: math.Inf(1), LatMin: math.Inf(1), LonMax: math.Inf(-1), LatMax: math.Inf(-1)}
	for _, id := range ids {
		if a := th.Area(id); a != nil {
			r.LonMin, r.LonMax = math.Min(r.LonMin, a.Lon), math.Max(r.LonMax, a.Lon)
			r.LatMin, r.LatMax = math.Min(r.LatMin, a.Lat), math.Max(r.LatMax, a.Lat)
		}
	}
	if math.IsInf(r.LonMin, 0) {
		return
	}
	c.fitGeo(r.Expand(2.5))
}

// fitGeo fits a box into the free view.
func (c *Campaign) fitGeo(r chart.GeoRect) {
	cam := c.chart.Cam
	vp := c.freeView()
	w, h := cam.W, cam.H
	cam.W, cam.H = vp.W, vp.H
	cam.Fit(r)
	cam.W, cam.H = w, h
	cam.Pan(vp.X+vp.W/2-w/2, vp.Y+vp.H/2-h/2)
}

// The zoom is smooth (issue 14, item 9): a wheel notch, a button or a key
// adds its factor to what is left to go, and each frame goes a part of
// the way, at the animation speed (at once when animations are off),
// always anchored at the same screen point, so the place under the
// pointer stays under it.
func (c *Campaign) zoom(f, x, y float64) {
	if c.env.Settings == nil || c.env.Settings.AnimSpeed <= 0 {
		c.chart.Cam.ZoomAt(f, x, y)
		return
	}
	if c.zoomLeft == 0 {
		c.zoomLeft = 1
	}
	c.zoomLeft *= f
	c.zoomX, c.zoomY = x, y
}

// stepZoom goes a frame's part of the zoom left to go.
func (c *Campaign) stepZoom() {
	if c.zoomLeft == 0 || c.zoomLeft == 1 {
		return
	}
	speed := 1.0
	if c.env.Settings != nil {
		speed = c.env.Settings.AnimSpeed
	}
	l := math.Log(c.zoomLeft)
	step := l * math.Min(1, 0.25*math.Max(speed, 0.5))
	if math.Abs(l) < 0.004 || speed <= 0 {
		step = l
	}
	cam := c.chart.Cam
	before := cam.Scale
	cam.ZoomAt(math.Exp(step), c.zoomX, c.zoomY)
	c.zoomLeft = math.Exp(l - step)
	if cam.Scale == before || math.Abs(l-step) < 1e-9 {
		c.zoomLeft = 1 // at a limit of the zoom, or there
	}
}

// pointer handles the chart: hover, click (select a boat, answer with an
// area), drag to pan, wheel and pinch to zoom.
func (c *Campaign) pointer(ctx *render.SceneContext) {
	in := ctx.Input
	main := c.hud.Main
	cam := c.chart.Cam
	// Pinch with two fingers.
	touches := 0
	for _, p := range in.Pointers {
		if p.Kind == input.Touch && !p.Released {
			touches++
		}
	}
	if touches >= 2 {
		var pts [][2]float64
		for _, p := range in.Pointers {
			if p.Kind == input.Touch && !p.Released {
				pts = append(pts, [2]float64{p.X, p.Y})
			}
		}
		d := math.Hypot(pts[0][0]-pts[1][0], pts[0][1]-pts[1][1])
		mx, my := (pts[0][0]+pts[1][0])/2, (pts[0][1]+pts[1][1])/2
		if c.pinchDist > 0 && d > 0 {
			cam.ZoomAt(d/c.pinchDist, mx, my)
		}
		c.pinchDist = d
		c.drag.on, c.drag.moved = false, true
		return
	}
	c.pinchDist = 0
	for _, p := range in.Pointers {
		if p.Kind == input.Mouse {
			c.ptrX, c.ptrY = p.X, p.Y
		}
		inMain := main.Contains(p.X, p.Y) && !c.overControl(p.X, p.Y)
		if p.Kind == input.Mouse && inMain {
			if in.WheelY != 0 {
				c.zoom(math.Pow(1.15, in.WheelY), p.X, p.Y)
			}
			if in.MouseMoved || p.Pressed {
				c.hover(p.X, p.Y)
			}
		}
		switch {
		case p.Pressed && inMain:
			c.drag.on, c.drag.moved = true, false
			c.drag.kind, c.drag.id = p.Kind, p.ID
			c.drag.x0, c.drag.y0, c.drag.x, c.drag.y = p.X, p.Y, p.X, p.Y
		case c.drag.on && p.Kind == c.drag.kind && p.ID == c.drag.id && p.Down:
			if !c.drag.moved && math.Hypot(p.X-c.drag.x0, p.Y-c.drag.y0) > c.m.Pt(6) {
				c.drag.moved = true
			}
			if c.drag.moved {
				cam.Pan(p.X-c.drag.x, p.Y-c.drag.y)
			}
			c.drag.x, c.drag.y = p.X, p.Y
		case c.drag.on && p.Kind == c.drag.kind && p.ID == c.drag.id && p.Released:
			c.drag.on = false
			if !c.drag.moved {
				c.click(ctx, p.X, p.Y)
			}
		}
	}
}

// overControl reports whether a point is on one of the map's own buttons.
func (c *Campaign) overControl(x, y float64) bool {
	c.overBts = c.appendButtons(c.overBts[:0])
	for _, b := range c.overBts {
		if b.Rect.Contains(x, y) {
			return true
		}
	}
	return c.boatCard.Contains(x, y)
}

func (c *Campaign) buttons() []*ui.Button { return c.appendButtons(nil) }

// appendButtons appends buttons to bs (overControl and Controls, every
// frame, into buffers of their own: issue 16).
func (c *Campaign) appendButtons(bs []*ui.Button) []*ui.Button {
	bs = append(bs, c.zoomIn, c.zoomOut, c.zoomFit, c.bases_, c.report)
	if c.selected != "" {
		bs = append(bs, c.botBoat)
	}
	bs = append(bs, c.boatOpts...)
	if c.tutor != nil {
		bs = append(bs, c.tutor.Buttons()...)
	}
	if c.openStak >= 0 {
		bs = append(bs, c.stackBtn...)
	}
	return bs
}

// hover highlights the node or target under the pointer.
func (c *Campaign) hover(x, y float64) {
	c.hoverTgt = -1
	c.chart.Highlight = ""
	if n := c.chart.HitTest(x, y); n != nil {
		c.chart.Highlight = n.ID
		for i, t := range c.targets {
			if t.ID == n.ID {
				c.hoverTgt = i
			}
		}
	}
}

// click selects a boat, answers the prompt with an area, or opens a base.
func (c *Campaign) click(ctx *render.SceneContext, x, y float64) {
	// Counters first: they sit on top of the areas.
	for i := len(c.stacks) - 1; i >= 0; i-- {
		st := &c.stacks[i]
		depth := float64(min(len(st.subs), 3)-1) * c.m.Pt(3)
		r := ui.Rect{X: st.x, Y: st.y - depth, W: st.size + depth, H: st.size + depth}
		if r.Contains(x, y) {
			if len(st.subs) == 1 {
				c.selected, c.openStak = st.subs[0], -1
			} else {
				c.openStak = i
				c.selected = st.subs[0]
			}
			c.built.rev = -1
			return
		}
	}
	n := c.chart.HitTest(x, y)
	if n == nil {
		c.selected, c.openStak = "", -1
		c.hud.Prompt.SetFilter(nil, "")
		c.built.rev = -1
		return
	}
	for _, t := range c.targets {
		if t.ID != n.ID {
			continue
		}
		if len(t.Options) == 1 {
			c.hud.Answer(c.s, engine.Pick(t.Options[0]))
			return
		}
		c.hud.Prompt.SetFilter(t.Options, i18n.T("map.ways-to", engine.Int("n", len(t.Options)), engine.Text("place", c.placeName(t.ID))))
		return
	}
	if n.Kind == chart.Base {
		ctx.Scenes.Push(NewBases(c.env, c.s, n.ID))
		return
	}
	c.chart.Selected = n.ID
}

func (c *Campaign) placeName(id string) string { return i18n.AreaName(c.s.Theatre, id) }

// keys: WASD pans, + and − zoom, F fits the theatre, Escape deselects.
func (c *Campaign) keys(in *input.State) {
	cam := c.chart.Cam
	step := c.m.Pt(80)
	for r, d := range map[rune][2]float64{'w': {0, step}, 's': {0, -step}, 'a': {step, 0}, 'd': {-step, 0}} {
		if in.ConsumeChar(r) {
			cam.Pan(d[0], d[1])
		}
	}
	cx, cy := c.hud.Main.X+c.hud.Main.W/2, c.hud.Main.Y+c.hud.Main.H/2
	for in.Consume(input.Increase) || in.ConsumeChar('+') {
		c.zoom(1.25, cx, cy)
	}
	for in.Consume(input.Decrease) {
		c.zoom(1/1.25, cx, cy)
	}
	if in.ConsumeChar('f') {
		cam.Fit(cam.Bounds)
		c.centreInView()
	}
}

// Controls implements render.Describer: the HUD, the map's buttons, the
// targets (areas and bases the pending prompt can be answered with) and
// the boats on the map.
//
// The list is the Campaign's buffer, valid until the next call (the App
// reads it every frame and keeps a copy of what it drew: issue 16, a frame
// allocates nothing).
func (c *Campaign) Controls() []ui.Info {
	out := c.hud.AppendControls(c.ctlBuf[:0])
	c.ctlButs = c.appendButtons(c.ctlButs[:0])
	for _, b := range c.ctlButs {
		out = append(out, b.Info())
	}
	l := c.chart.Layout()
	main := c.hud.Main
	for _, t := range c.targets {
		if n, ok := l.Node(t.ID); ok {
			r := ui.Rect{X: n.X - n.R*0.6, Y: n.Y - n.R*0.6, W: n.R * 1.2, H: n.R * 1.2}
			if main.Contains(n.X, n.Y) && !c.boatCard.Contains(n.X, n.Y) && !c.overControl(n.X, n.Y) {
				out = append(out, ui.Info{ID: c.str(t.Kind, ":", t.ID), Label: c.placeName(t.ID), Rect: r, Enabled: true})
			}
		}
	}
	for _, st := range c.stacks {
		if len(st.subs) > 0 {
			out = append(out, ui.Info{ID: c.str("boat:", st.subs[0], ""), Label: c.joined(st.subs), Rect: ui.Rect{X: st.x, Y: st.y, W: st.size, H: st.size}, Enabled: true})
		}
	}
	c.ctlBuf = out
	return out
}

// strKey names a string str made.
type strKey struct{ a, b, c string }

// str is a + b + c, each made once (Controls' ids, every frame).
func (c *Campaign) str(a, b, cc string) string {
	k := strKey{a, b, cc}
	if s, ok := c.strs[k]; ok {
		return s
	}
	if c.strs == nil || len(c.strs) >= 4096 {
		c.strs = map[strKey]string{}
	}
	s := a + b + cc
	c.strs[k] = s
	return s
}

// joined is the boats' ids joined by spaces (a stack's label), made once
// for the last list (the stacks' lists are built anew only when the game
// or the view changes).
func (c *Campaign) joined(ids []string) string {
	if len(ids) == 1 {
		return ids[0]
	}
	if s, ok := c.joins[ids[0]]; ok && s.n == len(ids) && slices.Equal(s.ids, ids) {
		return s.s
	}
	if c.joins == nil || len(c.joins) >= 4096 {
		c.joins = map[string]joinedIDs{}
	}
	s := strings.Join(ids, " ")
	c.joins[ids[0]] = joinedIDs{ids: slices.Clone(ids), n: len(ids), s: s}
	return s
}

// tr is the message id in the current language, with n as its "n" unless
// n < 0, each made once per language (the stacks' tags, every frame).
func (c *Campaign) tr(id string, n int) string {
	ns := ""
	if n >= 0 {
		ns = strconv.Itoa(n)
	}
	k := strKey{string(i18n.Current()), id, ns}
	if s, ok := c.strs[k]; ok {
		return s
	}
	s := i18n.T(id)
	if n >= 0 {
		s = i18n.T(id, engine.Int("n", n))
	}
	if c.strs == nil || len(c.strs) >= 4096 {
		c.strs = map[strKey]string{}
	}
	c.strs[k] = s
	return s
}

// joinedIDs is a list joined had joined.
type joinedIDs struct {
	ids []string
	n   int
	s   string
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
