/* figs-td self-entry page: sign in from the code in the address's #fragment (the QR code on
   the slip; the fragment never reaches the server, so the code is never in a logged URL) or,
   on a phone already signed in, ask whether to change player, and
   reload the page when the tournament changes unless the player is typing. Works without it. */
(function () {
  "use strict";
  var form = document.getElementById("accedi");
  var hash = location.hash ? location.hash.substring(1) : "";
  if (history.replaceState && hash) { history.replaceState(null, "", location.pathname); }
  /* Signed in already (#cambia, the page of a player) and another QR opened: the server says
     whose code it is and asks whether to change player. */
  var target = form || document.getElementById("cambia");
  if (target && /^[A-Za-z -]{9,20}$/.test(hash)) {
    target.elements.codice.value = hash;
    target.submit();
    return;
  }
  if (!form && window.EventSource) {
    var shown = Number(document.documentElement.getAttribute("data-revision")) || 0;
    var typing = function () {
      var inputs = document.querySelectorAll("input[type=tel], input[type=text]");
      for (var i = 0; i < inputs.length; i++) {
        if (inputs[i].value || inputs[i] === document.activeElement) { return true; }
      }
      return false;
    };
    var leaving = false;  /* a form was sent: its answer is the next page, not a reload */
    document.addEventListener("submit", function () { leaving = true; }, true);
    var seen = function (rev) {
      if (Number(rev) > shown && !typing() && !leaving) { shown = Number(rev); location.replace("/g"); }
    };
    /* Polling as the fallback: a stream refused (the server's cap on streams per address, a
       proxy) or lost for good must not leave the phone on an old round. */
    var polling = null;
    var poll = function () {
      if (polling) { return; }
      polling = setInterval(function () {
        fetch("/revisione", { cache: "no-store" })
          .then(function (r) { return r.ok ? r.text() : ""; })
          .then(function (t) { if (t.trim()) { seen(t.trim()); } })
          .catch(function () {});
      }, 3000);
    };
    var failures = 0;
    var source = new EventSource("/eventi");
    source.addEventListener("revisione", function (e) { failures = 0; seen(e.data); });
    source.onerror = function () {
      failures += 1;
      if (source.readyState === 2 || failures > 3) { source.close(); poll(); }
    };
  }
})();
