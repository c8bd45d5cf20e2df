// Loads the game: downloads the wasm with a progress bar, starts it with
// wasm_exec.js, hides the loading screen when the game has drawn its first
// frame, and registers the service worker that makes later visits work
// offline. No inline script, so the page's CSP needs no 'unsafe-inline'.
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

  function fail(text) {
    loader.classList.remove('done');
    loader.classList.add('failed');
    msg.textContent = text;
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

  async function download(url) {
    var resp = await fetch(url);
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

  window.addEventListener('periscope:firstframe', function () {
    loader.classList.add('done');
    setTimeout(function () {
      if (loader.classList.contains('done')) {
        loader.hidden = true;
      }
    }, 400);
  });

  async function start() {
    if (typeof WebAssembly !== 'object' || typeof Go !== 'function') {
      fail('This browser cannot run Periscope (WebAssembly is missing).');
      return;
    }
    var go = new Go();
    var bytes = await download(wasmURL);
    msg.textContent = 'Starting…';
    var result = await WebAssembly.instantiate(bytes, go.importObject);
    // The wasm is in the HTTP cache now, so the worker's precache is cheap.
    registerServiceWorker();
    await go.run(result.instance);
    fail('The game has stopped. Reload the page to start again.');
  }

  start().catch(function (err) {
    console.error('periscope: ' + (err && err.message ? err.message : err));
    fail('Periscope could not start: ' + (err && err.message ? err.message : err));
  });
})();
