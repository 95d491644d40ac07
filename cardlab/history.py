"""A read-only window on the first moves of a game's move list, shared instead of copied.

A player's view carries the moves played so far. Copying the whole list into
every view made a game's views cost O(n²) in its length; a game only ever
appends to its list, so the first ``n`` moves never change and a view can
keep the list itself and its length at the time.
"""
from __future__ import annotations

from collections.abc import Sequence
from itertools import islice

from .errors import CardTypeError
from .explain import message, quoted, register_messages


class HistoryView(Sequence):
    """The first ``length`` items of ``moves``, behaving as the tuple of them.

    Indexing with something that is not a whole number raises
    :class:`~cardlab.errors.CardTypeError`; an index past the end, IndexError (as a tuple does).

    It compares equal to a tuple or list of the same moves, hashes as that
    tuple, prints as it, and ``view.history + more`` gives a tuple. Only valid
    while ``moves`` is appended to and never shortened (a game's ``history``).
    """

    __slots__ = ("_moves", "_length")

    def __init__(self, moves: list, length: int | None = None):
        self._moves = moves
        self._length = len(moves) if length is None else length

    def __len__(self) -> int:
        return self._length

    def __getitem__(self, index):
        """The move at ``index`` (negative counts from the end), or a tuple for a slice.

        Raises:
            CardTypeError: for an index that is not a whole number (``bool`` included).
            IndexError: for an index past either end, as a tuple raises (the message quotes the
                index cut short, so a number of thousands of digits is fine).
        """
        if isinstance(index, slice):
            return tuple(self)[index]
        if isinstance(index, bool) or not hasattr(index, "__index__"):
            raise CardTypeError.of("error.whole_number", name="index", value=quoted(index))
        n = self._length
        given = i = index.__index__()
        if i < 0:
            i += n
        if not 0 <= i < n:
            # IndexError, as a tuple raises: the sequence protocol relies on it.
            raise IndexError(message("error.history_index", index=quoted(given), length=n))
        return self._moves[i]

    def __iter__(self):
        return islice(self._moves, self._length)

    def __reversed__(self):
        return reversed(self._moves[:self._length])

    def __eq__(self, other) -> bool:
        if isinstance(other, (HistoryView, tuple, list)):
            return len(other) == self._length and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __add__(self, other):
        if isinstance(other, (HistoryView, tuple)):
            return tuple(self) + tuple(other)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, tuple):
            return other + tuple(self)
        return NotImplemented

    def __repr__(self) -> str:
        return repr(tuple(self))


register_messages({
    "error.history_index": {
        "en": "move {index} is not in a history of {length:move|moves}",
        "vi": "nước thứ {index} không có trong lịch sử {length} nước đi"},
})
