"""Drawing objects and graph streams: what scripts draw and plot, kept for the viewer.

CoppeliaSim draws ``sim.addDrawingObject`` items in its 3-D view and ``sim.addGraphStream``
values in graph objects; headless, it drops both. tether keeps them here, bounded, and the viewer
shows them (points, lines, spheres, cubes and triangles in the 3-D view; streams in the plot
panel). Two version counters tell a viewer when to read again: ``drawings_version`` changes with
every drawing object or item, ``graphs_version`` with every stream or value.

Items are stored in world coordinates, or in the parent object's frame for a drawing object with
a parent (they move with it; ``parents()`` lists the parents whose poses a viewer needs). Drawing objects without
``drawing_persistent`` are removed when the simulation stops, as in CoppeliaSim; graph streams
keep their values after a stop so the plot stays readable, and adding a stream of the same name
to the same graph again (the next run's ``sysCall_init``) starts it afresh.
"""

from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from tether.core.engine.errors import SimError

# CoppeliaSim's drawing object types and options (sim.drawing_*, simConst.h values)
DRAWING_TYPES: dict[str, int] = {
    "drawing_points": 0,
    "drawing_lines": 1,
    "drawing_triangles": 2,
    "drawing_trianglepoints": 3,  # 3 to 6: a point and a normal vector per item (6 values)
    "drawing_quadpoints": 4,
    "drawing_discpoints": 5,
    "drawing_cubepoints": 6,
    "drawing_spherepoints": 7,
    "drawing_linestrip": 8,
    "drawing_trianglepts": 9,  # 9 to 12: a point per item (3 values)
    "drawing_quadpts": 10,
    "drawing_discpts": 11,
    "drawing_cubepts": 12,
    "drawing_spherepts": 7,
}
DRAWING_OPTIONS: dict[str, int] = {
    "drawing_itemcolors": 0x20,
    "drawing_vertexcolors": 0x40,
    "drawing_itemsizes": 0x80,
    "drawing_backfaceculling": 0x100,
    "drawing_wireframe": 0x200,
    "drawing_painttag": 0x400,
    "drawing_followparentvisibility": 0x800,
    "drawing_cyclic": 0x1000,
    "drawing_50percenttransparency": 0x2000,
    "drawing_25percenttransparency": 0x4000,
    "drawing_12percenttransparency": 0x8000,
    "drawing_emissioncolor": 0x10000,
    "drawing_facingcamera": 0x20000,
    "drawing_overlay": 0x40000,
    "drawing_itemtransparency": 0x80000,
    "drawing_persistent": 0x100000,
    "drawing_auxchannelcolor1": 0x200000,
    "drawing_auxchannelcolor2": 0x400000,
    "drawing_local": 0x800000,
}
GRAPH_OPTIONS: dict[str, int] = {
    "stream_transf_raw": 0,
    "stream_transf_derivative": 1,
    "stream_transf_integral": 2,
    "stream_transf_cumulative": 3,
    "handleflag_setmultiple": 0x400000,
    "handleflag_addmultiple": 0x1000000,
}
CONSTANTS: dict[str, int] = {**DRAWING_TYPES, **DRAWING_OPTIONS, **GRAPH_OPTIONS}

TYPE_NAMES = {0: "points", 1: "lines", 2: "triangles", 3: "points", 4: "points", 5: "points", 6: "cubes",
              7: "spheres", 8: "linestrip", 9: "points", 10: "points", 11: "points", 12: "cubes"}
WITH_NORMAL = {3, 4, 5, 6}  # types whose items carry a normal vector after the point
VERTICES = {"points": 1, "cubes": 1, "spheres": 1, "lines": 2, "linestrip": 1, "triangles": 3}
MAX_ITEMS = 100_000  # per drawing object (maxItemCount 0 means this many)
MAX_DRAWING_OBJECTS = 1_000
MAX_STREAMS = 64
MAX_VALUES = 2_000  # per stream: the newest are kept
_TYPE_MASK = 0x1F
_FLAGS = DRAWING_OPTIONS


