"""The PySide6 desktop interface: the application shell (:mod:`.app`, :mod:`.main_window`
and its dialogs), one controller per kind of game the window shows (:mod:`.games`), and
the card table (:mod:`.table`).

Nothing here is imported by the Qt-free layers; :mod:`.app` imports only what the start
screen needs, so the window is on screen before the rule sets are loaded.
"""
