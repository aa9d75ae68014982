"""The timer's sounds: a chime at the "write now" call and another when time is up.

Uses QtMultimedia when it can play; otherwise (no audio device, offscreen) the system beep.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QUrl
from PySide6.QtWidgets import QApplication

from duplicate.base.resources import resource_path

try:  # QtMultimedia is optional at run time (missing backends on some systems)
    from PySide6.QtMultimedia import QSoundEffect
    HAS_MULTIMEDIA = True
except ImportError:  # pragma: no cover - depends on the installation
    HAS_MULTIMEDIA = False


class Chime(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.played: list[str] = []  # what was played, for tests and the status bar
        self._effects: dict[str, QSoundEffect] = {}
        if HAS_MULTIMEDIA:
            for name in ("call", "end"):
                effect = QSoundEffect(self)
                effect.setSource(QUrl.fromLocalFile(str(resource_path("sounds", f"{name}.wav"))))
                effect.setVolume(0.8)
                self._effects[name] = effect

    def _play(self, name: str) -> None:
        self.played.append(name)
        effect = self._effects.get(name)
        if effect is not None and effect.isLoaded():
            effect.play()
        else:
            QApplication.beep()

    def call(self) -> None:
        self._play("call")

    def end(self) -> None:
        self._play("end")
