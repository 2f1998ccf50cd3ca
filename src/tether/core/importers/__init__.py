"""The importers: scene files (TOML manifests, MJCF, URDF, CoppeliaSim XML) to a Scene, the built-in scenes, and switching scenes. Above the engine; imports no script runtime."""
