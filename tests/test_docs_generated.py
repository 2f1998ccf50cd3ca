"""One source for each fact: the docs' generated sections (every flag, manifest key, `sim`, `simx`
and Lua function, the CoppeliaSim mapping, output samples) match the code, each sits in exactly one
page, and the generator notices a stale or doubled one (tools/docs/generate.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.readme_pages import DOCS, README, ROOT
from tools.docs import generate


def test_the_generated_sections_match_the_code() -> None:
    assert generate.main(["--check"]) == 0, "run `python tools/docs/generate.py` and commit the pages"


def test_the_reference_covers_every_flag_key_and_simx_function() -> None:
    from tether.core.importers.manifest_schema import TABLES
    from tether.remoteapi import sim

    cli = (DOCS / "reference/cli.md").read_text()
    for flag in ("--real-time", "--no-real-time", "--no-legacy", "--no-progress", "--keep-going", "--idle-timeout",
                 "--allow-files"):
        assert f"`{flag}`" in cli
    manifest = (DOCS / "reference/manifest.md").read_text()
    for table, keys in TABLES.items():
        for key in keys:
            assert f"| `{key}` |" in manifest, (table, key)
    simx = (DOCS / "reference/simx.md").read_text()
    for name in dir(sim):
        if name.startswith("simx") and callable(getattr(sim, name)):
            assert f"| `{name}` |" in simx, name
    assert "| `simxLoadModel` | with --allow-files | an MJCF/URDF/CoppeliaSim XML file" in simx
    assert "| `simxCreateDummy` | supported |" in simx and "| `simxLoadUI` | refused |" in simx
    assert "| `simxLoadScene` | with --allow-files | replaces the scene" in simx
    assert "| `simxGetJointPosition` | supported |" in simx


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A copy of the README and docs/ to spoil."""
    shutil.copyfile(README, tmp_path / "README.md")
    shutil.copytree(DOCS, tmp_path / "docs")
    return tmp_path


def test_a_stale_table_is_detected_and_rewritten(checkout: Path) -> None:
    page = checkout / "docs/reference/cli.md"
    page.write_text(page.read_text().replace("| `--keep-going` |", "| `--keep-going-old` |"))
    assert generate.main(["--check", "--root", str(checkout)]) == 1
    assert generate.main(["--root", str(checkout)]) == 0
    assert page.read_text() == (DOCS / "reference/cli.md").read_text()


def test_a_fact_in_two_pages_or_in_none_is_refused(checkout: Path, capsys: pytest.CaptureFixture[str]) -> None:
    guide = checkout / "docs/guide/scenes.md"
    guide.write_text(guide.read_text() + "\n<!-- generated: manifest -->\n<!-- end: manifest -->\n")
    assert generate.main(["--check", "--root", str(checkout)]) == 1
    assert "section 'manifest' must be in exactly one page, found in docs/guide/scenes.md, docs/reference/manifest.md" \
        in capsys.readouterr().err
    (checkout / "docs/reference/lua.md").unlink()
    guide.write_text((DOCS / "guide/scenes.md").read_text())
    assert generate.main(["--root", str(checkout)]) == 1  # refuses to write while a fact has no page
    assert "section 'lua' must be in exactly one page, found in no page" in capsys.readouterr().err


def test_an_unknown_section_is_named(checkout: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = checkout / "docs/index.md"
    page.write_text(page.read_text() + "\n<!-- generated: flags -->\n<!-- end: flags -->\n")
    assert generate.main(["--check", "--root", str(checkout)]) == 1
    assert "docs/index.md: unknown generated section 'flags'" in capsys.readouterr().err


def test_the_tools_are_not_in_the_package() -> None:
    package = ROOT / "src/tether"
    assert not (package / "cli/docs.py").exists() and not (package / "bench/probes").exists()
    assert (ROOT / "tools/docs/generate.py").is_file() and (ROOT / "tools/probes/legacy_exchange.py").is_file()


def test_the_guides_example_manifest_has_only_keys_tether_knows() -> None:
    """The annotated manifest of docs/guide/scenes.md passes the loader's own key checks."""
    try:
        import tomllib
    except ImportError:  # Python 3.10
        import tomli as tomllib

    from tether.core.importers.manifest_schema import validate
    from tests.readme_pages import blocks

    manifests = blocks(DOCS / "guide/scenes.md", "toml")
    assert manifests and all("model" in tomllib.loads(m) for m in manifests[:1])
    validate(tomllib.loads(manifests[0]), "scenes.md")  # raises on an unknown key or a wrong type
