"""Tests of the rules core, written in the rulebook's notation where they can be."""
