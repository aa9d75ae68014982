"""What a move owes to the premium squares, and the premium points a player missed.

Duplicate players say a move "took the triple" or "missed the double-letter": the top
often beats a player's move by the same letters put on better squares. To count that
honestly, letter and word premiums alike:

- The **premium points** of a move are the points its premium squares add: the score of
  its words as played (bingo bonus left out) minus the score the same words would have on a
  plain board, every letter at its face value and no multiplier. ``8D QUEEN`` on an empty
  English board (Q on a double-letter square, N on the centre's double word) scores 48,
  the plain letters 14: 34 premium points. A cross-word counts too (its new tile's premium
  is counted in both words, as the score counts it).
- The **missed premium** of a turn is the part of the points lost to the top that the top
  took from premium squares beyond what the player's move took from them:
  ``min(points lost, max(0, premium points of the top - premium points of the player's
  move))``, the player's move counting 0 when it is no move or not legal. A turn with no
  points lost has no missed premium; a missed bingo is counted as such, not here
  (``duplicate.training_stats``).
"""

from __future__ import annotations

from duplicate.rules.board import SIZE, WORD_MULTIPLIERS, Board
from duplicate.rules.edition import Edition
from duplicate.rules.checking import ScoredMove
from duplicate.rules.scoring import formed_words, score_word


def premium_points(board: Board, scored: ScoredMove, edition: Edition) -> int:
    """The points the premium squares (letter and word) add to a move on ``board`` (the
    board before the move): its words' score minus their letters' face values."""
    return sum(score_word(word, edition) - sum(edition.value(v) for v in word.values)
               for word in formed_words(board, scored.move))


def missed_premium(points_lost: int, top_premium: int, own_premium: int) -> int:
    """The points lost to the top that come from premium squares the player did not use as
    well (see the module's docstring); never more than the points lost, never negative."""
    return max(0, min(points_lost, top_premium - own_premium))


def on_word_premium(scored: ScoredMove) -> bool:
    """Whether a move puts a new tile on a word premium square (2W or 3W)."""
    return any(WORD_MULTIPLIERS[row * SIZE + col] > 1 for row, col, _ in scored.move.placed)


__all__ = ["missed_premium", "on_word_premium", "premium_points"]
