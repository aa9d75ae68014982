"""The names a script needs, re-exported by ``duplicate``: the one list of them.

Type checkers read this stub for the package (its types, and ``X as X``: re-exported);
``duplicate/__init__.py`` reads it at run time to import each name on first use. A name
added here is exported; nothing else lists them.
"""

__version__: str

from duplicate.base.errors import (
    DuplicateError as DuplicateError,
    Message as Message,
    MoveError as MoveError,
)
from duplicate.records.game_record import (
    game_record as game_record,
    read_record as read_record,
    session_from_record as session_from_record,
    write_record as write_record,
)
from duplicate.rules.board import (
    Board as Board,
    Direction as Direction,
    Move as Move,
    Position as Position,
    Rack as Rack,
)
from duplicate.rules.cgp import (
    CGP as CGP,
    CGPError as CGPError,
    format_cgp as format_cgp,
    parse_cgp as parse_cgp,
)
from duplicate.rules.checking import (
    MoveRules as MoveRules,
    ScoredMove as ScoredMove,
    check_move as check_move,
    judge as judge,
    move_from_placements as move_from_placements,
    try_move as try_move,
)
from duplicate.rules.edition import (
    Convention as Convention,
    Edition as Edition,
    EditionError as EditionError,
    edition_codes as edition_codes,
    load_edition as load_edition,
)
from duplicate.rules.notation import (
    NotationError as NotationError,
    format_move as format_move,
    parse_move as parse_move,
    parse_reference as parse_reference,
)
from duplicate.rules.presets import (
    RuleSet as RuleSet,
    load_preset as load_preset,
    preset_names as preset_names,
)
from duplicate.rules.scoring import (
    Score as Score,
    WordScore as WordScore,
    score_move as score_move,
)
from duplicate.session.session import (
    Session as Session,
)
from duplicate.session.settings import (
    RackSource as RackSource,
    SessionSettings as SessionSettings,
)
from duplicate.session.standings import (
    Standings as Standings,
    compute_standings as compute_standings,
)
from duplicate.words.lexicon import (
    Lexicon as Lexicon,
    load_lexicon as load_lexicon,
)
from duplicate.words.search import (
    RankedMoves as RankedMoves,
    all_moves as all_moves,
    best as best,
    top as top,
)
