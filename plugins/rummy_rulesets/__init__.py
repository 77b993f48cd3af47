"""The built-in rule sets of Rummy Desktop, one plugin module each.

Each module registers through the entry-point group ``rummy_desktop`` and the public hooks
of :mod:`rummy_desktop.plugins.hookspecs`, exactly as a third-party plugin would.
"""
