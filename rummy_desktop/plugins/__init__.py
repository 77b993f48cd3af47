"""The plugin interface: hook specifications (:mod:`.hookspecs`), rules pages
(:mod:`.pages`), lessons (:mod:`.lessons`) and the plugin manager (:mod:`.manager`).
Third parties import :data:`hookimpl`, :func:`page_files`, :func:`lesson_files` and
:func:`register_texts` from here."""

from .hookspecs import hookimpl, hookspec
from .lessons import lesson_files
from .pages import RulesPage, page_files
from .texts import register_texts

__all__ = ["RulesPage", "hookimpl", "hookspec", "lesson_files", "page_files", "register_texts"]
