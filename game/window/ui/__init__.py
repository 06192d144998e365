"""Widgets, text and money formatting shared by the scenes."""
