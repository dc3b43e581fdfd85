/* figs-td duplicate projector: the countdown of the rack being played. The deadline is in the
   page (data-scadenza, milliseconds since 1970, UTC); the page itself is refreshed by live.js,
   so the element is looked up again at every tick. */
(function () {
  "use strict";
  function tick() {
    var el = document.getElementById("conto");
    if (!el || !el.getAttribute("data-scadenza")) { return; }
    var left = Math.max(0, Math.round((Number(el.getAttribute("data-scadenza")) - Date.now()) / 1000));
    var total = Number(el.getAttribute("data-secondi")) || 0;
    if (left > total) { left = total; }
    var m = Math.floor(left / 60), s = left % 60;
    el.textContent = m + ":" + (s < 10 ? "0" : "") + s;
    el.className = "dup-conto" + (left <= 30 ? " poco" : "") + (left === 0 ? " finito" : "");
  }
  tick();
  setInterval(tick, 250);
}());
