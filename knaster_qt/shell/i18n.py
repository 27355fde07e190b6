"""The languages the app speaks, and switching between them while it runs.

The texts are English in the code (``self.tr("...")`` and ``QCoreApplication.translate``);
``resources/translations/knaster_qt_<lang>.ts`` hold their translations, extracted with
``pyside6-lupdate`` and compiled to ``.qm`` by ``pyside6-lrelease`` when the app is built
(``make``, ``tools/build_translations.py``). Qt's own catalogue (``qtbase_<lang>.qm``:
the OK/Cancel buttons, the file and print dialogs) comes from PySide6.

Installing a translator makes Qt send every widget a ``LanguageChange`` event: the
windows retranslate themselves at once, without a restart. The list of languages and the
rule for choosing one are Qt-free, in ``knaster_qt/languages.py``; ``knaster-qt print``
reads them too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from knaster_qt.assets import resource_path
from knaster_qt.languages import LANGUAGES, SOURCE_LANGUAGE, chosen_language, first_spoken
from knaster_qt.shell import settings

# A language whose Qt catalogue has another name (PySide6 ships Brazilian Portuguese only).
_QT_CATALOGUES = {"pt": ("qtbase_pt_PT", "qtbase_pt_BR", "qtbase_pt")}


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's preferred languages the app speaks; English otherwise."""
    return first_spoken(QLocale.system().uiLanguages() if ui_languages is None else ui_languages)


def preferred_language() -> str:
    """The language the app starts in, and ``knaster-qt print`` prints in unless told: the
    one saved by Edit > Language, else the system's, else English."""
    return chosen_language(settings.language(), QLocale.system().uiLanguages())


def translation_file(language: str) -> str:
    """The compiled translation of the app's texts into ``language`` (may not exist yet)."""
    return str(resource_path("translations", f"knaster_qt_{language}.qm"))


class Translations:
    """The translators installed in the application; ``use`` swaps them for another language."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE

    def use(self, language: str) -> bool:
        """Speak ``language`` from now on; False (and English) if it cannot be loaded."""
        if language not in LANGUAGES:
            language = SOURCE_LANGUAGE
        app = QCoreApplication.instance()
        # English has a catalogue too: it holds the plural forms ("1 point", "2 points").
        own = QTranslator(app)
        if not own.load(translation_file(language)) and language != SOURCE_LANGUAGE:
            self.use(SOURCE_LANGUAGE)
            return False
        translators = [own] if not own.isEmpty() else []
        if language != SOURCE_LANGUAGE:
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            for name in _QT_CATALOGUES.get(language, (f"qtbase_{language}",)):
                qt = QTranslator(app)
                if qt.load(name, qt_folder):
                    translators.append(qt)
                    break
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        # Numbers and dates (QLocale().toString) follow the language; the system's own
        # locale where it speaks the language, so de_AT stays Austrian.
        system = QLocale.system()
        same = system.name().split("_", 1)[0] == language
        QLocale.setDefault(system if same else QLocale(language))
        for translator in translators:
            QCoreApplication.installTranslator(translator)  # each sends LanguageChange
        self._installed = translators
        self.language = language
        return True


TRANSLATIONS = Translations()  # the one set of translators of the running app
