import pytest

from .lan import OPEN


@pytest.fixture(autouse=True)
def _close_what_the_test_opened():
    """Close every host and client a test made, even when it failed half-way: closing twice
    is harmless, and a host left open keeps its computer seats' thread alive for the tests
    after it."""
    yield
    while OPEN:
        OPEN.pop().close()
