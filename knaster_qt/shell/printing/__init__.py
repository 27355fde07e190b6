"""Printing Knaster sheets: blank pads and finished games, on paper and as PDF."""
