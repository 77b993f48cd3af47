"""docs/plugins.md: its reference is generated from the code and its tutorial's files are
the repository's, so neither can drift (issue 14, point 1)."""

from pathlib import Path

from rummy_desktop.plugins import reference

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_guide_is_what_make_docs_writes():
    text = reference.GUIDE.read_text(encoding="utf-8")
    assert reference.render(text) == text, "docs/plugins.md is stale: run `make docs`"


def test_a_stale_guide_is_caught(tmp_path):
    guide = tmp_path / "plugins.md"
    text = reference.GUIDE.read_text(encoding="utf-8")
    guide.write_text(text.replace("| `knock_limit` |", "| `knock_limits` |"), encoding="utf-8")
    assert reference.main(["--check", str(guide)]) == 1
    assert reference.main([str(guide)]) == 0 and reference.main(["--check", str(guide)]) == 0
    assert guide.read_text(encoding="utf-8") == text


def hooks() -> list[str]:
    from rummy_desktop.plugins import hookspecs

    return [name for name in dir(hookspecs) if name.startswith("rummy_")]


def test_the_reference_covers_every_hook_and_every_declaration_field():
    from rummy_desktop.core.variant import OptionSpec, VariantSpec
    from rummy_desktop.plugins import hookspecs

    text = reference.reference()
    for name in hooks():
        assert f"#### `{name}(" in text, name
        assert (getattr(hookspecs, name).__doc__ or "").strip(), f"the hook {name} has no docstring"
    for model in (VariantSpec, OptionSpec):
        for field, info in model.model_fields.items():
            assert info.description, f"{model.__name__}.{field} has no docstring"
            assert f"| `{field}` |" in text


def test_every_field_a_plugin_or_a_test_reads_says_what_it_means():
    """What the hooks receive (Rules, MeldPosition, MeldCheck, RoundOutcome...), what a
    test reads (GameState, SeatView) and the declaration: a field added without a word of
    what it means (a comment on its line, or reference.FIELD_NOTES) fails here."""
    assert reference.undocumented() == []
    text = reference.reference()
    for cls in reference.DATACLASSES:
        assert f"#### `{cls.__name__}`" in text
    assert "| `house` | Any | the house rules' hooks" in text
    assert "| `by` | Mapping[int, int] | each table card -> the seat that put it there (the Manipulation " \
           "family: the seat whose commit placed it" in text


def test_the_guide_says_which_hook_sees_what_and_each_hook_is_tested_hostile():
    """The table of which hook sees what lists every hook, and every hook has a hostile
    plugin failing in it (tests/plugins/test_hostile_plugins.py)."""
    import test_hostile_plugins

    assert set(hooks()) <= set(reference.HOOK_TABLE), set(hooks()) - set(reference.HOOK_TABLE)
    text = reference.reference()
    for name in reference.HOOK_TABLE:
        assert f"| `{name}` | `" in text, name
    assert set(hooks()) <= {hook for hook, _ in test_hostile_plugins.AT_START_UP.values()}


def test_the_joker_policies_a_deck_allows_are_documented():
    from rummy_desktop.core.structures import structures

    text = reference.reference()
    assert "`joker_policy=\"none\"` with jokers in the deck is refused at start-up (\"2 jokers in the deck, " \
           "but joker_policy 'none' lets nobody play them\")" in text
    for family, structure in structures().items():
        assert f"| `{family}` | {', '.join(f'`{p}`' for p in structure.joker_policies)} |" in text


def test_the_guide_embeds_the_tutorials_files_and_is_linked_from_the_readme():
    text = reference.GUIDE.read_text(encoding="utf-8")
    for path in (ROOT / "docs" / "tutorial").rglob("*.py"):
        if path.name != "conftest.py" and "__pycache__" not in path.parts:
            assert f"<!-- file: {path.relative_to(ROOT).as_posix()} -->" in text, path
    assert "docs/plugins.md" in (ROOT / "README.md").read_text(encoding="utf-8")
