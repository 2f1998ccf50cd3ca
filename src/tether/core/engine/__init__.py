"""The engine: the physics world and its loop, the Scene value and its binding, motors, sensors, frames, states and the shared constants. The lowest room of the core: it imports no other room."""
