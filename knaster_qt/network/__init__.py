"""Play one game from several computers (docs/network-protocol.md).

The host's app is the referee: it keeps the game's transcript, and every statement a
client sends is checked by the same rules core that ``knaster-qt check`` uses before it
joins the record. This package holds the parts with no Qt: the wire format
(:mod:`.wire`), the referee (:mod:`.table`) and the interface each game gives it
(:mod:`knaster_qt.kit.core.table_rules`). A game knows nothing of the network; its ``core/network.py`` says, in
its own rules' terms, which statements a seat may send and what the host adds (dice,
shuffles).
"""
