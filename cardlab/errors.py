"""The cardlab error family.

Every error a public function raises on bad input is a ``ValueError``
subclass (or ``TypeError`` subclass for input of the wrong type) whose message
quotes the input and says what was expected.
"""


class CardlabError(ValueError):
    """Base of every cardlab error about a bad value."""


class NotationError(CardlabError):
    """A card token or card list could not be read.

    Raised by the parsers with the offending input quoted, e.g.
    ``'1X' is not a card: expected a rank (A 2-10 J Q K, T for 10) then a suit (S H D C or ♠ ♥ ♦ ♣)``.
    """


class CardTypeError(TypeError, CardlabError):
    """Cards were expected but something of another type was given.

    It is both a ``TypeError`` and a ``ValueError`` so that callers catching
    either see it.
    """


class InvalidRulesError(CardlabError):
    """A ``Rules`` option has a value outside its allowed values."""


class IllegalActionError(CardlabError):
    """An action was refused; ``.verdict`` holds the rule that forbids it.

    The game state is unchanged when this is raised.
    """

    def __init__(self, message, verdict=None):
        super().__init__(message)
        self.verdict = verdict


class ArrangementError(CardlabError):
    """A grouping of cards does not match the hand it claims to arrange."""
