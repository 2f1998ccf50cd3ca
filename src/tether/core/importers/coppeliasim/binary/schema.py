"""Which chunks are containers, where: the bytes do not say, so the reader is told.

A chunk is a 3-letter tag, an int32 length and a payload. A *container*'s payload is itself a
sequence of chunks ending with a bare marker, and the same tag can be a container in one parent
and a leaf in another (``Cl2`` is a colour container under a joint, a 60-byte leaf inside a
colour). :data:`SCHEMA` maps each context to the tags that open a container there and the
context their payload is read in; :data:`LAYOUTS` gives how a context's payload is cut:

- ``seq``: chunks then ``EOO``;
- ``object``: a scene object: its common section (context ``common``) then ``NXT``, then its own
  section (the context named after the object's tag) then ``EOO``;
- ``mesh``: a mesh (``Gst``, ``Geo``): wrapper data (context ``wrapper``) then ``EOO``, then mesh
  data (context ``mesh_data``) then ``EOO``.

A tag that is not a container in its context is a leaf, skipped by its length when not read.
Contexts not listed hold leaves only.
"""

from __future__ import annotations

__all__ = ["LAYOUTS", "MARKERS", "OBJECT_TAGS", "SCHEMA", "TOP_SECTIONS"]

EOO, NXT, EOF = b"EOO", b"NXT", b"EOF"
MARKERS = (EOO, NXT, EOF)

#: scene objects at the top level: tag -> the model's kind
OBJECT_TAGS: dict[str, str] = {
    "SHP": "shape", "JNT": "joint", "DMY": "dummy", "SNR": "proximity_sensor", "RSN": "vision_sensor",
    "FSE": "force_sensor", "CMA": "camera", "LGT": "light", "GRH": "graph", "PAT": "path",
    "PTH": "path", "OCT": "octree", "PTC": "point_cloud", "MIR": "mirror", "MIL": "mill", "MKR": "marker",
    "CSO": "unknown", "SCT": "script",
}

#: top-level sections that are not objects: tag -> what they are (for "skipped" lines)
TOP_SECTIONS: dict[str, str] = {
    "VIN": "mesh pool", "LST": "script", "MTC": "model thumbnail", "BBC": "model thumbnail frame",
    "TEX": "textures", "DMA": "dynamic materials (legacy)", "ENV": "environment", "SET": "settings",
    "DYN": "dynamics settings", "SIM": "simulation settings", "VEW": "views", "GHO": "ghosts",
    "GRP": "collections", "CDS": "custom scene data (legacy)", "CDA": "custom scene data",
    "IKO": "IK groups", "MPL": "motion planning tasks", "PPL": "path planning tasks",
    "BBK": "custom UIs (legacy)", "ORD": "object order", "COL": "collision objects",
    "DST": "distance objects", "BCK": "forward-compatibility data", "COB": "custom objects", "MIL": "mill",
}

LAYOUTS: dict[str, str] = {
    "object": "object", "mesh": "mesh", "geometry": "seq", "compound": "seq", "colour": "seq",
    "script": "seq", "pool": "seq", "volume": "seq", "opaque": "seq",
}

_COLOURS = {"Cl0": "colour", "Cl1": "colour", "Cl2": "colour", "Cl3": "colour", "Ecl": "colour"}

SCHEMA: dict[str, dict[str, str]] = {
    "top": {**{tag: "object" for tag in OBJECT_TAGS}, "VIN": "pool", "LST": "script"},
    "SHP": {"Ge2": "geometry"},
    "geometry": {"Gst": "mesh", "Gsg": "compound"},
    "compound": {"Geo": "mesh", "Wrp": "compound"},
    "mesh_data": dict(_COLOURS),
    "JNT": {"Cl1": "colour", "Cl2": "colour"},
    "DMY": {"Cl0": "colour", "Cl1": "colour"},
    "SNR": {"Vod": "volume", "Cl1": "colour", "Cl2": "colour", "Cl3": "colour", "Cl4": "colour"},
    "RSN": {"Cl1": "colour", "Cl2": "colour"},
    "FSE": {"Cl1": "colour", "Cl2": "colour"},
    "CMA": {"Cl1": "colour", "Cl2": "colour"},
    "SCT": {"Soo": "script"},
}
