"""Entry script of the frozen application (PyInstaller): the same as the
``rummy-desktop`` command."""

import sys

from rummy_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
