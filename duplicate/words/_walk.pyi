# The compiled walk (built from _walk.pyx; mypy cannot read it) has the pure walk's contract,
# so its signature: the same arguments, the same result. One difference no static type says:
# ``arcs`` must be the word list's array('I') (any C-contiguous buffer of 32-bit unsigned
# ints; a list raises TypeError), which is what the search gives this walk.
from duplicate.words.walk import walk_line as walk_line
