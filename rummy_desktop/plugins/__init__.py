"""The plugin interface: hook specifications (:mod:`.hookspecs`), rules pages
(:mod:`.pages`), lessons (:mod:`.lessons`) and the plugin manager (:mod:`.manager`).
Third parties import :data:`hookimpl`, :func:`page_files` and :func:`lesson_files` from
here."""

from .hookspecs import hookimpl, hookspec
from .lessons import lesson_files
from .pages import RulesPage, page_files

__all__ = ["RulesPage", "hookimpl", "hookspec", "lesson_files", "page_files"]
