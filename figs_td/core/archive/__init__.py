"""The federation's side: the archive's events as plain data and their fingerprints, the
national ranking (classifica federale) from final places and over the archive with the rules the
federation edits, the unofficial rating, and the member list (elenco dei soci) that registration
checks cards against."""
