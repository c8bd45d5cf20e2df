// Loads the game: downloads the wasm with a progress bar, starts it with
// wasm_exec.js, hides the loading screen when the game has drawn its first
// frame, and registers the service worker that makes later visits work
// offline. If the game stops, the loading screen comes back on top with the
// reason (the Go runtime's "panic: …" or "fatal error: …" line). No inline
// script, so the page's CSP needs no 'unsafe-inline'.
(function () {
  'use strict';

  var script = document.currentScript;
  var wasmURL = script.getAttribute('data-wasm');
  var wasmSize = parseInt(script.getAttribute('data-wasm-size'), 10);

  var loader = document.getElementById('loader');
  var bar = document.getElementById('loader-bar');
  var fill = document.getElementById('loader-fill');
  var msg = document.getElementById('loader-msg');

  function mb(n) {
    return (n / 1048576).toFixed(1) + ' MB';
  }

  function progress(loaded, total) {
    if (total > 0) {
      bar.classList.remove('indeterminate');
      var f = Math.min(1, loaded / total);
      fill.style.width = (f * 100).toFixed(1) + '%';
      msg.textContent = 'Loading… ' + mb(Math.min(loaded, total)) + ' of ' + mb(total);
    } else {
      bar.classList.add('indeterminate');
      msg.textContent = 'Loading… ' + mb(loaded);
    }
  }

  // The loader is hidden after the first frame: bring it back, on top of
  // the game, so the player sees why the game stopped.
  function fail(text) {
    loader.hidden = false;
    loader.classList.remove('done');
    loader.classList.add('failed');
    msg.textContent = text;
  }

  // The Go runtime writes why it stopped ("panic: …", "fatal error: …") to
  // its standard error, which wasm_exec.js sends to the console: keep the
  // last lines to show them.
  var goErr = [];
  (function captureStderr() {
    var fs = globalThis.fs;
    if (!fs || typeof fs.writeSync !== 'function' || typeof TextDecoder !== 'function') {
      return;
    }
    var write = fs.writeSync;
    var dec = new TextDecoder('utf-8');
    var partial = '';
    fs.writeSync = function (fd, buf) {
      if (fd === 2) {
        try {
          var lines = (partial + dec.decode(buf)).split('\n');
          partial = lines.pop();
          for (var i = 0; i < lines.length; i++) {
            goErr.push(lines[i]);
          }
          if (goErr.length > 40) {
            goErr.splice(0, goErr.length - 40);
          }
        } catch (e) {
          // never let the capture break the output
        }
      }
      return write.apply(this, arguments);
    };
  })();

  // The runtime's reason for stopping, if it wrote one.
  function goReason() {
    for (var i = 0; i < goErr.length; i++) {
      if (/^(panic: |fatal error: )/.test(goErr[i])) {
        return goErr[i].slice(0, 300);
      }
    }
    return '';
  }

  // Text fields (issue 12). Ebitengine's exp/textinput types through a
  // hidden textarea (#ebitengine-textinput) that must take the focus inside
  // a user's gesture; at start-up it asks window.eval to install the
  // listeners that do this. The page's CSP refuses eval (no 'unsafe-eval'),
  // so eval is given a narrow stand-in here: it recognises only that one
  // request (by the names it uses) and installs our own listeners instead,
  // which do the same work; any other string goes to the browser's eval,
  // which the CSP still refuses. The contract, read from exp/textinput
  // (v2.10.4): while a field waits, window._ebitengine_textinput_x/_y hold
  // the caret's position in CSS pixels; at the next mouseup, touchend or
  // keyup the textarea is emptied, focused and moved there, the two are
  // cleared, and _ebitengine_textinput_ready tells the game it has the focus.
  (function textInput() {
    var realEval = window.eval;
    var installed = false;
    function focusWaitingField() {
      var x = window._ebitengine_textinput_x;
      var y = window._ebitengine_textinput_y;
      if (x === undefined || y === undefined) {
        return;
      }
      var area = document.getElementById('ebitengine-textinput');
      if (!area) {
        return;
      }
      area.value = '';
      area.focus();
      area.style.left = x + 'px';
      area.style.top = y + 'px';
      window._ebitengine_textinput_x = undefined;
      window._ebitengine_textinput_y = undefined;
      window._ebitengine_textinput_ready = true;
    }
    // On a desktop the textarea may take the focus at once, without a
    // gesture: then an input method's first composition in a field just
    // focused reaches it too (not only the keys after the next keyup).
    // Touch screens wait for the gesture, which their keyboards need.
    var waitingY;
    Object.defineProperty(window, '_ebitengine_textinput_y', {
      configurable: true,
      get: function () { return waitingY; },
      set: function (v) {
        waitingY = v;
        if (v !== undefined && !(window.matchMedia && window.matchMedia('(pointer: coarse)').matches)) {
          setTimeout(focusWaitingField, 0);
        }
      },
    });
    window.eval = function (src) {
      if (typeof src === 'string' && src.indexOf('_ebitengine_textinput_x') >= 0 &&
          src.indexOf('ebitengine-textinput') >= 0) {
        if (!installed) {
          installed = true;
          ['mouseup', 'touchend', 'keyup'].forEach(function (type) {
            document.body.addEventListener(type, focusWaitingField);
          });
        }
        return undefined;
      }
      return realEval.apply(this, arguments);
    };
  })();

  var started = false;

  // mark stamps a stage of the start-up in the page's performance
  // timeline, as the game's wasm.Mark does.
  function mark(name) {
    try {
      performance.mark('periscope:' + name);
    } catch (e) {
      // a browser without user timing: no stages
    }
  }

  // The size to count against: the build writes the wasm's size into the
  // page (right even when the server compresses it); otherwise the
  // Content-Length if the body is not compressed; otherwise unknown.
  function expectedSize(resp) {
    if (wasmSize > 0) {
      return wasmSize;
    }
    var enc = resp.headers.get('Content-Encoding');
    var len = parseInt(resp.headers.get('Content-Length'), 10);
    return !enc && len > 0 ? len : 0;
  }

  // download reads the whole wasm (fetching it unless resp is given).
  async function download(url, resp) {
    resp = resp || await fetch(url);
    if (!resp.ok) {
      throw new Error('HTTP ' + resp.status + ' loading ' + url);
    }
    var total = expectedSize(resp);
    if (!resp.body || !resp.body.getReader) {
      progress(0, 0);
      return new Uint8Array(await resp.arrayBuffer());
    }
    var reader = resp.body.getReader();
    var chunks = [];
    var loaded = 0;
    progress(0, total);
    for (;;) {
      var r = await reader.read();
      if (r.done) {
        break;
      }
      chunks.push(r.value);
      loaded += r.value.length;
      progress(loaded, total);
    }
    var bytes = new Uint8Array(loaded);
    var off = 0;
    for (var i = 0; i < chunks.length; i++) {
      bytes.set(chunks[i], off);
      off += chunks[i].length;
    }
    return bytes;
  }

  // instantiate downloads and compiles the wasm at once: the browser
  // compiles the module as its bytes arrive (instantiateStreaming), while a
  // copy of the response counts them for the progress bar. Compiling after
  // the download would add the whole download to the time to the first
  // frame (issue 16), and only a streamed module can come from the
  // browser's code cache on the next visit. A host that does not serve the
  // wasm as application/wasm gets the download, then the compile.
  async function instantiate(url, imports) {
    var whole = async function (resp) {
      var bytes = await download(url, resp);
      msg.textContent = 'Starting…';
      return WebAssembly.instantiate(bytes, imports);
    };
    if (typeof WebAssembly.instantiateStreaming !== 'function') {
      return whole();
    }
    var resp = await fetch(url);
    if (!resp.ok) {
      throw new Error('HTTP ' + resp.status + ' loading ' + url);
    }
    var type = resp.headers.get('Content-Type') || '';
    if (type.split(';')[0].trim() !== 'application/wasm' || !resp.body || !resp.body.getReader) {
      return whole(resp);
    }
    var total = expectedSize(resp);
    var reader = resp.clone().body.getReader();
    var loaded = 0;
    progress(0, total);
    (async function count() {
      for (;;) {
        var r = await reader.read();
        if (r.done) {
          if (!loader.classList.contains('failed')) {
            msg.textContent = 'Starting…';
          }
          return;
        }
        loaded += r.value.length;
        progress(loaded, total);
      }
    })().catch(function () {});
    return WebAssembly.instantiateStreaming(resp, imports);
  }

  // Offline support. Registration fails silently where service workers are
  // unavailable (file://, plain http on a non-local host, some iframes).
  function registerServiceWorker() {
    try {
      if (!('serviceWorker' in navigator) || !window.isSecureContext) {
        return;
      }
      navigator.serviceWorker.register('sw.js').catch(function () {});
    } catch (e) {
      // ignore: the game works without it
    }
  }

  // The game starts its canvas unfocused (main.go: focusing it cost a
  // good part of the time to the first frame): it takes the focus here,
  // once the first frame is on its way, so the keys reach the game at
  // once. As Ebitengine does, not inside another page's frame (itch.io's),
  // and not if the player has already put the focus somewhere.
  function focusCanvas() {
    try {
      if (window.parent !== window) {
        return;
      }
      var c = document.querySelector('canvas');
      var a = document.activeElement;
      if (c && (!a || a === document.body || a === document.documentElement)) {
        c.focus();
      }
    } catch (e) {
      // the game still works: a click focuses the canvas
    }
  }

  window.addEventListener('periscope:firstframe', function () {
    started = true;
    setTimeout(focusCanvas, 0);
    loader.classList.add('done');
    setTimeout(function () {
      if (loader.classList.contains('done')) {
        loader.hidden = true;
      }
      // The worker registers once the title shows, not before: its
      // install copies every file, the wasm too (25 MB from the HTTP
      // cache into its own), work that competed with the game's start
      // for the processor (issue 16).
      registerServiceWorker();
    }, 400);
  });

  async function start() {
    if (typeof WebAssembly !== 'object' || typeof Go !== 'function') {
      fail('This browser cannot run Periscope (WebAssembly is missing).');
      return;
    }
    // The browser opens the site's storage on its first use, which holds
    // the page up (a few hundred milliseconds on a busy machine): use it
    // now, while the wasm downloads and compiles, not in the game's first
    // frame (issue 16). The game reads its saves and settings through it.
    try {
      void window.localStorage.length;
    } catch (e) {
      // no storage (blocked, sandboxed): the game says so itself
    }
    var go = new Go();
    var result = await instantiate(wasmURL, go.importObject);
    // The start-up's stages (tests/browser/firstframe.mjs): the module is
    // compiled and instantiated; the Go runtime starts next.
    mark('compiled');
    await go.run(result.instance);
    var why = goReason();
    fail('The game has stopped' + (why ? ' (' + why + ')' : '') + '. Reload the page to start again.');
  }

  start().catch(function (err) {
    var text = err && err.message ? err.message : String(err);
    console.error('periscope: ' + text);
    fail((started ? 'The game has stopped: ' : 'Periscope could not start: ') + text +
      (started ? '. Reload the page to start again.' : ''));
  });
})();
