"""Exact Hit: six dice of six colours, sheets A–F, five rows filled one after another.

The rules are in ``specs/exact-hit-rules.md``. Only the rules core (``core/``) exists so far;
the models, the painter, the views and the entry that registers the game with the shell
come later, so the shell does not offer the game yet.
"""
