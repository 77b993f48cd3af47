"""The plugin interface: hook specifications (:mod:`.hookspecs`) and the plugin manager
(:mod:`.manager`). Third parties import :data:`hookimpl` from here."""

from .hookspecs import hookimpl, hookspec

__all__ = ["hookimpl", "hookspec"]
