import pytest

import cardlab


@pytest.fixture(autouse=True)
def english():
    """Each test starts in English, whatever an earlier test switched to."""
    cardlab.set_language("en")
    yield
    cardlab.set_language("en")
