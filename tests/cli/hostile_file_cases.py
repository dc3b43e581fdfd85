"""Hostile files of the corpus (``test_hostile_inputs.py``): spreadsheets, TSH, scoresheets,
word lists, tournament files, usage errors — all made here, never committed."""

from __future__ import annotations

from pathlib import Path

from hostile_cases import Case
from hostile_files import (
    hunspell_bomb,
    xlsx,
    xlsx_bomb,
    xlsx_declared_huge,
    xlsx_far_row,
    xlsx_sheet_bomb,
)

from figs_td.cli import main


def file_cases() -> list[Case]:
    imp = ("players", "import", "t.figs")
    res = ("results", "t.figs", "--round", "1")
    tsh = ("import-tsh", "s.t", "new.figs")
    lex = ("lexicon", "import")
    two = "Bianchi, Anna 1500 1; 300\n"
    return [
        # players, CSV
        Case(
            "csv-header-only",
            (*imp, "p.csv"),
            r"nessun giocatore nel file",
            {"p.csv": b"cognome;nome;rating\n"},
        ),
        Case("csv-empty", (*imp, "p.csv"), r"il file è vuoto", {"p.csv": b""}),
        Case(
            "csv-field-limit",
            (*imp, "p.csv"),
            r"campo troppo lungo",
            {"p.csv": b"nome\n" + b"a" * 200_000 + b"\n"},
        ),
        Case(
            "csv-nul", (*imp, "p.csv"), r"non è un file di testo", {"p.csv": b"nome\nRos\x00si\n"}
        ),
        Case(
            "csv-columns",
            (*imp, "p.csv"),
            r"troppe colonne",
            {"p.csv": b"nome" + b";x" * 300 + b"\n"},
        ),
        Case(
            "csv-rating-words",
            (*imp, "p.csv"),
            r"'alto' non è un rating",
            {"p.csv": b"nome;rating\nRossi;alto\n"},
        ),
        Case(
            "csv-rating-underscore",
            (*imp, "p.csv"),
            r"'1_650' non è un rating",
            {"p.csv": b"nome;rating\nGialli;1_650\n"},
        ),
        Case(
            "csv-rating-huge",
            (*imp, "p.csv"),
            r"non è un rating",
            {"p.csv": b"nome;rating\nGialli;" + b"9" * 40 + b"\n"},
        ),
        Case(
            "csv-rating-range",
            (*imp, "p.csv"),
            r"troppo alto",
            {"p.csv": b"nome;rating\nGialli;99999\n"},
        ),
        Case(
            "csv-duplicate-cyrillic",
            (*imp, "p.csv"),
            r"già iscritto: Rossi Mario",
            {"p.csv": "cognome;nome\nRоssi;Mario\n".encode()},
        ),
        Case(
            "csv-duplicate-zero-width",
            (*imp, "p.csv"),
            r"già iscritto: Rossi Mario",
            {"p.csv": "cognome;nome\nRos\u200bsi;Mario\n".encode()},
        ),
        Case(
            "csv-duplicate-fullwidth",
            (*imp, "p.csv"),
            r"già iscritto: Rossi Mario",
            {"p.csv": "cognome;nome\nＲｏｓｓｉ;Mario\n".encode()},
        ),
        Case(
            "csv-duplicate-greek",
            (*imp, "p.csv"),
            r"ripetuto",
            {"p.csv": "cognome;nome\nGialli;Paolo\nGiαlli;Paolo\n".encode()},
        ),
        Case(
            "csv-cp1252-garbage",
            (*imp, "p.csv"),
            r"intestazione non riconosciuta",
            {"p.csv": (bytes(range(0x80, 0x100)) + b"\n") * 20},
        ),
        Case("csv-missing", (*imp, "nope.csv"), r"nope.csv: file non trovato"),
        Case("csv-directory", (*imp, "d.csv"), r"'d.csv'.*cartella", {"d.csv": None}),
        Case(
            "xls-old",
            (*imp, "p.xls"),
            r"formato .xls non supportato",
            {"p.xls": b"\xd0\xcf\x11\xe0junk"},
        ),
        # players, XLSX
        Case(
            "xlsx-declared-huge",
            (*imp, "p.xlsx"),
            r"A1:XFD1048576.*al massimo 100000 righe",
            {"p.xlsx": xlsx_declared_huge()},
        ),
        Case("xlsx-far-row", (*imp, "p.xlsx"), r"riga 1048576", {"p.xlsx": xlsx_far_row()}),
        Case(
            "xlsx-far-column",
            (*imp, "p.xlsx"),
            r"colonna 16384",
            {"p.xlsx": xlsx([(1, ["nome"])], dimension="A1:XFD2")},
        ),
        Case(
            "xlsx-zip-bomb",
            (*imp, "p.xlsx"),
            r"troppo grande una volta decompresso",
            {"p.xlsx": xlsx_bomb(400)},
        ),
        Case(
            "xlsx-sheet-bomb",
            (*imp, "p.xlsx"),
            r"compressa in modo anomalo",
            {"p.xlsx": xlsx_sheet_bomb(60)},
        ),
        Case(
            "xlsx-not-zip",
            (*imp, "p.xlsx"),
            r"file Excel illeggibile",
            {"p.xlsx": b"not a zip at all"},
        ),
        Case("xlsx-empty", (*imp, "p.xlsx"), r"file Excel illeggibile", {"p.xlsx": b""}),
        Case(
            "xlsx-bad-xml",
            (*imp, "p.xlsx"),
            r"illeggibile",
            {"p.xlsx": xlsx([], raw_sheet="<worksheet><sheetData><row")},
        ),
        Case(
            "xlsx-header-only",
            (*imp, "p.xlsx"),
            r"nessun giocatore nel file",
            {"p.xlsx": xlsx([(1, ["cognome", "nome"])])},
        ),
        Case(
            "xlsx-rating",
            (*imp, "p.xlsx"),
            r"'1_650' non è un rating",
            {"p.xlsx": xlsx([(1, ["nome", "rating"]), (2, ["Gialli", "1_650"])])},
        ),
        Case(
            "xlsx-duplicate-cyrillic",
            (*imp, "p.xlsx"),
            r"già iscritto",
            {"p.xlsx": xlsx([(1, ["cognome", "nome"]), (2, ["Rоssi", "Mario"])])},
        ),
        # results of a round
        Case(
            "results-header-only",
            (*res, "r.csv"),
            r"nessun risultato nel file",
            {"r.csv": b"tavolo;primo;secondo\n"},
        ),
        Case(
            "results-score-huge",
            (*res, "r.csv"),
            r"troppo alto",
            {"r.csv": b"tavolo;primo;secondo\n1;99999;300\n"},
        ),
        Case(
            "results-table-zero",
            (*res, "r.csv"),
            r"valore 0 non valido",
            {"r.csv": b"tavolo;primo;secondo\n0;400;300\n"},
        ),
        Case(
            "results-table-twice",
            (*res, "r.csv"),
            r"tavolo 1 ripetuto",
            {"r.csv": b"tavolo;primo;secondo\n1;400;300\n1;410;300\n"},
        ),
        Case(
            "results-underscore",
            (*res, "r.csv"),
            r"'4_12' non è",
            {"r.csv": b"tavolo;primo;secondo\n1;4_12;300\n"},
        ),
        Case(
            "results-xlsx-bomb",
            (*res, "r.xlsx"),
            r"troppo grande una volta decompresso",
            {"r.xlsx": xlsx_bomb(200)},
        ),
        Case("results-missing", (*res, "nope.csv"), r"nope.csv: file non trovato"),
        # TSH
        Case(
            "tsh-score-huge",
            tsh,
            r"punteggio 99999",
            {"s.t": b"Rossi, Mario 1600 2; 99999\n" + two.encode()},
        ),
        Case(
            "tsh-same-table",
            tsh,
            r"tavolo 1 assegnato a due partite",
            {
                "s.t": b"A, A 1500 2; 400; board 1\nB, B 1500 1; 300; board 1\nC, C 1500 4; 400; board 1\nD, D 1500 3; 300; board 1\n"
            },
        ),
        Case(
            "tsh-both-first",
            tsh,
            r"entrambi i giocatori iniziano",
            {"s.t": b"A, A 1500 2; 400; p12 1\nB, B 1500 1; 300; p12 1\n"},
        ),
        Case(
            "tsh-nobody-first",
            tsh,
            r"nessuno dei due inizia",
            {"s.t": b"A, A 1500 2; 400; p12 2\nB, B 1500 1; 300; p12 2\n"},
        ),
        Case(
            "tsh-p12-value",
            tsh,
            r"campo p12",
            {"s.t": b"A, A 1500 2; 400; p12 9\nB, B 1500 1; 300\n"},
        ),
        Case(
            "tsh-board-word",
            tsh,
            r"campo board: valore non valido 'uno'",
            {"s.t": b"A, A 1500 2; 400; board uno\nB, B 1500 1; 300\n"},
        ),
        Case(
            "tsh-rating-abc",
            tsh,
            r"il rating dopo il nome non è un numero: 'abc'",
            {"s.t": b"Rossi, Mario abc 2; 400\n" + two.encode()},
        ),
        Case(
            "tsh-rating-range",
            tsh,
            r"rating 99999 fuori",
            {"s.t": b"Rossi, Mario 99999 2; 400\n" + two.encode()},
        ),
        Case(
            "tsh-score-word",
            tsh,
            r"punteggio non valido: 'x'",
            {"s.t": b"Rossi, Mario 1600 2; x\n" + two.encode()},
        ),
        Case(
            "tsh-negative",
            tsh,
            r"punteggio negativo",
            {"s.t": b"A, A 1500 2; -5\nB, B 1500 1; -7\n"},
        ),
        Case(
            "tsh-opponent",
            tsh,
            r"avversario 9 inesistente",
            {"s.t": b"A, A 1500 9; 400\nB, B 1500 1; 300\n"},
        ),
        Case(
            "tsh-asymmetric",
            tsh,
            r"non ha questo giocatore",
            {"s.t": b"A, A 1500 2; 400\nB, B 1500 0; 300\n"},
        ),
        Case("tsh-no-rating", tsh, r"manca il rating", {"s.t": b"Rossi Mario\n"}),
        Case("tsh-empty", tsh, r"nessun giocatore nel file TSH", {"s.t": b""}),
        Case("tsh-missing", ("import-tsh", "nope.t", "new.figs"), r"'nope.t' non trovato"),
        Case("tsh-directory", ("import-tsh", "d.t", "new.figs"), r"'d.t'.*cartella", {"d.t": None}),
        Case(
            "tsh-dest-exists",
            ("import-tsh", "s.t", "t.figs"),
            r"esiste già",
            {"s.t": b"A, A 1500 2; 400\n" + two.encode()},
        ),
        # scoresheets
        Case(
            "json-typo-ende",
            ("scoresheet", "g.json"),
            r"chiave sconosciuta: 'ende' \(forse 'end'\?\)",
            {"g.json": b'{"players": ["A", "B"], "turns": [], "ende": {"racks": ["A", ""]}}'},
        ),
        Case(
            "json-turn-key",
            ("scoresheet", "g.json"),
            r"campi sconosciuti: wrod",
            {"g.json": b'{"players": ["A", "B"], "turns": [{"kind": "pass", "wrod": "X"}]}'},
        ),
        Case(
            "json-end-key",
            ("scoresheet", "g.json"),
            r"chiave sconosciuta: 'rack'",
            {"g.json": b'{"players": ["A", "B"], "turns": [], "end": {"rack": ["", ""]}}'},
        ),
        Case(
            "json-challenge-key",
            ("scoresheet", "g.json"),
            r"chiave sconosciuta: 'vaild'",
            {
                "g.json": b'{"players": ["A", "B"], "turns": [{"kind": "play", "move": "8H CASA", "challenge": {"vaild": true}}]}'
            },
        ),
        Case(
            "json-deep",
            ("scoresheet", "g.json"),
            r"annidato troppo in profondità",
            {"g.json": b"[" * 100_000 + b"]" * 100_000},
        ),
        Case(
            "json-deep-object",
            ("scoresheet", "g.json"),
            r"annidato troppo in profondità",
            {"g.json": b'{"a":' * 5000 + b"1" + b"}" * 5000},
        ),
        Case(
            "json-too-big",
            ("scoresheet", "g.json"),
            r"troppo grande",
            {"g.json": b'{"players": ["A", "B"], "meta": {"x": "' + b"a" * 2_000_000 + b'"}}'},
        ),
        Case(
            "json-broken",
            ("scoresheet", "g.json"),
            r"JSON non valido alla riga 1, colonna \d+: serve il nome di una chiave",
            {"g.json": b'{"players": ["A", "B"], }'},
        ),
        Case(
            "json-not-utf8",
            ("scoresheet", "g.json"),
            r"non è testo UTF-8",
            {"g.json": b'{"players": ["\xe8", "B"]}'},
        ),
        Case(
            "json-score-huge",
            ("scoresheet", "g.json"),
            r"fuori dall'intervallo",
            {
                "g.json": b'{"players": ["A", "B"], "turns": [{"kind": "play", "move": "8H CASA", "score": 100000000000000000000}]}'
            },
        ),
        Case(
            "json-player-escape",
            ("scoresheet", "g.json"),
            r"sequenza di controllo",
            {"g.json": b'{"players": ["A\\u001b[2J", "B"], "turns": []}'},
        ),
        Case("json-empty", ("scoresheet", "g.json"), r"il file è vuoto", {"g.json": b""}),
        Case("json-directory", ("scoresheet", "d.json"), r"cartella", {"d.json": None}),
        Case("json-missing", ("scoresheet", "nope.json"), r"'nope.json'.*non esiste"),
        Case(
            "gcg-score-huge",
            ("scoresheet", "g.gcg"),
            r"GCG, riga 3",
            {"g.gcg": b"#player1 A A\n#player2 B B\n>A: ABC 8H CAB +99999999999999999999 10\n"},
        ),
        Case(
            "gcg-bad-line",
            ("scoresheet", "g.gcg"),
            r"GCG, riga 3",
            {"g.gcg": b"#player1 A A\n#player2 B B\n>A ABC 8H CAB\n"},
        ),
        Case(
            "gcg-player-escape",
            ("scoresheet", "g.gcg"),
            r"GCG, riga 1: #player1: contiene una sequenza di controllo",
            {"g.gcg": b"#player1 A Ann\x1b[2Ja\n#player2 B B\n"},
        ),
        # files that cannot be read
        *[
            Case(
                f"denied-{name}",
                argv,
                rf"'?[^ ]*{name}'?: permesso negato",
                {name: content},
                deny=name,
            )
            for name, argv, content in (
                ("p.csv", (*imp, "p.csv"), b"nome\nGialli\n"),
                ("p.xlsx", (*imp, "p.xlsx"), xlsx([(1, ["nome"]), (2, ["Gialli"])])),
                ("r.csv", (*res, "r.csv"), b"tavolo;primo;secondo\n1;400;300\n"),
                ("s.t", tsh, b"A, A 1500 2; 400\n" + two.encode()),
                ("g.json", ("scoresheet", "g.json"), b'{"players": ["A", "B"], "turns": []}'),
                ("w.txt", (*lex, "w.txt", "--name", "w"), b"casa\n"),
            )
        ],
        # word lists
        Case(
            "lexicon-clash",
            (*lex, "w.txt", "--name", "ZINGARELLI-2026", "--no-use"),
            r"coincide con quello del lessico già importato 'Zingarelli 2026'",
            {"w.txt": b"mela\n"},
            setup=lambda d: _lexicon(d, "Zingarelli 2026"),
        ),
        Case(
            "lexicon-clash-case",
            (*lex, "w.txt", "--name", "zingarelli 2026"),
            r"coincide",
            {"w.txt": b"mela\n"},
            setup=lambda d: _lexicon(d, "Zingarelli 2026"),
        ),
        Case(
            "lexicon-reserved",
            (*lex, "w.txt", "--name", "Lessico libero (LibreOffice it_IT) — non ufficiale"),
            r"riservato al lessico libero",
            {"w.txt": b"mela\n"},
        ),
        Case(
            "lexicon-hunspell-bomb",
            (*lex, "b.dic", "--name", "bomba"),
            r"più di 100000 forme dalla sola radice",
            {"b.aff": hunspell_bomb()[0], "b.dic": hunspell_bomb()[1]},
        ),
        Case(
            "lexicon-aff-missing",
            (*lex, "x.dic", "--name", "x"),
            r"manca il file",
            {"x.dic": b"1\ncasa\n"},
        ),
        Case(
            "lexicon-aff-bad",
            (*lex, "x.dic", "--name", "x"),
            r"x.aff, riga 2",
            {"x.dic": b"1\ncasa/A\n", "x.aff": b"SFX A Y 1\nSFX A 0 e [a\n"},
        ),
        Case(
            "lexicon-no-words",
            (*lex, "w.txt", "--name", "vuoto"),
            r"nessuna parola valida",
            {"w.txt": b"# solo commenti\n\n"},
        ),
        Case(
            "lexicon-only-long",
            (*lex, "w.txt", "--name", "lunghe"),
            r"non sembra un elenco di parole: righe che non sono parole 1 su 1",
            {"w.txt": b"a" * 60_000 + b"\n"},
        ),
        Case(
            "lexicon-name-escape",
            (*lex, "w.txt", "--name", "Zinga\x1b[2Jrelli"),
            r"sequenza di controllo",
            {"w.txt": b"mela\n"},
        ),
        Case(
            "lexicon-name-empty",
            (*lex, "w.txt", "--name", "  "),
            r"manca il nome del lessico",
            {"w.txt": b"mela\n"},
        ),
        Case("lexicon-missing", (*lex, "nope.txt", "--name", "x"), r"non trovato: nope.txt"),
        Case("lexicon-directory", (*lex, "d.txt", "--name", "x"), r"cartella", {"d.txt": None}),
        Case(
            "lexicon-use-unknown", ("lexicon", "use", "nessuno"), r"lessico 'nessuno' sconosciuto"
        ),
        Case(
            "check-move-value",
            ("check", "--move-value", "1_0", "CASA"),
            r"'1_0' non è un numero intero",
        ),
        Case(
            "check-round-words-first",
            ("check", "CASA", "--round", "9" * 30),
            r"--round: numero troppo grande",
        ),
        Case(
            "scoresheet-round",
            ("scoresheet", "g.json", "--round", "1_2"),
            r"--round: '1_2' non è un numero intero",
            {"g.json": b'{"players": ["A", "B"], "turns": []}'},
        ),
        # rules commands
        Case("rules-unknown-action", ("rules", "punteggio"), r"valore 'punteggio' non ammesso"),
        Case(
            "rules-profile",
            ("rules", "finish", "300", "200", "--profile", "figs-1999"),
            r"figs-1999",
        ),
        Case(
            "rules-flagged",
            ("rules", "finish", "300", "200", "--flagged", "7"),
            r"--flagged: valore 7 non ammesso",
        ),
        Case("set-rule-unknown", ("tournament", "set", "t.figs", "--rule", "tempo=25"), r"tempo"),
        Case(
            "set-profile-unknown",
            ("tournament", "set", "t.figs", "--profile", "figs-1999"),
            r"figs-1999",
        ),
        # usage errors
        Case("usage-missing-args", ("new",), r"mancano gli argomenti: FILE, --name, --system"),
        Case(
            "usage-unknown-option",
            ("players", "list", "t.figs", "--colore"),
            r"argomenti non riconosciuti: --colore",
        ),
        Case(
            "usage-bad-choice",
            ("new", "n.figs", "--name", "N", "--system", "italo-svizzero", "--profile", "figs-99"),
            r"--profile: valore 'figs-99' non ammesso",
        ),
        Case("usage-no-value", ("result", "t.figs", "--round"), r"--round: manca il valore"),
        Case("usage-unknown-command", ("giocatori",), r"il comando 'giocatori' non esiste"),
        Case(
            "usage-exclusive",
            (
                "forfeit",
                "t.figs",
                "--round",
                "1",
                "--table",
                "1",
                "--absent",
                "Rossi",
                "--both-absent",
            ),
            r"non va con",
        ),
        # tournament files
        *[
            Case(f"figs-{what}-{cmd[0]}", (*cmd[:1], path, *cmd[1:]), expect, files)
            for what, path, expect, files in (
                ("empty", "e.figs", r"'e.figs' è vuoto: non è un file di torneo", {"e.figs": b""}),
                ("directory", "d.figs", r"'d.figs' è una cartella", {"d.figs": None}),
                ("missing", "nope.figs", r"'nope.figs' non esiste", {}),
                ("text", "x.figs", r"'x.figs' non è un file di torneo", {"x.figs": b"hello"}),
                (
                    "truncated",
                    "x.figs",
                    r"danneggiato|non è un file di torneo",
                    {"x.figs": b"SQLite format 3\x00" + b"\x00" * 80},
                ),
            )
            for cmd in (("standings",), ("log",), ("pairings", "--round", "1"))
        ],
        Case("figs-missing-folder", ("players", "list", "nessuna/t.figs"), r"non esiste"),
        Case(
            "new-missing-folder",
            ("new", "nessuna/n.figs", "--name", "N", "--system", "girone"),
            r"la cartella di 'nessuna/n.figs' non esiste",
        ),
        Case("new-exists", ("new", "t.figs", "--name", "N", "--system", "girone"), r"esiste già"),
        Case(
            "new-name-escape",
            ("new", "n.figs", "--name", "T\x1b[2J", "--system", "girone"),
            r"sequenza di controllo",
        ),
        Case(
            "export-missing-folder",
            ("export", "t.figs", "standings", "--output", "nessuna/c.pdf"),
            r"nessuna/c.pdf.*non esiste",
        ),
        Case(
            "tampered-system",
            ("standings", "t.figs"),
            r"contiene dati non validi: tabella tournament, riga 1 \(colonna system: valore 'zzz' "
            r"non ammesso",
            setup=lambda d: _tamper(d, "UPDATE tournament SET system = 'zzz'"),
        ),
        Case(
            "tampered-settings",
            ("standings", "t.figs"),
            r"contiene dati non validi: tabella tournament, riga 1 \(colonna tiebreaks: JSON non "
            r"valido alla riga 1, colonna 2: serve il nome di una chiave",
            setup=lambda d: _tamper(d, "UPDATE tournament SET tiebreaks = '{broken'"),
        ),
        Case(
            "tampered-result-settings",
            ("standings", "t.figs"),
            r"tabella tournament, riga 1 \(colonna result_settings: impostazioni dei risultati "
            r"non valide \(chiavi sconosciute: x\)",
            setup=lambda d: _tamper(d, """UPDATE tournament SET result_settings = '{"x": 1}'"""),
        ),
        Case(
            "tampered-game-kind",
            ("standings", "t.figs"),
            r"contiene dati non validi: tabella game, riga 1 \(colonna kind: tipo di partita "
            r"sconosciuto 'zzz'\)",
            setup=lambda d: _tamper(d, "UPDATE game SET kind = 'zzz'"),
        ),
        Case(
            "tampered-settings-array",
            ("players", "list", "t.figs"),
            r"tabella tournament, riga 1 \(colonna settings: JSON non valido alla riga 1, "
            r"colonna 5: manca una virgola",
            setup=lambda d: _tamper(d, "UPDATE tournament SET settings = '[1,2'"),
        ),
    ]


def _lexicon(folder: Path, name: str) -> None:
    (folder / "z.txt").write_bytes(b"casa\ncane\n")
    assert main(["lexicon", "import", str(folder / "z.txt"), "--name", name]) == 0
    (folder / "z.txt").unlink()


def _tamper(folder: Path, sql: str) -> None:
    import sqlite3

    con = sqlite3.connect(folder / "t.figs")
    with con:
        con.execute(sql)
    con.close()
