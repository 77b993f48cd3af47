"""The plugin interface: hook specifications (:mod:`.hookspecs`), rules pages
(:mod:`.pages`) and the plugin manager (:mod:`.manager`). Third parties import
:data:`hookimpl` and :func:`page_files` from here."""

from .hookspecs import hookimpl, hookspec
from .pages import RulesPage, page_files

__all__ = ["RulesPage", "hookimpl", "hookspec", "page_files"]
