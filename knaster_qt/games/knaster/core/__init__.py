"""The Knaster rules as a plain Python library; nothing below this package imports Qt.

Import each name from the module that defines it (``core.game``, ``core.layout``,
``core.notation``, ...). The package itself imports none of them, so that a part which
needs only the sheet layouts (the painter, the blank sheet of the shell's first paint)
does not load the rules engine with them.
"""
