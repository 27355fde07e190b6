"""Knaster: core (rules, no Qt), models (Qt), render (the painter), views (widgets)."""
