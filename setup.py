"""tether's build: its hot modules compiled from their own Python source with Cython, when it can.

Everything else is in pyproject.toml. The modules in :data:`COMPILED` are ordinary Python files
(Cython's pure-Python mode: the same source runs uncompiled); where Cython and a C compiler are
available they are also compiled to extension modules, which Python imports instead of the
``.py`` files beside them. Where either is missing, or ``TETHER_PURE_PYTHON=1`` is set, the
build makes a pure-Python install and says so in one line. ``tether.build_info()`` tells which
one is active at run time.
"""

from __future__ import annotations

import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "src"))
from tether.util.compiled import COMPILED, PURE_ENV  # noqa: E402  (the list lives beside the code it names)


def _say(text: str) -> None:
    print(f"tether build: {text}", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """build_ext that falls back to the pure-Python modules when compiling fails, in one line."""

    def run(self) -> None:
        self.failed: list[tuple[str, Exception]] = []
        self.built = 0
        try:
            super().run()
        except Exception as exc:  # no compiler at all, or copying modules that were not built
            if not self.failed:
                _say(f"pure Python (no C compiler: {type(exc).__name__}: {exc})")
                return
        if self.failed:
            name, exc = self.failed[0]
            _say(f"pure Python for {len(self.failed)} of {len(self.extensions)} modules "
                 f"({name} did not compile: {type(exc).__name__}: {exc})")

    def build_extension(self, ext) -> None:  # noqa: ANN001
        if self.failed and not self.built:  # the first one failed: no working compiler, skip the rest
            self.failed.append((ext.name, self.failed[0][1]))
            return
        try:
            super().build_extension(ext)
            self.built += 1
        except Exception as exc:
            self.failed.append((ext.name, exc))


def _extensions() -> list:
    if os.environ.get(PURE_ENV, "") not in ("", "0"):
        _say(f"pure Python ({PURE_ENV} is set)")
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        _say("pure Python (Cython is not installed)")
        return []
    from setuptools import Extension

    modules = [Extension(name, [os.path.join("src", *name.split(".")) + ".py"]) for name in COMPILED]
    _say(f"compiling {len(modules)} modules with Cython")
    return cythonize(
        modules,
        compiler_directives={
            "language_level": 3,
            # the annotations are for readers and mypy: the compiled code keeps Python's semantics
            "annotation_typing": False,
            "binding": True,  # functions keep their signatures and docstrings (inspect, docs)
        },
        quiet=True,
    )


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
