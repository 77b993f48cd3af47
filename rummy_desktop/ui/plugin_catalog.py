"""The installed plugins as the interface has them: the rule sets, computer players and
lessons, loaded once (thread-safe), and in the background after the first paint so the
new-game dialog opens at once; their own texts are registered for translation as they load.

The window asks for them through ``MainWindow.catalog`` (which reports the plugins that
could not be loaded); the plugin manager is imported only when they are loaded (start-up
time).
"""

from __future__ import annotations

import threading

_catalog_lock = threading.Lock()


def load_catalog():
    """The installed rule sets and computer players (loaded once, thread-safe)."""
    with _catalog_lock:
        # lazily: the plugins after the first paint, by the preload thread (make bench-startup)
        from rummy_desktop.plugins.manager import default_catalog

        from .variant_texts import use_plugin_texts

        catalog = default_catalog()
        use_plugin_texts(catalog.texts)
        return catalog


def preload_catalog(done=None) -> None:
    """Load the catalogue in the background so the new-game dialog opens at once; then
    ``done()`` (a signal's emit: it reaches the UI thread queued)."""
    def load() -> None:
        load_catalog()
        if done is not None:
            done()

    threading.Thread(target=load, name="rummy-catalog-preload", daemon=True).start()
