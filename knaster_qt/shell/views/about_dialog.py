"""Help > About: every hosted game and whose it is (each game's entry says its own credit),
what this app is, its version, licence and home; and the Licences page: every third-party part
the installers ship, its licence text and its sources."""

from __future__ import annotations

import html
import platform

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QWidget

from knaster_qt import version
from knaster_qt.assets import resource_path
from knaster_qt.shell import registry
from knaster_qt.shell.licences import APP_LICENCE, COMPONENTS, HOMEPAGE, Component
from knaster_qt.shell.views.ui_about_dialog import Ui_AboutDialog
from knaster_qt.shell.views.ui_licences_dialog import Ui_LicencesDialog
from knaster_qt.texts import translated


def app_version() -> str:
    """The installed version (importlib.metadata, read from pyproject.toml by pip)."""
    return version()


def game_credit_html(name: str, credit: str) -> str:
    """One hosted game and whose it is: "<b>Knaster</b>: a game by ..." (its name alone
    when its entry gives no credit)."""
    game = f"<b>{html.escape(name.replace('&', ''))}</b>"
    if not credit:
        return game
    #: Help > About, one hosted game: its name (bold) and its entry's credit
    line = QCoreApplication.translate("AboutDialog", "{game}: {credit}")
    return line.format(game=game, credit=html.escape(translated(credit), quote=False))


def credits_html() -> str:
    """The About text in the language chosen (names, version and address as they are)."""
    games = "".join(
        f"<li>{game_credit_html(game.name, game.credit)}</li>" for game in registry.games()
    )
    return (
        f"<h3>Knaster Qt {html.escape(app_version())}</h3><p>"
        + QCoreApplication.translate(
            "AboutDialog",
            "Knaster Qt hosts these games, on sheets and boards that look and play like the"
            " printed ones:",
        )
        + f"</p><ul>{games}</ul>"
        + "".join(f"<p>{paragraph}</p>" for paragraph in _about_app())
        + f'<p><a href="{HOMEPAGE}">{HOMEPAGE}</a></p>'
    )


def _about_app() -> tuple[str, ...]:
    """What the app is, whose it is not, and its licence."""
    return (
        QCoreApplication.translate(
            "AboutDialog",
            "Knaster Qt is an unofficial companion app, made by fans. It is not affiliated "
            "with or endorsed by the games' authors or publishers.",
        ),
        QCoreApplication.translate(
            "AboutDialog",
            "Knaster Qt is free software under the {0} License. "
            "<i>Licences…</i> lists the parts it ships with and their licences.",
        ).format(APP_LICENCE),
    )


class AboutDialog(QDialog):
    """Help > About Knaster Qt; its Licences… button opens the LicencesDialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_AboutDialog()
        self.ui.setupUi(self)
        self.licences_dialog: LicencesDialog | None = None
        # Qt Designer's button boxes hold standard buttons only; this one has its own text.
        self.licences_button: QPushButton = self.ui.buttonBox.addButton(
            self.tr("&Licences…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self._retranslate()
        self.licences_button.clicked.connect(self.show_licences)
        self.ui.buttonBox.rejected.connect(self.reject)

    def _retranslate(self) -> None:
        self.ui.textLabel.setText(credits_html())
        self.licences_button.setText(self.tr("&Licences…"))

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Edit > Language) while the dialog is open: every text again."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        return self.ui.textLabel.text()

    def show_licences(self) -> LicencesDialog:
        if self.licences_dialog is None:
            self.licences_dialog = LicencesDialog(self)
        self.licences_dialog.show()
        self.licences_dialog.raise_()
        return self.licences_dialog


class LicencesDialog(QDialog):
    """The list of parts on the left; the chosen one's licence, sources and full text on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_LicencesDialog()
        self.ui.setupUi(self)
        for component in COMPONENTS:
            self.ui.components.addItem(component.name)
        self.ui.components.currentRowChanged.connect(self.show_component)
        self.ui.buttonBox.rejected.connect(self.reject)
        self.ui.components.setCurrentRow(0)

    def names(self) -> list[str]:
        return [self.ui.components.item(row).text() for row in range(self.ui.components.count())]

    def show_component(self, row: int) -> None:
        if 0 <= row < len(COMPONENTS):
            self.ui.browser.setHtml(component_html(COMPONENTS[row]))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self.show_component(self.ui.components.currentRow())
        super().changeEvent(event)

    def text(self) -> str:
        return self.ui.browser.toPlainText()


def component_html(component: Component) -> str:
    """One part: what it is, its version, licence and sources, then its licence texts in full."""
    version = _version(component.version_of)
    title = html.escape(component.name) + (f" {html.escape(version)}" if version else "")
    sources = "".join(
        f'<li>{html.escape(what)}: <a href="{url}">{html.escape(url)}</a></li>'
        for what, url in component.sources
    )
    texts = "".join(
        f"<h4>{html.escape(parts[-1])}</h4><pre>{html.escape(_read(parts))}</pre>"
        for parts in component.texts
    )
    return (
        f"<h3>{title}</h3><p>{html.escape(component.role[:1].upper() + component.role[1:])}.</p>"
        f"<p><b>Licence:</b> {html.escape(component.licence)}</p>"
        + (f"<p><b>Where to get the source:</b></p><ul>{sources}</ul>" if sources else "")
        + texts
    )


def _read(parts: tuple[str, ...]) -> str:
    try:
        return resource_path(*parts).read_text(encoding="utf-8")
    except OSError as error:
        return QCoreApplication.translate(
            "AboutDialog", "The licence text {0} could not be read: {1}."
        ).format("/".join(parts), error.strerror)


def _version(of: str) -> str:
    if of == "app":
        return app_version()
    if of == "qt":
        from PySide6.QtCore import qVersion

        return qVersion()
    if of == "pyside6":
        import PySide6

        return PySide6.__version__
    if of == "shiboken6":
        import shiboken6

        return str(shiboken6.__version__)
    if of == "python":
        return platform.python_version()
    if of == "zeroconf":
        try:
            import zeroconf
        except ImportError:  # an install without it: the list of games is not offered
            return ""
        return str(zeroconf.__version__)
    return ""
