/* figs-td: the players' search of the federation's site. Reads cerca.json (id, name, club,
   tessera of every player) the first time something is typed; accents and case are ignored; every
   typed word must begin a word of the name, or be the tessera. Without this script the letter
   index does the same job. */
(function () {
  "use strict";
  var box = document.querySelector(".cerca");
  if (!box || !window.fetch) { return; }
  var input = box.querySelector("input");
  var list = box.querySelector(".trovati");
  var players = null;
  var loading = null;
  box.hidden = false;

  function fold(text) {
    return String(text).normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[^a-z0-9]+/g, " ").trim();
  }

  function load() {
    if (!loading) {
      loading = fetch("cerca.json").then(function (r) { return r.json(); }).then(function (data) {
        players = data.giocatori.map(function (p) {
          return { id: p[0], name: p[1], club: p[2], tessera: fold(p[3]), words: fold(p[1]).split(" ") };
        });
      }).catch(function () {
        /* a copy opened from the disk (file://) cannot read the index: the letters can */
        list.textContent = "";
        var li = document.createElement("li");
        li.className = "nota";
        li.textContent = "Ricerca non disponibile qui: usare le lettere qui sopra.";
        list.appendChild(li);
        loading = null;
      });
    }
    return loading;
  }

  function matches(p, typed) {
    return typed.every(function (t) {
      if (p.tessera && p.tessera === t) { return true; }
      return p.words.some(function (w) { return w.indexOf(t) === 0; });
    });
  }

  function show() {
    if (!players) { return; }
    var typed = fold(input.value);
    list.textContent = "";
    if (typed.length < 2) { return; }
    var words = typed.split(" ");
    var found = players.filter(function (p) { return matches(p, words); });
    found.slice(0, 30).forEach(function (p) {
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = "giocatore-" + p.id + ".html";
      a.textContent = p.name + (p.club ? " — " + p.club : "");
      li.appendChild(a);
      list.appendChild(li);
    });
    var more = document.createElement("li");
    more.className = "nota";
    more.textContent = found.length === 0 ? "Nessun giocatore trovato." :
      (found.length > 30 ? "Primi 30 di " + found.length + ": scrivere altre lettere." :
       found.length + (found.length === 1 ? " giocatore." : " giocatori."));
    list.appendChild(more);
  }

  input.addEventListener("input", function () { load().then(show); });
  input.addEventListener("focus", load);
})();
