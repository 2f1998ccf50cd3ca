"""The script runtimes: Python and Lua main and child scripts, the script runner, and how a run ended. Above the engine; imports no importer."""
