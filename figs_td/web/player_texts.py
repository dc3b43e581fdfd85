"""The words of the players' self-entry pages: Italian first, English for phones asking for it
(``Accept-Language``). Messages of refused reports come from the services, in Italian."""

from __future__ import annotations

TEXTS: dict[str, dict[str, str]] = {
    "it": {
        "title": "Risultati dal telefono",
        "sign_in": "Accedi con il tuo codice",
        "code": "Codice personale (sul foglietto o sul cartellino)",
        "enter": "Accedi",
        "wrong_code": "Codice non valido.",
        "paused": "Troppi codici sbagliati da questo telefono: riprovare fra {s} secondi.",
        "off": "L'inserimento dei risultati dai telefoni non è attivo.",
        "round_table": "Turno {r} · Tavolo {t}",
        "opponent": "Avversario",
        "you_start": "Inizi TU",
        "they_start": "Inizia {name}",
        "you_first": "Sei il primo giocatore della coppia",
        "you_second": "Sei il secondo giocatore della coppia",
        "no_game": "Nessuna partita da segnalare per ora.",
        "bye": "Turno {r}: riposo. Nessun risultato da segnalare.",
        "your_score": "I tuoi punti",
        "their_score": "Punti di {name}",
        "send": "Invia il risultato",
        "you": "tu",
        "waiting": "In attesa della conferma di {name}.",
        "you_sent": "Hai segnalato",
        "change": "Correggi la tua segnalazione",
        "they_sent": "{name} ha segnalato",
        "confirm": "Conferma",
        "or_own": "Non è giusto? Scrivi il tuo risultato",
        "queued": "La partita è all'esame del direttore di gara, che deciderà.",
        "result": "Risultato",
        "won": "vinta",
        "lost": "persa",
        "drawn": "pari",
        "appeal": "Puoi contestare il risultato fino alle {time}.",
        "why": "Motivo (facoltativo)",
        "contest": "Contesta",
        "contested": "Reclamo inviato al direttore di gara.",
        "problem": "Problema al tavolo?",
        "time": "Sconfitta per tempo",
        "challenge": "Contestazione di parole in sospeso",
        "flagged": "Segnalazione inviata al direttore di gara.",
        "sign_out": "Esci",
        "refresh": "Aggiorna",
        "entered": "Risultato inserito: le due segnalazioni concordano.",
        "pending": "Segnalazione inviata.",
        "closed": "Il risultato è già inserito, uguale al tuo.",
        "sent_queue": "Segnalazione inviata al direttore di gara.",
        "error": "Non inviato",
        "stale": "La pagina era vecchia: ricaricata. Controllare e riprovare.",
    },
    "en": {
        "title": "Results from your phone",
        "sign_in": "Sign in with your code",
        "code": "Personal code (on your slip or scorecard)",
        "enter": "Sign in",
        "wrong_code": "Wrong code.",
        "paused": "Too many wrong codes from this phone: try again in {s} seconds.",
        "off": "Reporting results from phones is not enabled.",
        "round_table": "Round {r} · Table {t}",
        "opponent": "Opponent",
        "you_start": "YOU start",
        "they_start": "{name} starts",
        "you_first": "You are the first player of the pair",
        "you_second": "You are the second player of the pair",
        "no_game": "No game to report for now.",
        "bye": "Round {r}: bye. No result to report.",
        "your_score": "Your score",
        "their_score": "{name}'s score",
        "send": "Send the result",
        "you": "you",
        "waiting": "Waiting for {name} to confirm.",
        "you_sent": "You reported",
        "change": "Correct your report",
        "they_sent": "{name} reported",
        "confirm": "Confirm",
        "or_own": "Not right? Enter your own result",
        "queued": "The tournament director is looking at this game and will decide.",
        "result": "Result",
        "won": "won",
        "lost": "lost",
        "drawn": "draw",
        "appeal": "You can contest the result until {time}.",
        "why": "Reason (optional)",
        "contest": "Contest",
        "contested": "Appeal sent to the tournament director.",
        "problem": "A problem at the table?",
        "time": "Loss on time",
        "challenge": "Word challenge pending",
        "flagged": "Sent to the tournament director.",
        "sign_out": "Sign out",
        "refresh": "Refresh",
        "entered": "Result entered: both reports agree.",
        "pending": "Report sent.",
        "closed": "The result is already in, the same as yours.",
        "sent_queue": "Report sent to the tournament director.",
        "error": "Not sent",
        "stale": "The page was out of date: reloaded. Check and try again.",
    },
}


def language(accept: str) -> str:
    """``it`` unless the phone prefers English to Italian (``Accept-Language``)."""
    best, best_q = "it", -1.0
    for part in (accept or "")[:200].split(",")[:12]:
        tag, _, params = part.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        lang = tag.strip().lower()[:2]
        if lang in TEXTS and q > best_q:
            best, best_q = lang, q
    return best
