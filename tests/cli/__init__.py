"""Tests of the knaster-qt subcommands, run as real processes."""
