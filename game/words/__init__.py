"""The words: the catalogs (gettext, CLDR by Babel), notices worded when shown, text from the system
made printable (no pygame here)."""
