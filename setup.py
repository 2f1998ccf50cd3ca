"""tether's build: pure Python by default; its hot modules compiled with Cython on request.

Everything else is in pyproject.toml. The modules in :data:`COMPILED` are ordinary Python files
(Cython's pure-Python mode: the same source runs uncompiled). A plain ``pip install .`` installs
them as they are, in seconds. ``TETHER_COMPILE=1 pip install .`` also compiles them to extension
modules (in parallel, one job per core; about two minutes on two cores), which Python imports
instead of the ``.py`` files beside them: up to about a quarter faster on the stepping and
shared-memory lanes of ``tether bench``, within a few percent elsewhere. Where Cython or a C
compiler is missing the build says so in one line and installs the pure modules.
``TETHER_PURE_PYTHON=1`` wins over ``TETHER_COMPILE``. ``tether.build_info()`` tells which
build is active at run time.
"""

from __future__ import annotations

import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "src"))
from tether.util.compiled import COMPILE_ENV, COMPILED, PURE_ENV  # noqa: E402  (the list lives beside the code it names)


def _say(text: str) -> None:
    print(f"tether build: {text}", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """build_ext that compiles in parallel and falls back to the pure-Python modules when
    compiling fails, in one line."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if not self.parallel:  # one compiler per core unless `build_ext -j N` says otherwise
            self.parallel = os.cpu_count() or 1

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


def _set(name: str) -> bool:
    return os.environ.get(name, "") not in ("", "0")


def _extensions() -> list:
    if _set(PURE_ENV):
        _say(f"pure Python ({PURE_ENV} is set)")
        return []
    if not _set(COMPILE_ENV):
        return []  # the default: nothing to build (setting COMPILE_ENV=1 compiles)
    try:
        from Cython.Build import cythonize
    except ImportError:
        _say("pure Python (Cython is not installed)")
        return []
    from setuptools import Extension

    # no debug information (-g0 after Python's -g): a third less compile time, the same code
    flags = [] if os.name == "nt" else ["-g0"]
    modules = [Extension(name, [os.path.join("src", *name.split(".")) + ".py"], extra_compile_args=flags)
               for name in COMPILED]
    jobs = os.cpu_count() or 1
    _say(f"compiling {len(modules)} modules with Cython, {jobs} at a time")
    return cythonize(
        modules,
        nthreads=jobs,
        compiler_directives={
            "language_level": 3,
            # the annotations are for readers and mypy: the compiled code keeps Python's semantics
            "annotation_typing": False,
            "binding": True,  # functions keep their signatures and docstrings (inspect, docs)
        },
        quiet=True,
    )


setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
