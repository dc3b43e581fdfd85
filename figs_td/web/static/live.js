/* figs-td live pages: refresh the content when the tournament changes (Server-Sent Events,
   polling as the fallback) and, on the projector page, scroll slowly and loop. The pages work
   without this script: it only adds the live updates. */
(function () {
  "use strict";
  /* The page carries no revision (so that an unchanged page keeps its ETag and costs a 304):
     every change announced is answered by revalidating the page. */
  var current = "";
  var shown = null;
  var busy = false, pending = false;

  function refresh() {
    if (busy) { pending = true; return; }
    busy = true;
    fetch(location.href, { cache: "no-cache", headers: { "Accept": "text/html" } })
      .then(function (r) { if (!r.ok) { throw new Error(r.status); } return r.text(); })
      .then(function (html) {
        if (html === shown) { return; }
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.querySelector("main");
        var old = document.querySelector("main");
        if (fresh && old && (shown !== null || old.innerHTML !== fresh.innerHTML)) {
          var y = window.scrollY;
          old.innerHTML = fresh.innerHTML;
          window.scrollTo(0, y);
        }
        shown = html;
        document.title = doc.title;
      })
      .catch(function () { /* next event or poll retries */ })
      .then(function () { busy = false; if (pending) { pending = false; refresh(); } });
  }

  function seen(rev) {
    if (rev && rev !== current) {
      current = rev;  /* the first one too: the page may have changed since it was loaded */
      document.documentElement.setAttribute("data-revision", current);
      refresh();
    }
  }

  var polling = null;
  function poll() {
    if (polling) { return; }
    polling = setInterval(function () {
      fetch("revisione", { cache: "no-store" })
        .then(function (r) { return r.ok ? r.text() : ""; })
        .then(function (t) { seen(t.trim()); })
        .catch(function () {});
    }, 3000);
  }

  if (window.EventSource) {
    var failures = 0;
    var source = new EventSource("eventi");
    source.addEventListener("revisione", function (e) { failures = 0; seen(e.data); });
    source.onerror = function () {
      failures += 1;
      if (source.readyState === 2 || failures > 3) { source.close(); poll(); }
    };
  } else {
    poll();
  }
  if (document.body.classList.contains("proiettore")) {
    var button = document.createElement("button");
    button.className = "schermo-intero";
    button.type = "button";
    button.textContent = "Schermo intero";
    button.addEventListener("click", function () {
      var el = document.documentElement;
      if (document.fullscreenElement) { document.exitFullscreen(); }
      else if (el.requestFullscreen) { el.requestFullscreen(); }
    });
    document.body.appendChild(button);
    var pause = 0, last = 0, carry = 0;
    var speed = 40; /* pixels per second */
    function step(t) {
      var dt = last ? Math.min(t - last, 200) : 0;
      last = t;
      if (pause > 0) { pause -= dt; }
      else {
        var bottom = document.documentElement.scrollHeight - window.innerHeight;
        if (window.scrollY >= bottom - 1) { window.scrollTo(0, 0); pause = 4000; }
        else { carry += speed * dt / 1000; var px = Math.floor(carry); if (px > 0) { carry -= px; window.scrollBy(0, px); } }
      }
      window.requestAnimationFrame(step);
    }
    pause = 3000;
    window.requestAnimationFrame(step);
  }
}());
