import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch):
    """Every test keeps settings, saves and statistics in a folder of its own."""
    monkeypatch.setenv("RUMMY_DESKTOP_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(scope="session")
def catalog():
    from rummy_desktop.plugins.manager import default_catalog

    return default_catalog()