@dataclass
class DrawingObject:
    """One drawing object: its kind, look and items (flat float lists in world coordinates)."""

    handle: int
    kind: str  # points, lines, triangles, cubes or spheres
    object_type: int  # the type and options as given
    size: float
    parent: int
    max_items: int
    color: tuple[float, float, float]
    items: deque[list[float]] = field(default_factory=deque)
    item_colors: deque[list[float]] = field(default_factory=deque)  # with drawing_itemcolors
    item_sizes: deque[float] = field(default_factory=deque)  # with drawing_itemsizes

    @property
    def cyclic(self) -> bool:
        return bool(self.object_type & _FLAGS["drawing_cyclic"])

    @property
    def persistent(self) -> bool:
        return bool(self.object_type & _FLAGS["drawing_persistent"])

    def as_dict(self) -> dict[str, Any]:
        """What the viewer reads (``GET /api/drawings``)."""
        out: dict[str, Any] = {
            "handle": self.handle, "kind": self.kind, "size": self.size, "parent": self.parent,
            "color": list(self.color), "items": [v for item in self.items for v in item],
            "overlay": bool(self.object_type & _FLAGS["drawing_overlay"]),
        }
        if self.item_colors:
            out["itemColors"] = [v for c in self.item_colors for v in c]
        if self.item_sizes:
            out["itemSizes"] = list(self.item_sizes)
        return out


@dataclass
class GraphStream:
    """One graph stream (or curve): name, unit, colour and its (time, value) samples."""

    stream_id: int
    graph: int
    name: str
    unit: str
    color: tuple[float, float, float]
    options: int = 0
    curve: bool = False  # a curve (addGraphCurve) combines streams; tether keeps its description only
    streams: tuple[int, ...] = ()
    times: deque[float] = field(default_factory=lambda: deque(maxlen=MAX_VALUES))
    values: deque[float] = field(default_factory=lambda: deque(maxlen=MAX_VALUES))

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.stream_id, "graph": self.graph, "name": self.name, "unit": self.unit,
                "color": list(self.color), "curve": self.curve, "times": list(self.times), "values": list(self.values)}


