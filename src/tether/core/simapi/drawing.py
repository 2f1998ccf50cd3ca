"""The ``sim`` functions of drawing objects and graphs (a mixin of SimAPI; the store is
tether.core.engine.drawings, the viewer shows what it holds).

CoppeliaSim's argument forms: ``addDrawingObject(objectType, size, duplicateTolerance,
parentObjectHandle, maxItemCount, color=None)`` (the older ``ambient_diffuse, None, specular,
emission`` colour arguments are accepted too; the first colour given is used);
``addDrawingObjectItem(handle, itemData)`` with one item, several at once when the handle carries
``sim.handleflag_setmultiple``, or ``None`` to clear; an item of a drawing object made with
``sim.drawing_itemcolors`` / ``drawing_itemsizes`` carries its own colour (3 values) and size (1
value) after its coordinates, and keeps them (the viewer draws each item in its colour); ``addGraphStream(graphHandle, name, unit,
options=0, color=None, cyclicRange=pi)`` and ``setGraphStreamValue(graphHandle, streamId, value)``.

Items of a drawing object with a parent object are attached to it: given in world coordinates
(or in the parent's frame with ``drawing_local``), they move with the parent afterwards.

What tether does where CoppeliaSim's manual is silent or the meaning needs a GUI:
``duplicateTolerance`` is ignored (every item is kept); any integer works as a graph handle (a
headless scene has no graph objects to create; the handle groups streams in the plot panel);
``handleGraph`` is a no-op, as values are recorded when set; ``addGraphCurve`` keeps the curve's
description (``getGraphCurve``-style x/y plots are not drawn).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Sequence

import numpy as np

from tether.core.engine.drawings import CONSTANTS, VERTICES, WITH_NORMAL, DrawingStore
from tether.core.engine.errors import SimError
from tether.core.simapi.args import colour, integer, number, sequence, text, vector
from tether.core.simapi.base import Part


_SETMULTIPLE = CONSTANTS["handleflag_setmultiple"]
_ADDMULTIPLE = CONSTANTS["handleflag_addmultiple"]
_HANDLE_BITS = 0xFFFFF  # a drawing object handle without the flags above
_ITEMCOLORS = CONSTANTS["drawing_itemcolors"]
_VERTEXCOLORS = CONSTANTS["drawing_vertexcolors"]
_ITEMSIZES = CONSTANTS["drawing_itemsizes"]
_ITEMTRANSPARENCY = CONSTANTS["drawing_itemtransparency"]
_LOCAL = CONSTANTS["drawing_local"]
_HANDLE_ALL = -2
DEFAULT_DRAWING_COLOR = (1.0, 1.0, 0.0)
STREAM_COLORS = ((0.85, 0.28, 0.06), (0.1, 0.44, 0.76), (0.17, 0.54, 0.24), (0.61, 0.21, 0.71))


class DrawingAPI(Part):
    """Drawing objects and graph streams (mixed into SimAPI, which provides ``_sim``)."""

    if TYPE_CHECKING:  # SimAPI's, for placing items relative to a parent object

        def getObjectMatrix(self, handle: int, relative_to: int = -1) -> list[float]: ...

    @property
    def _drawings(self) -> DrawingStore:
        return self._sim.drawings

    # -- drawing objects ------------------------------------------------------------------------
    def addDrawingObject(self, objectType: int, size: float, duplicateTolerance: float = 0.0,
                         parentObjectHandle: int = -1, maxItemCount: int = 0, color: Any = None,
                         *moreColors: Any) -> int:
        """A new drawing object (drawn by the viewer); its handle."""
        parent = integer(parentObjectHandle, "parentObjectHandle")
        if parent != -1:
            self.getObjectMatrix(parent, -1)  # raises for a bad handle
        first = color if color is not None else next((c for c in moreColors if c is not None), None)
        return self._drawings.add_object(integer(objectType, "objectType"), number(size, "size"), parent,
                                         integer(maxItemCount, "maxItemCount"),
                                         DEFAULT_DRAWING_COLOR if first is None else colour(first, "color"))

    def addDrawingObjectItem(self, drawingObjectHandle: int, itemData: Sequence[float] | None) -> int:
        """Append one item (or several, with sim.handleflag_setmultiple); ``None`` clears the
        object. 1 if anything was added (or cleared), 0 if a full non-cyclic object took nothing."""
        handle = integer(drawingObjectHandle, "drawingObjectHandle")
        multiple = bool(handle & (_SETMULTIPLE | _ADDMULTIPLE)) and handle > 0
        handle = handle & _HANDLE_BITS if handle > 0 else handle
        store = self._drawings
        obj = store.get(handle)
        data = None if itemData is None else vector(itemData, None, "itemData")
        if data is None or (not multiple and not data):
            store.clear_items(handle)
            return 1
        verts = VERTICES[obj.kind]
        base = 3 * verts + (3 if obj.object_type & 0x1F in WITH_NORMAL else 0)
        opts = obj.object_type
        colored = bool(opts & _ITEMCOLORS)
        stride = (base + (3 if colored else 0) + (3 * verts if opts & _VERTEXCOLORS else 0)
                  + (1 if opts & _ITEMSIZES else 0) + (1 if opts & _ITEMTRANSPARENCY else 0))
        if multiple:
            if len(data) % stride:
                raise SimError(f"itemData holds {len(data)} numbers, not a whole number of items of {stride}")
            chunks = [data[k:k + stride] for k in range(0, len(data), stride)]
        else:
            if len(data) < 3 * verts:
                raise SimError(f"a {obj.kind} item needs {3 * verts} coordinates, got {len(data)} numbers")
            chunks = [data]
        items = [chunk[:3 * verts] for chunk in chunks]
        colors = [chunk[base:base + 3] for chunk in chunks] if colored else None
        if colors is not None and any(len(c) < 3 for c in colors):
            raise SimError("sim.addDrawingObjectItem: drawing_itemcolors: every item needs three colour "
                           "values (red, green, blue) after its coordinates")
        sizes = None
        if opts & _ITEMSIZES:  # after the item's colour and vertex colours, as CoppeliaSim lays them out
            at = base + (3 if colored else 0) + (3 * verts if opts & _VERTEXCOLORS else 0)
            if any(len(chunk) <= at for chunk in chunks):
                raise SimError("sim.addDrawingObjectItem: drawing_itemsizes: every item needs its size after "
                               "its coordinates" + (" and colour" if colored else ""))
            sizes = [chunk[at] for chunk in chunks]
        if obj.parent != -1 and not opts & _LOCAL:  # stored in the parent's frame: they move with it
            m = np.asarray(self.getObjectMatrix(obj.parent, -1), dtype=np.float64).reshape(3, 4)
            items = [[float(v) for v in (m[:, :3].T @ (np.reshape(item, (-1, 3)).T - m[:, 3:])).T.ravel()]
                     for item in items]
        return 1 if store.add_items(handle, items, colors, sizes) else 0

    def removeDrawingObject(self, drawingObjectHandle: int) -> None:
        """Remove a drawing object (sim.handle_all: every one)."""
        handle = integer(drawingObjectHandle, "drawingObjectHandle")
        if handle == _HANDLE_ALL:
            self._drawings.remove_all()
        else:
            self._drawings.remove_object(handle)

    def removeDrawingObjects(self, drawingObjectHandles: Sequence[int]) -> None:
        """Remove several drawing objects."""
        for handle in sequence(drawingObjectHandles, "drawingObjectHandles"):
            self.removeDrawingObject(handle)

    # -- graphs ---------------------------------------------------------------------------------
    def addGraphStream(self, graphHandle: int, streamName: str, unit: str = "", options: int = 0,
                       color: Any = None, cyclicRange: float = math.pi) -> int:
        """A stream of the graph (any integer handle); its id. Shown as a plot in the viewer."""
        count = len(self._drawings.streams)
        return self._drawings.add_stream(integer(graphHandle, "graphHandle"), text(streamName, "streamName"),
                                         text(unit, "unit"), integer(options, "options"),
                                         STREAM_COLORS[count % len(STREAM_COLORS)] if color is None
                                         else colour(color, "color"))

    def setGraphStreamValue(self, graphHandle: int, streamId: int, value: float) -> None:
        """The stream's value at the current simulation time."""
        self._drawings.set_value(integer(graphHandle, "graphHandle"), integer(streamId, "streamId"),
                                 number(value, "value", finite=False), self._sim.loop.sim_time)

    def setGraphStreamTransformation(self, graphHandle: int, streamId: int, trType: int, mult: float = 1.0,
                                     off: float = 0.0, movAvgPeriod: int = 1) -> None:
        """Accepted for the stream (the viewer plots raw values)."""
        self._drawings.stream(integer(graphHandle, "graphHandle"), integer(streamId, "streamId"))

    def addGraphCurve(self, graphHandle: int, curveName: str, dim: int, streamIds: Sequence[int],
                      defaultValues: Sequence[float] = (), unit: str = "", options: int = 0, color: Any = None,
                      curveWidth: int = 2) -> int:
        """An x/y (or x/y/z) curve over streams of the graph; its id (kept, not drawn)."""
        graph = integer(graphHandle, "graphHandle")
        ids = tuple(integer(s, "streamIds") for s in vector(streamIds, None, "streamIds"))
        for sid in ids:
            if sid != -1:
                self._drawings.stream(graph, sid)
        return self._drawings.add_stream(graph, text(curveName, "curveName"), text(unit, "unit"),
                                         integer(options, "options"),
                                         STREAM_COLORS[0] if color is None else colour(color, "color"),
                                         curve=True, streams=ids)

    def destroyGraphCurve(self, graphHandle: int, curveId: int) -> None:
        """Remove a stream or curve (curveId -1: all of the graph's)."""
        self._drawings.remove_stream(integer(graphHandle, "graphHandle"), integer(curveId, "curveId"))

    def resetGraph(self, graphHandle: int) -> None:
        """Clear the recorded values of the graph's streams (sim.handle_all: every graph)."""
        graph = integer(graphHandle, "graphHandle")
        self._drawings.reset_graph(-1 if graph == _HANDLE_ALL else graph)

    def handleGraph(self, graphHandle: int, simulationTime: float = 0.0) -> None:
        """Nothing to do: tether records a stream's value when it is set."""


for _name, _value in CONSTANTS.items():  # sim.drawing_points, sim.drawing_cyclic, ...
    setattr(DrawingAPI, _name, _value)
del _name, _value
