"""Lua scripts: V-REP's and CoppeliaSim's Lua child and main scripts, run unmodified.

- :mod:`.state`: one sandboxed Lua 5.4 state per script (lupa), with ``prelude.lua``;
- :mod:`.bridge`: the ``sim`` API for Lua (both naming generations) on tether's SimAPI;
- :mod:`.scripts`: the script classes (dialects, threads as coroutines, errors).

The loop (tether.core.simulation) runs Lua scripts like Python ones; it picks these classes
by the file's extension.
"""

from tether.core.scripting.lua.scripts import (
    LuaChildScript,
    LuaMainScript,
    LuaThreadedScript,
    child_script_class,
    is_lua,
)

__all__ = ["LuaChildScript", "LuaMainScript", "LuaThreadedScript", "child_script_class", "is_lua"]
