"""Entry script of the frozen application (PyInstaller): the same as the
``rummy-desktop`` command; or, started by the program itself with
``RUMMY_DESKTOP_CARD_WORKER=1``, the render process of the SVG card decks
(rummy_desktop.ui.decks.worker)."""

import os
import sys

if __name__ == "__main__":
    if os.environ.get("RUMMY_DESKTOP_CARD_WORKER") == "1":
        from rummy_desktop.ui.decks.worker import main as worker

        worker()
        sys.exit(0)
    from rummy_desktop.cli import main

    sys.exit(main())
