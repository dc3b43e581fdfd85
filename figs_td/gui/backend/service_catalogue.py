"""The services' Italian messages as templates, written by resources/translations/build.py from the source (service_scan.py); do not edit by hand."""

from figs_td.gui.backend.messages_rules import TEMPLATES as _MESSAGES_RULES
from figs_td.gui.backend.messages_services import TEMPLATES as _MESSAGES_SERVICES
from figs_td.gui.backend.messages_store import TEMPLATES as _MESSAGES_STORE

TEMPLATES: tuple[str, ...] = tuple(sorted((*_MESSAGES_RULES, *_MESSAGES_SERVICES, *_MESSAGES_STORE)))
#: Pieces composed outside the messages found in the source (an import's row and column).
EXTRA: tuple[str, ...] = (
    'riga {0}',
    '{0}, riga {1}, colonna {2}',
    '{0}, riga {1}',
    '{0}, riga {1}, colonna {2}: {3}',
    '{0}, riga {1}, colonna {2}: {3}; nessun dato importato',
    '{0} righe rifiutate',
    "un'altra postazione",
    'un rating valido',
    'un numero di tavolo',
    'un punteggio',
    '{0} a tavolino',
    '{0} per tempo',
    'versione {0} → {1}',
    '{0}, versione {1} → {2}',
    '{0} righe rifiutate (lettura fermata alle prime {1})',
    "impossibile {0}: '{1}': {2}",
    '{0} al byte {1}',
    'Semifinale {0}',
    'Quarti di finale {0}',
    'Ottavi di finale {0}',
    'Finale 3° posto',
    'Turno {0}',
    '{0} (spareggio: partita decisiva patta o incontro in parità, si rigioca; {1})',
)
