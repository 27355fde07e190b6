"""The host's reasons in the player's language.

The host says why it refused a message or closed a connection in English, the protocol's
words (docs/network-protocol.md): the reasons of the referee (knaster_qt/network/table.py,
host.py, wire.py), of the table rules (knaster_qt/kit/core/table_rules.py) and of each game
(games/*/core/network.py), none of which may load Qt. A player's app says them in its own
language: the fixed ones are listed here for the catalogues (``QT_TRANSLATE_NOOP``), those
that carry a name or a number as templates whose slots keep what the host said. A reason
not listed (a rules sentence of the game's transcript reader, a newer host's) is shown as
the host wrote it. tests/shell/network/test_reasons.py fails when the host can say a reason
this module does not know.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "HostReason"

_FIXED = frozenset(
    str(text)
    for text in (
        # the referee (knaster_qt/network/table.py)
        QT_TRANSLATE_NOOP("HostReason", "wrong join code"),
        QT_TRANSLATE_NOOP("HostReason", "no such seat for a player on another computer"),
        QT_TRANSLATE_NOOP("HostReason", "that seat is taken"),
        QT_TRANSLATE_NOOP("HostReason", "not your seat"),
        QT_TRANSLATE_NOOP("HostReason", "this move was already received"),
        QT_TRANSLATE_NOOP("HostReason", "that seat is played from another computer"),
        QT_TRANSLATE_NOOP("HostReason", "no such seat"),
        QT_TRANSLATE_NOOP("HostReason", "a move has at least one statement"),
        QT_TRANSLATE_NOOP("HostReason", "a move carries no comments"),
        QT_TRANSLATE_NOOP("HostReason", "an empty statement"),
        # the protocol (knaster_qt/network/host.py, wire.py)
        QT_TRANSLATE_NOOP("HostReason", "the table is full"),
        QT_TRANSLATE_NOOP("HostReason", "too many messages"),
        QT_TRANSLATE_NOOP("HostReason", "goodbye"),
        QT_TRANSLATE_NOOP("HostReason", "join a seat first"),
        QT_TRANSLATE_NOOP("HostReason", "already seated"),
        QT_TRANSLATE_NOOP("HostReason", "a message is UTF-8 text"),
        QT_TRANSLATE_NOOP("HostReason", "a message is one JSON object"),
        QT_TRANSLATE_NOOP("HostReason", "unknown message type"),
        # the table rules (knaster_qt/kit/core/table_rules.py, games/*/core/network.py)
        QT_TRANSLATE_NOOP("HostReason", "not a statement this seat may send"),
        QT_TRANSLATE_NOOP("HostReason", "the game is not over"),
        QT_TRANSLATE_NOOP(
            "HostReason",
            "a seat sends only its own write, circle, bonus or pass, or asks to roll",
        ),
        QT_TRANSLATE_NOOP(
            "HostReason", "a seat sends only its own write or cross, or the thrower's decisions"
        ),
        QT_TRANSLATE_NOOP("HostReason", "a seat sends only its own place, done or exchange"),
        QT_TRANSLATE_NOOP("HostReason", "the host shuffles an exchange: send it without tiles"),
    )
)

# Reasons with a slot: the host's words fill it as they came (a player's name, a number,
# the system's own words for a failed write).
_TEMPLATES = tuple(
    str(text)
    for text in (
        #: {number}, {expected}: the move numbers
        QT_TRANSLATE_NOOP("HostReason", "move {number} arrived before move {expected}"),
        #: {roller}: the player who rolls next
        QT_TRANSLATE_NOOP("HostReason", "{roller} rolls next"),
        #: {thrower}: the player who throws the dice this round
        QT_TRANSLATE_NOOP("HostReason", "only {thrower}, who throws this round, decides the dice"),
        #: {kind}: a message type of the protocol (a word in English)
        QT_TRANSLATE_NOOP("HostReason", "a client does not send {kind}"),
        #: {protocol}: the protocol's name; {version}: its number
        QT_TRANSLATE_NOOP("HostReason", "this host speaks {protocol} version {version}"),
        #: {reason}: why, in the host computer's words
        QT_TRANSLATE_NOOP("HostReason", "the host cannot save the game ({reason}); try again"),
        #: {size}: a number of bytes
        QT_TRANSLATE_NOOP("HostReason", "a message is at most {size} bytes"),
        #: {kind}: a message type; {name}: a field of it; {check}: what it must be (English)
        QT_TRANSLATE_NOOP("HostReason", "{kind}: the field {name} is not a valid {check}"),
        #: {kind}: a message type; {missing}, {extra}: lists of fields (English)
        QT_TRANSLATE_NOOP("HostReason", "{kind}: fields missing {missing} or unknown {extra}"),
    )
)


def _pattern(template: str) -> re.Pattern[str]:
    """The template as a pattern: each ``{slot}`` takes any words."""
    parts = re.split(r"\{(\w+)\}", template)
    text = "".join(
        f"(?P<{part}>.+?)" if index % 2 else re.escape(part) for index, part in enumerate(parts)
    )
    return re.compile(text)


_PATTERNS = tuple((_pattern(template), template) for template in _TEMPLATES)


def is_known(reason: str) -> bool:
    """Whether the app says ``reason`` in the player's language."""
    return reason in _FIXED or any(pattern.fullmatch(reason) for pattern, _ in _PATTERNS)


def translated_reason(reason: str) -> str:
    """The host's ``reason`` in the app's language (as the host said it if unknown)."""
    if reason in _FIXED:
        return QCoreApplication.translate(CONTEXT, reason)
    for pattern, template in _PATTERNS:
        match = pattern.fullmatch(reason)
        if match is not None:
            return QCoreApplication.translate(CONTEXT, template).format(**match.groupdict())
    return reason
