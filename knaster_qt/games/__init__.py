"""The games the shell hosts, one package each with the same four layers."""
