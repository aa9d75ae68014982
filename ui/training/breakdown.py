"""A move's score explained with its premium squares: ``KAOTA: K on 3L 15, ×2 word = 28``
(premium squares named as the board labels them: ``LT`` in French).

The engine (``duplicate.training_review.breakdown``) says which premiums each word uses; this
writes it for the player, each piece through tr().
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from duplicate.rules.board import Board
from duplicate.rules.edition import Edition
from duplicate.rules.checking import ScoredMove
from duplicate.rules.scoring import BINGO_BONUS
from duplicate.training.review import breakdown
from ui.widgets.board_view import premium_label

#: The engine's letter premium names, as ``PREMIUMS`` writes them (the board's labels).
LETTER_PREMIUM_KINDS = {"2L": "d", "3L": "t"}


def breakdown_text(board: Board, scored: ScoredMove, edition: Edition) -> str:
    """The score of ``scored`` on ``board`` (the board before the move), word by word."""
    parts = []
    for word in breakdown(board, scored, edition):
        premiums = [QCoreApplication.translate("training", "{0} on {1} {2}").format(
            p.letter, premium_label(LETTER_PREMIUM_KINDS[p.kind]), p.points) for p in word.letters]
        if word.word_multiplier > 1:
            premiums.append(QCoreApplication.translate("training", "×{0} word").format(word.word_multiplier))
        if premiums:
            parts.append(QCoreApplication.translate("training", "{0}: {1} = {2}").format(word.word, ", ".join(premiums), word.score))
        else:
            parts.append(QCoreApplication.translate("training", "{0} {1}").format(word.word, word.score))
    if scored.score.bingo:
        parts.append(QCoreApplication.translate("training", "bingo {0}").format(BINGO_BONUS))
    text = " + ".join(parts)
    return QCoreApplication.translate("training", "{0} = {1}").format(text, scored.points) if len(parts) > 1 else text


__all__ = ["breakdown_text"]
