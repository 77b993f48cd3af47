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


def test_the_reference_covers_every_hook_and_every_declaration_field():
    from rummy_desktop.core.variant import OptionSpec, VariantSpec
    from rummy_desktop.plugins import hookspecs

    text = reference.reference()
    for name in dir(hookspecs):
        if name.startswith("rummy_"):
            assert f"#### `{name}(" in text, name
    for model in (VariantSpec, OptionSpec):
        for field, info in model.model_fields.items():
            assert info.description, f"{model.__name__}.{field} has no docstring"
            assert f"| `{field}` |" in text


def test_the_guide_embeds_the_tutorials_files_and_is_linked_from_the_readme():
    text = reference.GUIDE.read_text(encoding="utf-8")
    for path in (ROOT / "docs" / "tutorial").rglob("*.py"):
        if path.name != "conftest.py" and "__pycache__" not in path.parts:
            assert f"<!-- file: {path.relative_to(ROOT).as_posix()} -->" in text, path
    assert "docs/plugins.md" in (ROOT / "README.md").read_text(encoding="utf-8")
