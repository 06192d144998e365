"""The data folder and its books: the data file, its hash-chained ledger, its seal, its lock, a
round's recovery, the kept settings (no pygame here)."""
