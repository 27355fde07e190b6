"""The compiled catalogues (.qm) are committed and up to date, so that every way of
installing the app speaks all its languages: each .qm equals what pyside6-lrelease makes of
its .ts now (after editing a .ts without `make translations`, this fails), and every
language the app offers has one."""

from __future__ import annotations

from pathlib import Path

import pytest

from knaster_qt.languages import LANGUAGES
from tools.build_translations import compiled

FOLDER = Path(__file__).resolve().parents[2] / "resources" / "translations"


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_each_language_has_its_compiled_catalogue_up_to_date(language: str) -> None:
    source = FOLDER / f"knaster_qt_{language}.ts"
    catalogue = source.with_suffix(".qm")
    assert catalogue.is_file(), f"{catalogue.name} is missing: run make translations"
    assert catalogue.read_bytes() == compiled(source), (
        f"{catalogue.name} is older than {source.name}: run make translations and commit it"
    )


def test_a_changed_source_is_seen_as_stale(tmp_path: Path) -> None:
    """The comparison can fail: a .qm compiled before a translation changed differs."""
    source = tmp_path / "knaster_qt_de.ts"
    text = (FOLDER / source.name).read_text(encoding="utf-8")
    source.write_text(text, encoding="utf-8")
    before = compiled(source)
    changed = text.replace("<translation>", "<translation>X", 1)
    assert changed != text
    source.write_text(changed, encoding="utf-8")
    assert compiled(source) != before
