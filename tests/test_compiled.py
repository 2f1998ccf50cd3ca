"""tether.util.compiled: which modules run, compiled or pure, and the finder that decides it."""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tether.util import compiled


def test_build_info_names_the_active_build() -> None:
    info = compiled.build_info()
    assert info.startswith(("compiled with Cython", "partly compiled", "pure Python"))
    import tether

    assert tether.__build__ == info


def test_the_environment_variable_forces_the_pure_modules() -> None:
    env = {**os.environ, compiled.PURE_ENV: "1"}
    code = (
        "import tether, tether.remoteapi.server_connection as s; "
        "print(tether.__build__); print(s.__file__)"
    )
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    build, path = out.stdout.splitlines()
    assert build == f"pure Python ({compiled.PURE_ENV}=1)"
    assert path.endswith("server_connection.py")


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A package ``fakepkg`` with a module ``hot.py`` the finder treats as compiled."""
    root = tmp_path / "fakepkg"
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "hot.py").write_text("KIND = 'source'\n")
    monkeypatch.setattr(compiled, "COMPILED", ("fakepkg.hot",))
    monkeypatch.syspath_prepend(str(tmp_path))
    return root


def _binary(root: Path, age: float) -> Path:
    """A stand-in for the compiled module (never loaded: the tests look at the finder's choice)."""
    path = root / ("hot" + importlib.machinery.EXTENSION_SUFFIXES[0])
    path.write_bytes(b"")
    source = (root / "hot.py").stat().st_mtime
    os.utime(path, (source + age, source + age))
    return path


def test_a_stale_compiled_module_gives_way_to_its_source(package: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    _binary(package, -60)  # built before the source was edited
    spec = compiled._PureFinder().find_spec("fakepkg.hot", [str(package)])
    assert spec is not None and spec.origin == str(package / "hot.py")


def test_a_fresh_compiled_module_is_left_to_python(package: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    _binary(package, 60)
    assert compiled._PureFinder().find_spec("fakepkg.hot", [str(package)]) is None
    monkeypatch.setenv(compiled.PURE_ENV, "1")
    spec = compiled._PureFinder().find_spec("fakepkg.hot", [str(package)])
    assert spec is not None and spec.origin == str(package / "hot.py")


def test_an_installed_copy_runs_its_compiled_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """pip writes a wheel's files in order: a .py a moment newer than its extension is not an edit."""
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    installed = tmp_path / "lib" / "site-packages"
    installed.mkdir(parents=True)
    root = installed / "fakepkg"
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "hot.py").write_text("KIND = 'source'\n")
    monkeypatch.setattr(compiled, "COMPILED", ("fakepkg.hot",))
    _binary(root, -0.005)
    assert compiled._PureFinder().find_spec("fakepkg.hot", [str(root)]) is None


def test_modules_not_compiled_are_not_its_business(package: Path) -> None:
    assert compiled._PureFinder().find_spec("fakepkg", None) is None
    assert compiled._PureFinder().find_spec("fakepkg.other", [str(package)]) is None
