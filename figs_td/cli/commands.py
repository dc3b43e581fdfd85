"""The index of the ``figs-td`` commands: command name → the ``cmd_*`` module that registers it.

``figs-td COMMAND …`` imports only the module of COMMAND (and what that module imports), and
``figs-td --help`` lists the commands from here without importing any. The entries are in the
order :func:`figs_td.cli.build_parser` registers them (modules in alphabetical order, each in its
own order), so the help reads the same either way. ``tests/cli/test_command_index.py`` checks
this table against what the modules really register (names, aliases, help texts): a command
added, renamed or moved to another module fails that test until the table says so.

This module is data only: it imports nothing.
"""

#: (command, module in ``figs_td.cli``, one-line help), in registration order.
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("archive", "cmd_archive", "archivio federale: eventi, giocatori, classifica, rating, sito"),
    ("forfeit", "cmd_director", "vittoria a tavolino (assenza di uno o di entrambi)"),
    ("timeloss", "cmd_director", "sconfitta per tempo: punteggi finali dal profilo"),
    ("tournament", "cmd_director", "impostazioni del torneo: mostra, modifica"),
    ("duplicate", "cmd_duplicate", "gare di duplicato e mossa migliore"),
    ("lexicon", "cmd_lexicon", "lessici: importa, elenca, scegli la lista in uso"),
    (
        "check",
        "cmd_lexicon",
        "giudica le parole contestate (e, con FILE --round --table, registra la decisione)",
    ),
    ("rulings", "cmd_lexicon", "elenca le contestazioni decise in un torneo"),
    ("pair", "cmd_pairing", "abbina il turno successivo e lo stampa"),
    ("pairings", "cmd_pairing", "mostra gli abbinamenti di un turno"),
    ("unpair", "cmd_pairing", "annulla l'ultimo turno abbinato"),
    ("repair", "cmd_pairing", "riabbina l'ultimo turno (senza risultati)"),
    ("swap", "cmd_pairing", "scambia due giocatori tra i loro tavoli in un turno"),
    ("standings", "cmd_pairing", "classifica"),
    (
        "phases",
        "cmd_pairing",
        "formula a fasi (N turni di svizzero, poi tabellone tra i primi K) o opzioni dell'eliminazione diretta",
    ),
    (
        "constraints",
        "cmd_pairing",
        "vincoli di abbinamento: coppie vietate, stesso circolo non prima del turno N",
    ),
    ("categories", "cmd_prizes", "categorie: fasce di rating e categorie libere"),
    ("prize-table", "cmd_prizes", "tabella dei premi"),
    ("prizes", "cmd_prizes", "assegnazione dei premi sulla classifica"),
    ("clubs", "cmd_prizes", "classifica per circoli (migliori N giocatori)"),
    ("spread-cap", "cmd_prizes", "limite dello scarto per partita in classifica (0 = nessuno)"),
    ("export", "cmd_reports", "stampe in PDF/Excel ed esportazione per la federazione"),
    ("ranking", "cmd_reports", "classifica federale da più tornei"),
    ("rules", "cmd_rules", "profili di regole, penalità, fine partita"),
    (
        "scoresheet",
        "cmd_scoresheet",
        "formulario: riconteggio, contestazioni, fine partita; JSON e GCG",
    ),
    (
        "codes",
        "cmd_self_entry",
        "codici personali dei giocatori per inserire i risultati dal telefono",
    ),
    ("reports", "cmd_self_entry", "segnalazioni dai telefoni da decidere (coda del direttore)"),
    ("teams", "cmd_teams", "gare a squadre e a coppie: squadre, classifica, incontri"),
    ("new", "cmd_tournament", "crea un nuovo torneo (file .figs o database)"),
    ("players", "cmd_tournament", "giocatori: aggiungi, importa, elenca, ritira"),
    ("result", "cmd_tournament", "inserisce o corregge il risultato di un tavolo"),
    ("results", "cmd_tournament", "risultati di un turno da CSV o XLSX"),
    ("log", "cmd_tournament", "registro delle modifiche"),
    ("import-tsh", "cmd_tournament", "crea un torneo da un file TSH (.t o tourney.js)"),
    ("export-tsh", "cmd_tournament", "esporta il torneo in un file TSH (.t)"),
    (
        "backup",
        "cmd_tournament",
        "copia completa e verificata del torneo (si può fare in ogni momento)",
    ),
    ("publish", "cmd_web", "sito statico del torneo (cartella di pagine web)"),
    (
        "serve",
        "cmd_web",
        "pagina live del torneo (con --self-entry: i giocatori inseriscono i risultati)",
    ),
)

