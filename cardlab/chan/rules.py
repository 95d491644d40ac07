"""Chắn rules: the cước table and the :class:`Rules` options."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Mapping

from ..errors import CardTypeError, InvalidRulesError
from ..explain import quoted
from ..rules_fields import AMOUNT, Flag, Table, Whole, WholeTuple, option, rules_class


# key -> Vietnamese name; the order is the order of the rules page's cước table, with the
# optional bonuses placed next to their relatives.
BONUS_NAMES = {
    "u_chi": "Ù chì", "thien_u": "Thiên ù", "dia_u": "Địa ù", "thong": "Thông",
    "tom": "Tôm", "bach_thu": "Bạch thủ", "bach_thu_chi": "Bạch thủ chi", "leo": "Lèo",
    "thien_khai": "Thiên khai", "chiu_u": "Chíu ù", "bon": "Bòn", "bach_dinh": "Bạch định",
    "tam_do": "Tám đỏ", "kinh_tu_chi": "Kính tứ chi", "thap_thanh": "Thập thành",
}
DEFAULT_BONUS_VALUES = {
    "u_chi": (3, 1), "thien_u": (3, 1), "tom": (4, 1), "bach_thu": (4, 1), "leo": (5, 2),
    "thien_khai": (5, 2), "chiu_u": (5, 2), "bon": (5, 2), "bach_dinh": (7, 4), "tam_do": (8, 5),
    "kinh_tu_chi": (12, 9), "thap_thanh": (12, 9),
    # Used only when their options are on; the values are those of common
    # online tables (house values: change them through bonus_values).
    "bach_thu_chi": (4, 3), "dia_u": (2, 1), "thong": (3, 1),
}


class _Table(dict):
    """The cước table inside a frozen Rules: a dict that refuses changes."""

    def _read_only(self, *args, **kwargs):
        raise CardTypeError.of("error.chan.read_only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = _read_only

    def __reduce__(self):
        return (_Table, (dict(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


@rules_class
@dataclass(frozen=True)
class Rules:
    """Every Chắn option (see ``notebooks/chan/00_rules.ipynb``); ``Rules()`` is the Tổ Tôm / Chắn page's game.

    * ``xuong_points`` (2): a plain win, Ù xuông.
    * ``bonus_values``: ``{key: (main, dịch)}`` — the cước table. A partial
      mapping is laid over the default table (keys: ``u_chi thien_u tom
      bach_thu leo thien_khai chiu_u bon bach_dinh tam_do kinh_tu_chi
      thap_thanh``, and ``bach_thu_chi dia_u thong`` for the options below).
    * ``thap_thanh_adds_main_values`` (True): with Thập thành, add the main
      values of all bonuses instead of main + dịch.
    * ``bach_thu_chi_separate_bonus`` (False): if True, a Bạch thủ won on Chi
      chi scores as its own bonus *Bạch thủ chi* (table value, default 4/3)
      instead of Bạch thủ.
    * ``extra_traditional_bonuses`` (False): if True, two traditional bonuses
      not on the Tổ Tôm / Chắn page also count: *Địa ù* (a win on the first card turned up
      from the stock in the deal; the game records it as the history flag
      ``"dia_u"``) and *Thông* (the winner also won the previous deal; a
      single deal cannot know this, so the caller passes the flag
      ``"thong"``). The named combinations of the folk tables (Hoa rơi cửa
      Phật, Cá lội sân đình…) are not implemented.
    * ``passed_faces_barred`` (True, from the Tổ Tôm / Chắn page): a face you declined to
      capture as Chắn, discarded, or played from your hand into a Cạ cannot
      be captured by you later.

    Bounds: ``xuong_points`` and both values of every line of ``bonus_values`` are whole numbers
    from 0 to 1,000,000 (``cardlab.rules_fields.AMOUNT``); a line is a tuple or list of two.

    Raises:
        InvalidRulesError: for a value a field does not accept (a bool or a float for a number, a
            number out of its bounds, ``bonus_values`` that is not a dict, names a key that is not
            a bonus, or holds a line that is not two whole numbers), naming the field (and the key),
            quoting the value and saying what it accepts; and for an option Rules does not have (a
            misspelling: the accepted names and the nearest one; this error is also a ``TypeError``).
    """

    xuong_points: int = option(2, Whole(0, AMOUNT))
    bonus_values: Mapping = option(
        check=Table(DEFAULT_BONUS_VALUES, WholeTuple(2, 0, AMOUNT, "(main, dịch) = (4, 1)"), "{'tom': (4, 1)}"),
        default_factory=lambda: dict(DEFAULT_BONUS_VALUES), hash=False)
    thap_thanh_adds_main_values: bool = option(True, Flag())
    bach_thu_chi_separate_bonus: bool = option(False, Flag())
    extra_traditional_bonuses: bool = option(False, Flag())
    passed_faces_barred: bool = option(True, Flag())

    # Sizes of the game (the deck is fixed: 25 faces x 4 copies).
    COPIES: ClassVar[int] = 4
    DEALER_CARDS: ClassVar[int] = 20
    HAND_CARDS: ClassVar[int] = 19
    WIN_CARDS: ClassVar[int] = 20
    MIN_CHAN: ClassVar[int] = 6

    def __post_init__(self):
        # Each field was checked on its own (rules_class): the given lines are laid over the default table.
        object.__setattr__(self, "bonus_values", _Table({**DEFAULT_BONUS_VALUES, **self.bonus_values}))

    @classmethod
    def seed(cls) -> "Rules":
        """The Tổ Tôm / Chắn page's game (the defaults)."""
        return cls()

    @classmethod
    def traditional(cls) -> "Rules":
        """The Tổ Tôm / Chắn page's game plus Bạch thủ chi, Địa ù and Thông."""
        return cls(bach_thu_chi_separate_bonus=True, extra_traditional_bonuses=True)


_DEFAULT_RULES = Rules()


def _rules(rules) -> Rules:
    if rules is None:
        return _DEFAULT_RULES
    if not isinstance(rules, Rules):
        raise InvalidRulesError.of("error.chan.rules_type", value=quoted(rules))
    return rules
