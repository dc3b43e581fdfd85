"""The backend's use cases at the arbiter's desk: scoresheets (read, write, evaluate, attach),
the word list of the tournament and the rulings."""

from __future__ import annotations

from typing import Any

from figs_td.gui.backend.use_case_base import _ACTOR, Progress
from figs_td.gui.models.changes import Changes


class ArbiterCalls:
    """The scoresheets', word list's and rulings' use cases of :class:`~figs_td.gui.backend.backend.Backend`."""

    # ------------------------------------------------------------------ scoresheets
    def scoresheet_for(self, round_no: int, table: int) -> Any:
        """The record attached to the game, or a new one with the table's two players."""
        from figs_td.core.game.scoresheet import GameRecord
        from figs_td.services import scoresheets as svc

        record = svc.load_scoresheet(self.store, round_no, table)
        if record is not None:
            return record
        game = self.game(round_no, table)
        if game.second is None:
            from figs_td.errors import InputError

            raise InputError(f"turno {round_no}, tavolo {table}: è un riposo, non c'è partita")
        names = self.player_names()
        return GameRecord(
            players=(names[game.first], names[game.second]),
            meta={"round": str(round_no), "table": str(table)},
        )

    def evaluate_record(self, record: Any) -> Any:
        from figs_td.services import scoresheets as svc

        return svc.evaluate_record(record, self.profile())

    def read_record(self, path: str) -> Any:
        from figs_td.services import scoresheets as svc

        return svc.read_record(path)

    def write_record(self, record: Any, path: str) -> None:
        from figs_td.services import scoresheets as svc

        svc.write_record(record, path)

    @staticmethod
    def make_turn(
        *,
        kind: str,
        move: str,
        declared: str,
        tiles: int | None,
        challenged: bool,
        challenge_words: str,
        challenge_valid: bool,
    ) -> Any:
        """A scoresheet line from what the director typed (the core checks it on evaluation)."""
        from figs_td.core.game.scoresheet import Challenge, Turn, TurnKind, play_turn
        from figs_td.errors import InputError

        text = declared.strip()
        if text and not text.isdigit():
            raise InputError(f"punti dichiarati non validi: '{text}'")
        if kind != "play":
            return Turn(TurnKind(kind), tiles=tiles if kind == "exchange" else None)
        challenge = None
        if challenged:
            words = tuple(w for w in challenge_words.replace(",", " ").split() if w)
            challenge = Challenge(words=words, valid=challenge_valid)
        # The core reads every notation (8F MICIO, MICIO 8F, F8 orizz. MICIO) with its messages.
        return play_turn(move, int(text) if text else None, challenge)

    @staticmethod
    def with_end(
        record: Any,
        *,
        racks: tuple[str, str],
        overtime_s: tuple[int, int] = (0, 0),
        base_left_s: tuple[int, int] = (0, 0),
        flagged: int | None = None,
    ) -> Any:
        """The record with its end state (racks, clocks, flag) as typed; the core checks it."""
        import dataclasses

        from figs_td.core.game.scoresheet import EndState

        end = EndState(racks=racks, overtime_s=overtime_s, flagged=flagged, base_left_s=base_left_s)
        return dataclasses.replace(record, end=end)

    def attach_scoresheet(self, round_no: int, table: int, record: Any) -> Changes:
        seen = self._seen_version(round_no, table)
        self._drop_games(round_no)
        from figs_td.services import scoresheets as svc

        result = svc.attach_scoresheet(
            self.store, round_no, table, record, expected_version=seen, actor=_ACTOR
        )
        self._warnings = [w.message for w in result.warnings]
        return Changes(results=True, standings=True, scoresheets=True, round_no=round_no)

    # ------------------------------------------------------------------ arbiter
    def lexicon_name(self) -> str | None:
        """The list this tournament rules with (or the one in use), as people read it."""
        found = self.lexicon_in_use()
        return found[1] if found is not None else None

    def lexicon_in_use(self) -> tuple[str, str, bool] | None:
        """The list a check of this tournament uses: ``(short, full, own)`` — the short text
        says it once (its label, else its name), the full one names it and its label; ``own``
        is whether the tournament chose it (stored in the tournament, issue 38) rather than
        falling back to the program's default list. None when there is none."""
        from figs_td.services import rulings
        from figs_td.services.lexicon import lists as lexicons

        name = rulings.tournament_lexicon(self.store)
        info = None
        try:
            info = lexicons.find_lexicon(name) if name else lexicons.current_info()
        except ValueError:
            pass
        if info is None:
            return (name, name, True) if name else None
        label = info.label if info.label and info.label != info.name else ""
        short = label or info.name
        full = f"{info.name} — {label}" if label else info.name
        if not info.official:
            short = short if "non ufficiale" in short else f"{short} (non ufficiale)"
            full = full if "non ufficiale" in full else f"{full} (non ufficiale)"
        return short, full, name is not None

    def load_lexicon(self, path: str, progress: Progress | None = None) -> str:
        """Build the index of a word list (plain or Hunspell) and make it this tournament's."""
        from figs_td.services import rulings

        def report(_phase: str, done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)

        result = rulings.load_tournament_lexicon(self.store, path, progress=report, actor=_ACTOR)
        self._info = None
        self.open_lexicon(result.info.name)  # still on the worker: the first check is instant
        return result.info.name

    def use_free_lexicon(self, progress: Progress | None = None) -> str:
        """The stand-in free list (built the first time) as this tournament's list."""
        from figs_td.services import rulings
        from figs_td.services.lexicon import lists as lexicons

        def report(_phase: str, done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)

        info = lexicons.ensure_standin(progress=report)
        rulings.set_tournament_lexicon(self.store, info.name, actor=_ACTOR)  # opens it
        self._info = None
        return info.name

    def lexicon_ready(self) -> bool:
        """Whether the tournament's list is open in memory: a check needs no disk work."""
        from figs_td.services.lexicon import best_moves

        try:
            return best_moves.lexicon_ready(best_moves.lexicon_info(self.store))
        except ValueError:
            return False

    def lexicon_to_open(self) -> str | None:
        """The name of the tournament's list (None: the one in use, else the stand-in)."""
        from figs_td.services import rulings

        return rulings.tournament_lexicon(self.store)

    @staticmethod
    def open_lexicon(name: str | None, progress: Progress | None = None) -> Any:
        """Open (or build, for the stand-in) a list's index: for a worker thread."""
        from figs_td.services.lexicon import lists as lexicons

        def report(_phase: str, done: int, total: int) -> None:
            if progress is not None:
                progress(done, total)

        return lexicons.open_lexicon(name, progress=report)

    @staticmethod
    def service_available(name: str) -> bool:
        """Whether ``figs_td.services.<name>`` is installed (actions are disabled otherwise)."""
        import importlib.util

        return importlib.util.find_spec(f"figs_td.services.{name}") is not None

    def rulings(self) -> list[Any]:
        from figs_td.services import rulings as svc

        return svc.list_rulings(self.store)

    def judges(self, round_no: int, table: int) -> list[tuple[str, str]]:
        """Who may rule at this table: the arbiter, or the support panel when the arbiter plays
        in that game (Regolamento art. 45; the adjudication core decides)."""
        from figs_td.core.game.adjudication import PANEL, same_person, who_rules

        info = self.info()
        game = self.find_game(round_no, table)
        names = self.player_names()
        playing = [names.get(p, "") for p in ((game.first, game.second) if game else ())]
        try:
            first = who_rules(info.arbiter, info.support_panel, [p for p in playing if p])
        except ValueError:
            return []
        out = [first]
        if first[1] == PANEL:
            for member in info.support_panel:
                free = member.strip() and not any(same_person(member, p) for p in playing)
                if free and member.strip() != first[0]:
                    out.append((member.strip(), PANEL))
        return out

    def adjudicate(
        self,
        *,
        round_no: int,
        table: int | None,
        move_no: int | None,
        words: str,
        move_value: int,
        mover: int | None,
        ruled_by: tuple[str, str] | None,
    ) -> Any:
        """The verdict (rulings service); nothing is saved."""
        from figs_td.services import rulings as svc

        judge = ruled_by if ruled_by and ruled_by[0] else None
        return svc.decide(
            self.store,
            round_no,
            table,
            words,
            move_value,
            move_no=move_no,
            mover=mover,
            ruled_by=judge,
        )

    def withdraw_ruling(self, ruling_id: int) -> Changes:
        from figs_td.services import rulings as svc

        svc.withdraw_ruling(self.store, ruling_id, actor=_ACTOR)
        return Changes(rulings=True)

    def save_ruling(self, decision: Any) -> int | None:
        from figs_td.services import rulings as svc

        return svc.save_decision(self.store, decision, actor=_ACTOR).id