#: Command → its other names (``add_parser(…, aliases=…)``).
ALIASES: dict[str, tuple[str, ...]] = {"timeloss": ("time-loss",)}

#: ``figs-td --help`` lists the commands by task, in the order a director meets them on the day
#: (title, commands). Every command of :data:`COMMANDS` stands in exactly one group
#: (``tests/cli/test_help_groups.py``); a command not listed here would still be shown, under
#: "Altri comandi", so that nothing is ever hidden.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Torneo", ("new", "import-tsh", "tournament", "phases", "backup", "log")),
    ("Giocatori", ("players", "categories", "teams")),
    ("Turni", ("pair", "pairings", "swap", "repair", "unpair", "constraints")),
    ("Risultati", ("result", "results", "forfeit", "timeloss", "scoresheet")),
    ("Arbitro", ("check", "rulings", "lexicon", "rules")),
    ("Classifiche e premi", ("standings", "prizes", "prize-table", "clubs", "spread-cap")),
    ("Stampe", ("export",)),
    ("Pagine web", ("publish", "serve", "codes", "reports")),
    ("Duplicato", ("duplicate",)),
    ("Federazione", ("ranking", "archive", "export-tsh")),
)

#: The Italian words a director may type for a command or a sub-command (``figs-td nuovo``,
#: ``figs-td players importa``): a mistyped command's error names the real ones first
#: (``figs_td.cli.parser.nearest_hint``, issue 39). Word → the names it may mean.
ITALIAN_WORDS: dict[str, tuple[str, ...]] = {
    "nuovo": ("new",),
    "crea": ("new", "add"),
    "abbina": ("pair",),
    "abbinamento": ("pair", "pairings"),
    "abbinamenti": ("pairings",),
    "turno": ("pair", "pairings"),
    "turni": ("pairings",),
    "riabbina": ("repair",),
    "annulla": ("unpair",),
    "scambia": ("swap",),
    "classifica": ("standings",),
    "classifiche": ("standings",),
    "giocatori": ("players",),
    "giocatore": ("players",),
    "iscritti": ("players",),
    "risultato": ("result",),
    "risultati": ("results",),
    "stampa": ("export",),
    "stampe": ("export",),
    "esporta": ("export", "export-tsh"),
    "registro": ("log",),
    "premi": ("prizes", "prize-table"),
    "categorie": ("categories",),
    "circoli": ("clubs",),
    "squadre": ("teams",),
    "lessico": ("lexicon",),
    "lessici": ("lexicon",),
    "controlla": ("check",),
    "verifica": ("check",),
    "contestazioni": ("rulings",),
    "regole": ("rules",),
    "formulario": ("scoresheet",),
    "codici": ("codes",),
    "segnalazioni": ("reports",),
    "pubblica": ("publish",),
    "sito": ("publish",),
    "diretta": ("serve",),
    "copia": ("backup",),
    "torneo": ("tournament",),
    "fasi": ("phases",),
    "vincoli": ("constraints",),
    "tavolino": ("forfeit",),
    "tempo": ("timeloss",),
    "duplicato": ("duplicate",),
    "archivio": ("archive",),
    "federale": ("ranking",),
    # sub-commands
    "aggiungi": ("add",),
    "importa": ("import",),
    "elenca": ("list",),
    "elenco": ("list",),
    "mostra": ("show",),
    "ritira": ("withdraw",),
    "riammetti": ("reinstate",),
    "modifica": ("edit", "set"),
    "usa": ("use",),
}
