"""The *Premi* page: prize table and who wins what, categories and their standings, club
standings, team standings, and the spread cap. Every edit is one undoable service call."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from figs_td.gui.models.changes import Changes
from figs_td.gui.models.table_model import make_view
from figs_td.gui.views.views_base import Panel, button, scrolled, tab_column
from figs_td.gui.window.errors import show_error
from figs_td.plurals import plural


def _num(v: Any) -> str:
    from figs_td.gui.views.standings_view import fmt

    return fmt(v)


class PrizesPanel(Panel):
    """Premi: categories, prizes, clubs, teams (services/prizes.py, services/teams.py)."""

    watches = ("results", "rounds", "players", "standings", "tournament")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # In a scroll area: the forms are wide, the window must fit a 1024×600 screen.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        body = QWidget(objectName="prizesBody")
        outer.addWidget(scrolled(body, "prizesScroll"))
        layout = QVBoxLayout(body)
        top = QHBoxLayout()
        self.caption = QLabel(objectName="prizesCaption")
        top.addWidget(self.caption, 1)
        top.addWidget(QLabel(self.tr("Scarto massimo per partita (0 = nessuno):")))
        self.cap = QSpinBox(objectName="spreadCap", maximum=2000, singleStep=50)
        top.addWidget(self.cap)
        self.cap_button = button(self.tr("A&pplica"), "applySpreadCap", self._apply_cap)
        top.addWidget(self.cap_button)
        layout.addLayout(top)
        self.tabs = QTabWidget(objectName="prizesTabs")
        layout.addWidget(self.tabs)
        self._build_prizes()
        self._build_categories()
        self._build_clubs()
        self._build_teams()

    # -- layout ----------------------------------------------------------------------------
    def _build_prizes(self) -> None:
        v = tab_column(self.tabs, self.tr("Premi"))
        self.rule = QLabel(objectName="prizeRule", wordWrap=True)
        v.addWidget(self.rule)
        self.awards, self.awards_model = make_view(
            [self.tr("Premio"), self.tr("Descrizione"), self.tr("Euro"), self.tr("Vincitore"),
             self.tr("Pos.")],
            "prizeAwards",
        )  # fmt: skip
        v.addWidget(self.awards)
        form = QHBoxLayout()
        self.place = QSpinBox(objectName="prizePlace", minimum=1, maximum=500)
        self.category = QComboBox(objectName="prizeCategory")
        self.label = QLineEdit(objectName="prizeLabel", placeholderText=self.tr("descrizione"))
        self.label.setMaxLength(80)
        self.amount = QSpinBox(objectName="prizeAmount", maximum=1_000_000)
        self.amount.setSpecialValueText(self.tr("—"))
        self.value = QSpinBox(objectName="prizeValue", maximum=1000)
        self.value.setSpecialValueText(self.tr("—"))
        self.value.setToolTip(self.tr("Ordine di valore: 1 = il premio più prezioso"))
        # Two rows: the page fits a 1100 px window (issue 26).
        for text, w in (
            (self.tr("Posto:"), self.place),
            (self.tr("Classifica:"), self.category),
            (self.tr("Descrizione:"), self.label),
        ):
            form.addWidget(QLabel(text))
            form.addWidget(w, 1 if w is self.label else 0)
        v.addLayout(form)
        form = QHBoxLayout()
        for text, w in ((self.tr("Euro:"), self.amount), (self.tr("Ordine:"), self.value)):
            form.addWidget(QLabel(text))
            form.addWidget(w)
        form.addStretch(1)
        add = button(self.tr("A&ggiungi premio"), "addPrize", self._add_prize)
        form.addWidget(add)
        drop = button(self.tr("Togli p&remio"), "removePrize", self._remove_prize)
        form.addWidget(drop)
        v.addLayout(form)
        self.cumulative = QCheckBox(
            self.tr("Premi c&umulabili (altrimenti un solo premio per giocatore)"),
            objectName="prizeCumulative",
        )
        self.cumulative.clicked.connect(self._toggle_cumulative)
        v.addWidget(self.cumulative)
        self.shared_ties = QCheckBox(
            self.tr("Parità completa: premio &diviso (altrimenti al rating più alto, ex aequo)"),
            objectName="prizeSharedTies",
        )
        self.shared_ties.clicked.connect(self._toggle_shared_ties)
        v.addWidget(self.shared_ties)

    def _build_categories(self) -> None:
        v = tab_column(self.tabs, self.tr("Categorie"))
        self.cats, self.cats_model = make_view(
            [self.tr("Categoria"), self.tr("Tipo"), self.tr("Limiti"), self.tr("Giocatori")],
            "categoriesTable",
        )
        v.addWidget(self.cats)
        form = QFormLayout()
        self.cat_name = QLineEdit(objectName="categoryName")
        self.cat_name.setMaxLength(40)
        self.cat_kind = QComboBox(objectName="categoryKind")
        self.cat_kind.addItem(self.tr("Fascia di rating"), "band")
        self.cat_kind.addItem(self.tr("Categoria libera"), "free")
        self.cat_lo = QSpinBox(objectName="categoryLow", maximum=4000)
        self.cat_hi = QSpinBox(objectName="categoryHigh", maximum=4000)
        for s in (self.cat_lo, self.cat_hi):
            s.setSpecialValueText(self.tr("—"))
        form.addRow(self.tr("Nome:"), self.cat_name)
        form.addRow(self.tr("Tipo:"), self.cat_kind)
        form.addRow(self.tr("Da (rating o anno di nascita):"), self.cat_lo)
        form.addRow(self.tr("A (rating o anno di nascita):"), self.cat_hi)
        v.addLayout(form)
        who = QHBoxLayout()
        self.who = QLineEdit(objectName="extraPlayer", placeholderText=self.tr("giocatore"))
        self.who.setMaxLength(120)
        self.who.editingFinished.connect(self._load_player)
        self.birth = QSpinBox(objectName="extraBirthYear", maximum=2100)
        self.birth.setSpecialValueText(self.tr("—"))
        self.ticked = QLineEdit(objectName="extraCategories")
        self.ticked.setPlaceholderText(self.tr("categorie libere, separate da virgole"))
        self.ticked.setMaxLength(400)
        save_player = button(self.tr("Salva gi&ocatore"), "savePlayerExtra", self._save_player)
        for text, w in (
            (self.tr("Giocatore:"), self.who),
            (self.tr("Anno di nascita:"), self.birth),
            (self.tr("Categorie:"), self.ticked),
        ):
            who.addWidget(QLabel(text))
            who.addWidget(w)
        who.addWidget(save_player)
        v.addLayout(who)
        row = QHBoxLayout()
        add = button(self.tr("A&ggiungi categoria"), "addCategory", self._add_category)
        drop = button(self.tr("Togli &categoria"), "removeCategory", self._remove_category)
        row.addWidget(add)
        row.addWidget(drop)
        row.addStretch(1)
        row.addWidget(QLabel(self.tr("Classifica della categoria:")))
        self.cat_pick = QComboBox(objectName="categoryStandingsPick")
        self.cat_pick.currentIndexChanged.connect(lambda _i: self._fill_category_standings())
        row.addWidget(self.cat_pick)
        v.addLayout(row)
        self.cat_rows, self.cat_rows_model = make_view(
            [self.tr("Pos."), self.tr("Giocatore"), self.tr("Vittorie"), self.tr("Punti"),
             self.tr("Differenza")],
            "categoryStandings",
        )  # fmt: skip
        v.addWidget(self.cat_rows)

    def _build_clubs(self) -> None:
        v = tab_column(self.tabs, self.tr("Circoli"))
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Giocatori che contano per circolo:")))
        self.best = QSpinBox(objectName="clubBest", minimum=1, maximum=50, value=3)
        row.addWidget(self.best)
        save = button(self.tr("Salva il &numero"), "saveClubBest", self._save_best)
        row.addWidget(save)
        row.addStretch(1)
        v.addLayout(row)
        self.clubs, self.clubs_model = make_view(
            [self.tr("Pos."), self.tr("Circolo"), self.tr("Punti"), self.tr("Differenza"),
             self.tr("Giocatori che contano")],
            "clubStandings",
        )  # fmt: skip
        v.addWidget(self.clubs)

    def _build_teams(self) -> None:
        v = tab_column(self.tabs, self.tr("Squadre"))
        self.teams_page = v.parentWidget()
        self.teams_caption = QLabel(objectName="teamsCaption", wordWrap=True)
        v.addWidget(self.teams_caption)
        self.teams, self.teams_model = make_view(
            [self.tr("Pos."), self.tr("Squadra"), self.tr("Giocatori"), self.tr("Incontri"),
             self.tr("Punti incontro"), self.tr("Partite vinte"), self.tr("Differenza"),
             self.tr("Punti fatti")],
            "teamStandings",
        )  # fmt: skip
        v.addWidget(self.teams)
        row = QHBoxLayout()
        self.team_name = QLineEdit(objectName="teamName", placeholderText=self.tr("nome"))
        self.team_name.setMaxLength(60)
        self.team_members = QLineEdit(objectName="teamMembers")
        self.team_members.setPlaceholderText(
            self.tr("giocatori in ordine di scacchiera, separati da virgole")
        )
        self.team_members.setMaxLength(600)
        add = button(self.tr("A&ggiungi squadra"), "addTeam", self._add_team)
        for text, w in (
            (self.tr("Squadra:"), self.team_name),
            (self.tr("Giocatori:"), self.team_members),
        ):
            row.addWidget(QLabel(text))
            row.addWidget(w, 1)
        row.addWidget(add)
        v.addLayout(row)
        opts = QHBoxLayout()
        self.team_pairing = QComboBox(objectName="teamPairing")
        for label, value in (
            (self.tr("automatico (girone con poche squadre)"), "auto"),
            (self.tr("italo-svizzero"), "swiss"),
            (self.tr("girone all'italiana"), "round-robin"),
        ):
            self.team_pairing.addItem(label, value)
        self.team_boards = QComboBox(objectName="teamBoards")
        self.team_boards.addItem(self.tr("come indicato dalla squadra"), "fixed")
        self.team_boards.addItem(self.tr("per rating"), "rating")
        self.team_ranking = QComboBox(objectName="teamRanking")
        self.team_ranking.addItem(self.tr("partite vinte, differenza, punti fatti"), "games")
        self.team_ranking.addItem(self.tr("punti incontro, partite vinte, differenza"), "match")
        for text, w in (
            (self.tr("Abbinamento:"), self.team_pairing),
            (self.tr("Scacchiere:"), self.team_boards),
        ):
            opts.addWidget(QLabel(text))
            opts.addWidget(w)
        opts.addStretch(1)
        v.addLayout(opts)
        opts = QHBoxLayout()
        opts.addWidget(QLabel(self.tr("Classifica:")))
        opts.addWidget(self.team_ranking)
        save = button(self.tr("Salva le &opzioni"), "saveTeamOptions", self._save_team_options)
        opts.addWidget(save)
        opts.addStretch(1)
        v.addLayout(opts)

    # -- reading ---------------------------------------------------------------------------
    @property
    def _store(self) -> Any:
        assert self.session is not None
        return self.session.backend.store

    def reload(self) -> None:
        self.setEnabled(self.session is not None)
        if self.session is None:
            return
        from figs_td.services import prizes as svc

        setup = svc.prize_setup(self._store)
        self.cap.setValue(setup.spread_cap)
        # A cap per round (set from the command line): the box shows 0, the tooltip the list.
        self.cap.setToolTip(
            self.tr("Scarto massimo per turno: {0} (i turni dopo usano l'ultimo)").format(
                ", ".join(str(c) for c in setup.spread_caps)
            )
            if setup.spread_caps
            else ""
        )
        self.best.setValue(setup.club_best)
        self.cumulative.setChecked(setup.cumulative)
        self.shared_ties.setChecked(setup.ties == "shared")
        current = self.category.currentText()
        self.category.clear()
        self.category.addItem(self.tr("Assoluto"), None)
        for c in setup.categories:
            self.category.addItem(c.name, c.name)
        self.category.setCurrentIndex(max(0, self.category.findText(current)))
        self._fill_prizes()
        cats = svc.categories_of(self._store)
        self.cats_model.set_rows(
            [
                [
                    c["name"],
                    self.tr("fascia") if c["kind"] == "band" else self.tr("libera"),
                    c["description"],
                    len(c["members"]),
                ]
                for c in cats
            ]  # fmt: skip
        )
        picked = self.cat_pick.currentText()
        self.cat_pick.blockSignals(True)
        self.cat_pick.clear()
        self.cat_pick.addItems([c["name"] for c in cats])
        self.cat_pick.setCurrentIndex(max(0, self.cat_pick.findText(picked)))
        self.cat_pick.blockSignals(False)
        self._fill_category_standings()
        self._fill_clubs()
        self._fill_teams()

    def _fill_prizes(self) -> None:
        from figs_td.services import prizes as svc

        result = svc.prizes(self._store)
        self.rule.setText(self.rule_text(result.cumulative, result.ties))
        self.awards_model.set_rows(
            [
                [
                    self.prize_title(a.prize),
                    a.prize.label,
                    _euro(svc.received(a)),  # a shared award: each one's share (issue 44)
                    (svc.share_text(a) or (a.name + (" (ex aequo)" if a.tied else "")))
                    if a.player_id is not None
                    else self.tr("non assegnato"),
                    a.rank,
                ]
                for a in result.awards
            ],  # fmt: skip
            data=[(a.prize.place, a.prize.category) for a in result.awards],
        )
        n = len(result.awards)
        self.caption.setText(
            plural(n, self.tr("1 premio in tabella"), self.tr("{0} premi in tabella"))
        )

    def prize_title(self, prize: Any) -> str:
        """"1° assoluto", "2° Under 18": the place and the standings, in the window's language."""
        if prize.category is None:
            return self.tr("{0}° assoluto").format(prize.place)
        return self.tr("{0}° {1}").format(prize.place, prize.category)

    def rule_text(self, cumulative: bool, ties: str = "rating") -> str:
        """How the prizes go, in the window's language: the standings' order of this kind of
        event (a duplicate's: total score, then tops; never Buchholz) and the prize rule."""
        assert self.session is not None
        backend = self.session.backend
        if backend.info().system == "duplicato":
            order = self.tr(
                "Ordine della classifica: somma dei punteggi, poi numero di top trovati."
            )
        else:
            from figs_td.core.standings.table import TIEBREAK_LABELS, resolve_tiebreaks

            chain = ", ".join(
                QCoreApplication.translate("_ResultsPage", TIEBREAK_LABELS.get(k, k))
                for k in resolve_tiebreaks(backend.info().tiebreaks)
            )
            if ties == "shared":
                order = self.tr(
                    "Ordine della classifica: {0}; a parità completa i premi dei posti in parità "
                    "si sommano e si dividono in parti uguali tra i giocatori in parità (ex aequo, "
                    "premio diviso)."
                ).format(chain)
            else:
                order = self.tr(
                    "Ordine della classifica: {0}; a parità completa, rating e ordine d'iscrizione."
                ).format(chain)
        mode = (
            self.tr("Premi cumulabili.")
            if cumulative
            else self.tr(
                "Un solo premio per giocatore (il più alto; quello lasciato passa al successivo)."
            )
        )
        return f"{order} {mode}"

    def _fill_category_standings(self) -> None:
        name = self.cat_pick.currentText()
        if self.session is None or not name:
            self.cat_rows_model.set_rows([])
            return
        from figs_td.services import prizes as svc

        _cat, rows = svc.standings_by_category(self._store, name)
        self.cat_rows_model.set_rows(
            [
                [r.final_place, r.name, _num(r.wins), r.tournament_points, f"{r.spread:+d}"]
                for r in rows
            ]
        )

    def _fill_clubs(self) -> None:
        from figs_td.services import prizes as svc

        best, rows = svc.clubs(self._store)
        self.clubs_model.set_rows(
            [
                [
                    c.rank,
                    c.club,
                    c.tournament_points,
                    f"{c.spread:+d}",
                    ", ".join(r.name for r in c.players),
                ]
                for c in rows
            ]  # fmt: skip
        )

    def _fill_teams(self) -> None:
        from figs_td.core.model import System
        from figs_td.services import teams as svc

        teams, opts = svc.list_teams(self._store)
        assert self.session is not None
        backend = self.session.backend
        is_team_event = backend.info().system is System.TEAMS
        self.tabs.setTabEnabled(self.tabs.indexOf(self.teams_page), bool(teams) or is_team_event)
        if not teams:
            self.teams_model.set_rows([])
            self.teams_caption.setText(self.tr("Nessuna squadra iscritta."))
            return
        for box, value in (
            (self.team_pairing, opts.pairing),
            (self.team_boards, opts.boards),
            (self.team_ranking, opts.ranking),
        ):
            box.setCurrentIndex(max(0, box.findData(value)))
        label = self.tr("partite vinte") if opts.ranking == "games" else self.tr("punti incontro")
        self.teams_caption.setText(
            self.tr("{0}; classifica per {1}").format(
                plural(len(teams), self.tr("1 squadra"), self.tr("{0} squadre")), label
            )
        )
        names = {p.id: p.name for p in backend.state().players}
        _ranking, rows = svc.team_standings(self._store)
        self.teams_model.set_rows(
            [
                [
                    r.rank,
                    r.name,
                    ", ".join(names.get(m, "") for m in r.members),
                    r.matches,
                    r.match_points,
                    _num(r.games_won),
                    f"{r.spread:+d}",
                    r.points,
                ]
                for r in rows
            ]  # fmt: skip
        )

    # -- editing (each edit undoable) ------------------------------------------------------
    def _edit(self, text: str, do: Callable[[], Any], undo: Callable[[], Any]) -> None:
        if self.session is None:
            return
        backend = self.session.backend

        def wrap(fn: Callable[[], Any]) -> Callable[[], Changes]:
            def run() -> Changes:
                fn()
                backend.refresh()  # the standings depend on the settings (spread cap)
                return Changes(tournament=True, standings=True)

            return run

        try:
            self.session.execute(text, wrap(do), wrap(undo))
        except Exception as exc:  # noqa: BLE001 - an Italian message, nothing saved
            show_error(self, exc)

    def _change(self, text: str, setter: Callable[..., Any], old: Any, new: Any) -> None:
        """One setting from ``old`` to ``new`` (``setter(store, value, actor=…)``), undoable."""
        self._edit(
            text,
            lambda: setter(self._store, new, actor="gui"),
            lambda: setter(self._store, old, actor="gui"),
        )

    def _snapshot(self) -> Any:
        from figs_td.services import prizes as svc

        return svc.prize_setup(self._store)

    def _restore_table(self, setup: Any) -> Callable[[], Any]:
        from figs_td.services import prizes as svc

        return lambda: svc.set_prize_table(
            self._store, setup.table, cumulative=setup.cumulative, actor="gui"
        )

    def _add_prize(self) -> None:
        from figs_td.core.standings.prizes import Prize
        from figs_td.services import prizes as svc

        before = self._snapshot()
        amount = self.amount.value() or None
        prize = Prize(
            self.place.value(),
            self.category.currentData(),
            self.label.text().strip(),
            amount,
            self.value.value() or None,
        )
        self._edit(
            self.tr("aggiunta del premio"),
            lambda: svc.add_prize(self._store, prize, actor="gui"),
            self._restore_table(before),
        )

    def _remove_prize(self) -> None:
        from figs_td.services import prizes as svc

        rows = self.awards.selectionModel().selectedRows()
        if not rows:
            return
        place, category = self.awards_model.data_[rows[0].row()]
        before = self._snapshot()
        self._edit(
            self.tr("rimozione del premio"),
            lambda: svc.remove_prize(self._store, place, category, actor="gui"),
            self._restore_table(before),
        )

    def _toggle_cumulative(self, checked: bool) -> None:
        from figs_td.services import prizes as svc

        self._change(self.tr("premi cumulabili"), svc.set_cumulative, not checked, checked)

    def _toggle_shared_ties(self, checked: bool) -> None:
        from figs_td.services import prizes as svc

        old, new = ("rating", "shared") if checked else ("shared", "rating")
        self._change(self.tr("premio diviso a parità"), svc.set_ties, old, new)

    def _add_category(self) -> None:
        from figs_td.core.standings.categories import Category
        from figs_td.services import prizes as svc

        lo, hi = self.cat_lo.value() or None, self.cat_hi.value() or None
        kind = self.cat_kind.currentData()
        name = self.cat_name.text()
        if kind == "band":
            cat = Category(name, "band", min_rating=lo, max_rating=hi)
        else:
            cat = Category(name, "free", born_from=lo, born_to=hi)
        before = self._snapshot().categories
        self._edit(
            self.tr("aggiunta della categoria"),
            lambda: svc.add_category(self._store, cat, actor="gui"),
            lambda: svc.set_categories(self._store, before, actor="gui"),
        )

    def _remove_category(self) -> None:
        from figs_td.services import prizes as svc

        rows = self.cats.selectionModel().selectedRows()
        if not rows:
            return
        name = self.cats_model.text(rows[0].row(), 0)
        before = self._snapshot().categories
        self._edit(
            self.tr("rimozione della categoria"),
            lambda: svc.remove_category(self._store, name, actor="gui"),
            lambda: svc.set_categories(self._store, before, actor="gui"),
        )

    def _save_best(self) -> None:
        from figs_td.services import prizes as svc

        old, new = self._snapshot().club_best, self.best.value()
        self._change(self.tr("giocatori per circolo"), svc.set_club_best, old, new)

    def _apply_cap(self) -> None:
        from figs_td.services import prizes as svc

        snap = self._snapshot()
        old, new = snap.spread_caps or snap.spread_cap, self.cap.value()
        self._change(self.tr("scarto massimo per partita"), svc.set_spread_cap, old, new)

    def _load_player(self) -> None:
        """Show the birth year and ticked categories of the player typed in."""
        from figs_td.services import prizes as svc

        text = self.who.text().strip()
        if self.session is None or not text:
            return
        try:
            _pid, _name, extra = svc.player_extra(self._store, text)
        except ValueError:
            return  # not (yet) a unique name: the save button says why
        self.birth.setValue(extra.birth_year or 0)
        self.ticked.setText(", ".join(sorted(extra.categories)))

    def _save_player(self) -> None:
        from figs_td.core.standings.categories import PlayerExtra
        from figs_td.services import prizes as svc

        try:
            pid, _name, before = svc.player_extra(self._store, self.who.text())
        except ValueError as exc:
            show_error(self, exc)
            return
        cats = frozenset(
            c.strip() for c in self.ticked.text().replace(";", ",").split(",") if c.strip()
        )
        after = PlayerExtra(self.birth.value() or None, cats)
        self._edit(
            self.tr("categorie del giocatore"),
            lambda: svc.put_player_extra(self._store, pid, after, actor="gui"),
            lambda: svc.put_player_extra(self._store, pid, before, actor="gui"),
        )

    def _add_team(self) -> None:
        from figs_td.services import teams as svc

        name = self.team_name.text()
        members = [m.strip() for m in self.team_members.text().split(",") if m.strip()]
        before, _opts = svc.list_teams(self._store)
        self._edit(
            self.tr("aggiunta della squadra"),
            lambda: svc.add_team(self._store, name, members, actor="gui"),
            lambda: svc.set_teams(self._store, before, actor="gui"),
        )

    def _save_team_options(self) -> None:
        from figs_td.services import teams as svc

        _teams, before = svc.list_teams(self._store)
        pairing, ranking = self.team_pairing.currentData(), self.team_ranking.currentData()
        boards = self.team_boards.currentData()
        new_boards = boards if boards != before.boards else None  # fixed once round 1 is paired
        self._edit(
            self.tr("opzioni delle squadre"),
            lambda: svc.set_team_options(
                self._store, pairing=pairing, boards=new_boards, ranking=ranking, actor="gui"
            ),
            lambda: svc.set_team_options(
                self._store,
                pairing=before.pairing,
                boards=before.boards if new_boards else None,
                ranking=before.ranking,
                actor="gui",
            ),
        )


def _euro(value: object) -> object:
    """A whole amount as it is; a share with cents as "53,33"."""
    from fractions import Fraction

    if isinstance(value, Fraction):
        return f"{float(value):.2f}".replace(".", ",")
    return value
