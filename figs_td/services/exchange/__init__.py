"""Files exchanged with other programs: players and results from CSV/XLSX sheets (their limits
checked before they are read), category columns, TSH division files (``.t``) and TSH's
``tourney.js``."""