class DrawingStore:
    """Every drawing object and graph stream of a simulation; thread-safe (the viewer reads it
    from the host thread, scripts write it from the simulation's)."""

    def __init__(self) -> None:
        self.objects: dict[int, DrawingObject] = {}
        self.streams: dict[int, GraphStream] = {}
        self.drawings_version = 0
        self.graphs_version = 0
        self._next_drawing = 1
        self._next_stream = 1
        self._lock = threading.Lock()

    # -- drawing objects ------------------------------------------------------------------------
    def add_object(self, object_type: int, size: float, parent: int, max_items: int,
                   color: tuple[float, float, float]) -> int:
        kind = TYPE_NAMES.get(int(object_type) & _TYPE_MASK)
        if kind is None:
            raise SimError(f"unknown drawing object type {int(object_type) & _TYPE_MASK} (use sim.drawing_points, "
                           "drawing_lines, drawing_triangles, drawing_spherepts or drawing_cubepts)")
        with self._lock:
            if len(self.objects) >= MAX_DRAWING_OBJECTS:
                raise SimError(f"too many drawing objects (at most {MAX_DRAWING_OBJECTS}); remove some first")
            handle = self._next_drawing
            self._next_drawing += 1
            limit = MAX_ITEMS if max_items <= 0 else min(int(max_items), MAX_ITEMS)
            self.objects[handle] = DrawingObject(handle, kind, int(object_type), float(size), int(parent), limit, color)
            self.drawings_version += 1
        return handle

    def get(self, handle: int) -> DrawingObject:
        found = self.objects.get(handle)
        if found is None:
            raise SimError(f"no drawing object with handle {handle}")
        return found

    def add_items(self, handle: int, items: list[list[float]], colors: list[list[float]] | None,
                  sizes: list[float] | None = None) -> int:
        """Append items (with their own colours and sizes, when given); a full non-cyclic object
        takes no more (returns how many it took)."""
        with self._lock:
            obj = self.get(handle)
            taken = 0
            for k, item in enumerate(items):
                if len(obj.items) >= obj.max_items:
                    if not obj.cyclic:
                        break
                    obj.items.popleft()
                    if obj.item_colors:
                        obj.item_colors.popleft()
                    if obj.item_sizes:
                        obj.item_sizes.popleft()
                obj.items.append(item)
                if colors is not None:
                    obj.item_colors.append(colors[k])
                if sizes is not None:
                    obj.item_sizes.append(sizes[k])
                taken += 1
            self.drawings_version += 1
            return taken

    def clear_items(self, handle: int) -> None:
        with self._lock:
            obj = self.get(handle)
            obj.items.clear()
            obj.item_colors.clear()
            obj.item_sizes.clear()
            self.drawings_version += 1

    def remove_object(self, handle: int) -> None:
        with self._lock:
            self.get(handle)
            del self.objects[handle]
            self.drawings_version += 1

    def remove_all(self, persistent_too: bool = True) -> None:
        with self._lock:
            doomed = [h for h, o in self.objects.items() if persistent_too or not o.persistent]
            for handle in doomed:
                del self.objects[handle]
            if doomed:
                self.drawings_version += 1

    def parents(self) -> list[int]:
        """The objects that drawing objects are attached to (their items are in these frames)."""
        with self._lock:
            return sorted({o.parent for o in self.objects.values() if o.parent != -1})

    def drawings(self) -> dict[str, Any]:
        """A snapshot for the viewer: the version and every object with its items."""
        with self._lock:
            return {"version": self.drawings_version, "objects": [o.as_dict() for o in self.objects.values()]}

    # -- graph streams --------------------------------------------------------------------------
    def add_stream(self, graph: int, name: str, unit: str, options: int, color: tuple[float, float, float],
                   curve: bool = False, streams: tuple[int, ...] = ()) -> int:
        with self._lock:
            for stream in self.streams.values():
                if stream.graph == graph and stream.name == name and stream.curve == curve:
                    stream.times.clear()
                    stream.values.clear()
                    stream.unit, stream.color, stream.options = unit, color, options
                    self.graphs_version += 1
                    return stream.stream_id
            if len(self.streams) >= MAX_STREAMS:
                raise SimError(f"too many graph streams (at most {MAX_STREAMS})")
            sid = self._next_stream
            self._next_stream += 1
            self.streams[sid] = GraphStream(sid, graph, name, unit, color, options, curve, streams)
            self.graphs_version += 1
            return sid

    def stream(self, graph: int, stream_id: int) -> GraphStream:
        found = self.streams.get(stream_id)
        if found is None or (graph >= 0 and found.graph != graph):
            raise SimError(f"graph {graph} has no stream {stream_id}")
        return found

    def set_value(self, graph: int, stream_id: int, value: float, sim_time: float) -> None:
        """Record a stream's value at ``sim_time`` (a second value at the same time replaces it)."""
        with self._lock:
            stream = self.stream(graph, stream_id)
            if stream.times and stream.times[-1] == sim_time:
                stream.values[-1] = value
            else:
                stream.times.append(sim_time)
                stream.values.append(value)
            self.graphs_version += 1

    def reset_graph(self, graph: int) -> None:
        """Clear the values of a graph's streams (``graph`` < 0: every graph)."""
        with self._lock:
            for stream in self.streams.values():
                if graph < 0 or stream.graph == graph:
                    stream.times.clear()
                    stream.values.clear()
            self.graphs_version += 1

    def remove_stream(self, graph: int, stream_id: int) -> None:
        """Remove one stream or curve (``stream_id`` -1: all of the graph's)."""
        with self._lock:
            doomed = [s for s, st in self.streams.items() if stream_id == -1 and st.graph == graph or s == stream_id]
            if not doomed:
                raise SimError(f"graph {graph} has no stream or curve {stream_id}")
            for sid in doomed:
                del self.streams[sid]
            self.graphs_version += 1

    def graphs(self) -> dict[str, Any]:
        """A snapshot for the viewer: the version and every stream with its samples."""
        with self._lock:
            return {"version": self.graphs_version,
                    "streams": [s.as_dict() for s in self.streams.values() if not s.curve]}
