"""Players' self-entry from their phones (issue 27): ``phones`` (the players' reports and pages),
``codes`` (personal codes), ``queue`` (the director's queue and decisions)."""
