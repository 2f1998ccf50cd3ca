"""CoppeliaSim 4.8+'s property API, table-driven: one table maps each property name to its
type, the objects it applies to, and how to read and write it through the rest of the API.

Targets are an object handle, ``sim.handle_scene`` or ``sim.handle_app``. Besides the table's
properties there are two open namespaces, as in CoppeliaSim: ``signal.NAME`` on the scene (the
int, float and string signals), and ``customData.NAME`` on any target (values of any property
type, kept in memory with the target). Setting a property of the wrong type, a read-only one, or
one the target does not have is one error line; ``{'noError': True}`` in the options turns a
missing property into None.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from tether.core.engine.errors import SimError
from tether.core.engine.objects import SceneObject
from tether.core.simapi.args import integer, text, vector
from tether.core.simapi.base import Part
from tether.core.engine.states import ObjectType

__all__ = ["PropertiesAPI", "PROPERTIES", "Prop", "TYPE_NAMES"]

SCENE, APP = -12, -13  # sim.handle_scene, sim.handle_app
BOOL, INT, FLOAT, STRING, BUFFER, VECTOR3, QUATERNION, POSE = 0, 1, 2, 3, 4, 5, 6, 7
MATRIX3, MATRIX4, COLOR, FLOATARRAY, TABLE, INTARRAY, VECTOR2, INTARRAY2, LONG = 8, 9, 10, 11, 12, 13, 14, 15, 16
NOT_WRITABLE, REMOVABLE = 1, 4
#: sim.propertytype_* value -> its name (getPropertyTypeString)
TYPE_NAMES = {BOOL: "bool", INT: "int", FLOAT: "float", STRING: "string", BUFFER: "buffer", VECTOR3: "vector3",
              QUATERNION: "quaternion", POSE: "pose", MATRIX3: "matrix3x3", MATRIX4: "matrix4x4", COLOR: "color",
              FLOATARRAY: "floatarray", TABLE: "table", INTARRAY: "intarray", VECTOR2: "vector2",
              INTARRAY2: "intarray2", LONG: "long"}
_LENGTHS = {VECTOR3: 3, QUATERNION: 4, POSE: 7, MATRIX3: 9, MATRIX4: 12, COLOR: 3, VECTOR2: 2, INTARRAY2: 2}

Target = Any  # a SceneObject, or SCENE / APP
Getter = Callable[[Any, Target], Any]
Setter = Callable[[Any, Target, Any], None]


@dataclass(frozen=True)
class Prop:
    """One property: its name, type, the class of target it belongs to, and accessors (``api``
    is the SimAPI the call came through)."""

    name: str
    type: int
    cls: str  # "app", "scene", "object", "joint", "shape", "dummy", "proximitySensor", "visionSensor", "forceSensor"
    get: Getter
    set: Setter | None = None
    description: str = ""


def _applies(cls: str, target: Target) -> bool:
    if cls == "app":
        return target == APP
    if cls == "scene":
        return target == SCENE
    if not isinstance(target, SceneObject):
        return False
    return cls == "object" or target.type == {
        "joint": ObjectType.JOINT, "shape": ObjectType.SHAPE, "dummy": ObjectType.DUMMY,
        "proximitySensor": ObjectType.PROXIMITY_SENSOR, "visionSensor": ObjectType.VISION_SENSOR,
        "forceSensor": ObjectType.FORCE_SENSOR, "camera": ObjectType.CAMERA}.get(cls)


def _opt(cls: str) -> Callable[..., Prop]:
    def make(name: str, type_: int, get: Getter, set_: Setter | None = None, description: str = "") -> Prop:
        return Prop(name, type_, cls, get, set_, description)
    return make


_app, _scene, _obj, _joint, _shape = _opt("app"), _opt("scene"), _opt("object"), _opt("joint"), _opt("shape")
_prox, _vision = _opt("proximitySensor"), _opt("visionSensor")

#: Every built-in property tether models.
PROPERTIES: list[Prop] = [
    _app("productVersion", STRING, lambda a, t: "4.8.0 (tether)", description="CoppeliaSim version tether follows"),
    _app("platform", INT, lambda a, t: 2, description="0 Windows, 1 macOS, 2 Linux"),
    _scene("simulationTime", FLOAT, lambda a, t: a.getSimulationTime(), description="simulated time (s)"),
    _scene("timeStep", FLOAT, lambda a, t: a.getSimulationTimeStep(), description="time step of a pass (s)"),
    _scene("simulationState", INT, lambda a, t: a.getSimulationState(), description="sim.simulation_* state"),
    _scene("realTime", BOOL, lambda a, t: bool(a.getRealTimeSimulation()), description="real-time mode"),
    _scene("gravity", VECTOR3, lambda a, t: a.getArrayParam(0), lambda a, t, v: a.setArrayParam(0, v),
           description="gravity (m/s²)"),
    _scene("objectHandles", INTARRAY, lambda a, t: a.getObjectsInTree(a.handle_scene), description="every object"),
    _obj("handle", INT, lambda a, t: t.handle, description="the object's handle"),
    _obj("objectUid", LONG, lambda a, t: a.getObjectUid(t.handle), description="unique id (never reused)"),
    _obj("alias", STRING, lambda a, t: t.name, lambda a, t, v: a.setObjectAlias(t.handle, v), "the alias"),
    _obj("objectType", INT, lambda a, t: int(t.type), description="sim.sceneobject_* / object_*_type"),
    _obj("parentHandle", INT, lambda a, t: t.parent_handle,
         lambda a, t, v: a.setObjectParent(t.handle, integer(v, "parentHandle"), True), "parent (-1: world)"),
    _obj("childOrder", INT, lambda a, t: a.getObjectHierarchyOrder(t.handle)[0],
         lambda a, t, v: a.setObjectHierarchyOrder(t.handle, v), "position among its siblings"),
    _obj("pose", POSE, lambda a, t: a.getObjectPose(t.handle, a.handle_parent),
         lambda a, t, v: a.setObjectPose(t.handle, a.handle_parent, v), "pose relative to the parent"),
    _obj("absPose", POSE, lambda a, t: a.getObjectPose(t.handle, -1),
         lambda a, t, v: a.setObjectPose(t.handle, -1, v), "pose in the world"),
    _obj("position", VECTOR3, lambda a, t: a.getObjectPosition(t.handle, a.handle_parent),
         lambda a, t, v: a.setObjectPosition(t.handle, a.handle_parent, v), "position relative to the parent"),
    _obj("quaternion", QUATERNION, lambda a, t: a.getObjectQuaternion(t.handle, a.handle_parent),
         lambda a, t, v: a.setObjectQuaternion(t.handle, a.handle_parent, v), "orientation relative to the parent"),
    _obj("children", INTARRAY, lambda a, t: [c.handle for c in t.children], description="child handles"),
    _obj("objectProperty", INT, lambda a, t: a.getObjectProperty(t.handle),
         lambda a, t, v: a.setObjectProperty(t.handle, v), "sim.objectproperty_* flags"),
    _obj("modelBase", BOOL, lambda a, t: not a.getModelProperty(t.handle) & 61440,
         lambda a, t, v: a.setModelProperty(t.handle, 0 if v else 61440), "the object is a model's base"),
    _obj("velocity", VECTOR3, lambda a, t: a.getObjectVelocity(t.handle)[0], description="linear velocity (m/s)"),
    _obj("angularVelocity", VECTOR3, lambda a, t: a.getObjectVelocity(t.handle)[1], description="rad/s"),
    _joint("jointType", INT, lambda a, t: a.getJointType(t.handle), description="sim.joint_*_subtype"),
    _joint("jointPosition", FLOAT, lambda a, t: a.getJointPosition(t.handle),
           lambda a, t, v: a.setJointPosition(t.handle, v), "position (rad or m)"),
    _joint("jointVelocity", FLOAT, lambda a, t: a.getJointVelocity(t.handle), description="velocity"),
    _joint("targetPos", FLOAT, lambda a, t: a.getJointTargetPosition(t.handle),
           lambda a, t, v: a.setJointTargetPosition(t.handle, v), "motor's target position"),
    _joint("targetVel", FLOAT, lambda a, t: a.getJointTargetVelocity(t.handle),
           lambda a, t, v: a.setJointTargetVelocity(t.handle, v), "motor's target velocity"),
    _joint("targetForce", FLOAT, lambda a, t: a.getJointTargetForce(t.handle),
           lambda a, t, v: a.setJointTargetForce(t.handle, v), "motor's force/torque"),
    _joint("maxForce", FLOAT, lambda a, t: a.getJointMaxForce(t.handle),
           lambda a, t, v: a.setJointMaxForce(t.handle, v), "motor's maximum force/torque"),
    _joint("jointForce", FLOAT, lambda a, t: a.getJointForce(t.handle), description="force/torque applied"),
    _joint("cyclic", BOOL, lambda a, t: a.getJointInterval(t.handle)[0],
           lambda a, t, v: a.setJointInterval(t.handle, bool(v), a.getJointInterval(t.handle)[1]), "no limits"),
    _joint("interval", VECTOR2,
           lambda a, t: [a.getJointInterval(t.handle)[1][0], sum(a.getJointInterval(t.handle)[1])],
           lambda a, t, v: a.setJointInterval(t.handle, False, [v[0], v[1] - v[0]]), "[minimum, maximum]"),
    _joint("jointMode", INT, lambda a, t: a.getJointMode(t.handle)[0],
           lambda a, t, v: a.setJointMode(t.handle, v, 0), "sim.jointmode_*"),
    _shape("mass", FLOAT, lambda a, t: a.getShapeMass(t.handle), lambda a, t, v: a.setShapeMass(t.handle, v),
           "mass (kg)"),
    _shape("inertia", MATRIX3, lambda a, t: a.getShapeInertia(t.handle)[0],
           lambda a, t, v: a.setShapeInertia(t.handle, v, a.getShapeInertia(t.handle)[1]), "per unit mass"),
    _shape("com", VECTOR3, lambda a, t: a.getShapeInertia(t.handle)[1][3::4], description="centre of mass"),
    _shape("color", COLOR, lambda a, t: a.getObjectColor(t.handle, 0, 0),
           lambda a, t, v: a.setObjectColor(t.handle, 0, 0, v), "diffuse colour"),
    _shape("transparency", FLOAT, lambda a, t: 1.0 - a.getObjectColor(t.handle, 0, 4)[0],
           lambda a, t, v: a.setObjectColor(t.handle, 0, 4, [1.0 - float(v)]), "0 opaque .. 1 invisible"),
    _shape("bbHSize", VECTOR3, lambda a, t: [v / 2 for v in a.getShapeBB(t.handle)],
           lambda a, t, v: a.setShapeBB(t.handle, [2 * float(x) for x in v]), "bounding box half sizes"),
    _shape("dynamic", BOOL, lambda a, t: a.isDynamicallyEnabled(t.handle), description="moves under physics"),
    _prox("detectionState", BOOL, lambda a, t: bool(a.readProximitySensor(t.handle)[0]), description="detects"),
    _prox("detectedPoint", VECTOR3, lambda a, t: a.readProximitySensor(t.handle)[2], description="sensor frame"),
    _prox("detectedObjectHandle", INT, lambda a, t: a.readProximitySensor(t.handle)[3], description="-1: none"),
    _vision("resolution", INTARRAY2, lambda a, t: a.getVisionSensorRes(t.handle), description="[width, height]"),
]
_BY_NAME: dict[str, list[Prop]] = {}
for _prop in PROPERTIES:
    _BY_NAME.setdefault(_prop.name, []).append(_prop)
del _prop

_KIND_OF_TYPE = {BOOL: "int", INT: "int", LONG: "int", FLOAT: "float", STRING: "string", BUFFER: "string"}


def _check_value(type_: int, value: Any, name: str) -> Any:
    """``value`` as a property of this type (one error line if it cannot be)."""
    if type_ == BOOL:
        return bool(value)
    if type_ in (INT, LONG):
        return integer(value, name)
    if type_ == FLOAT:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise SimError(f"property {name!r} takes a finite number, got {value!r}"[:200])
        return float(value)
    if type_ == STRING:
        return text(value, name)
    if type_ == BUFFER:
        if isinstance(value, str):
            return value.encode("utf-8")
        if not isinstance(value, (bytes, bytearray)):
            raise SimError(f"property {name!r} takes a buffer, got {type(value).__name__}")
        return bytes(value)
    if type_ == TABLE:
        if not isinstance(value, (dict, list)):
            raise SimError(f"property {name!r} takes a table, got {type(value).__name__}")
        return value
    if type_ in (INTARRAY, INTARRAY2):
        values = [integer(v, name) for v in (value if isinstance(value, (list, tuple)) else [value])]
        if type_ == INTARRAY2 and len(values) != 2:
            raise SimError(f"property {name!r} takes 2 integers, got {len(values)}")
        return values
    return vector(value, _LENGTHS.get(type_), f"property {name!r}")


def _infer_type(value: Any) -> int:
    """A custom property's type from a value (setProperty without a typed setter)."""
    if isinstance(value, bool):
        return BOOL
    if isinstance(value, int):
        return INT
    if isinstance(value, float):
        return FLOAT
    if isinstance(value, str):
        return STRING
    if isinstance(value, (bytes, bytearray)):
        return BUFFER
    if isinstance(value, dict):
        return TABLE
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return INTARRAY
    if isinstance(value, (list, tuple)) and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return FLOATARRAY
    return TABLE


class PropertiesAPI(Part):
    """get*/set*Property, getProperties, getPropertyInfo... (see the module docstring)."""

    # -- resolution -------------------------------------------------------------------------------
    def _prop_target(self, target: Any) -> Target:
        handle = integer(target, "target handle")
        if handle in (SCENE, APP):
            return handle
        if handle == -1:
            return SCENE
        return self._object(handle)

    def _custom(self, target: Target) -> dict[str, tuple[int, Any]]:
        key = target if isinstance(target, int) else target.handle
        return self._extra.custom_props.setdefault(key, {})

    def _find(self, target: Target, name: str) -> Prop | None:
        for prop in _BY_NAME.get(name, ()):
            if _applies(prop.cls, target):
                return prop
        return None

    def _read(self, target_handle: Any, name: Any, type_: int | None, options: Any) -> Any:
        target = self._prop_target(target_handle)
        name = text(name, "property name")
        no_error = isinstance(options, dict) and bool(options.get("noError"))
        prop = self._find(target, name)
        if prop is not None:
            if type_ is not None and prop.type != type_ and not (type_ == FLOATARRAY and prop.type in _LENGTHS):
                raise SimError(f"property {name!r} is a {TYPE_NAMES[prop.type]}, not a {TYPE_NAMES[type_]}")
            return prop.get(self, target)
        if name.startswith("signal.") and target == SCENE:
            signal = name[len("signal."):]
            signals = self._sim.signals
            for kind in ("int", "float", "string"):
                value = getattr(signals, kind).get(signal)
                if value is not None:
                    if type_ == STRING and isinstance(value, bytes):
                        return value.decode("utf-8", "replace")
                    return value
        elif name.startswith("customData."):
            found = self._custom(target).get(name[len("customData."):])
            if found is not None:
                if type_ is not None and found[0] != type_:
                    raise SimError(f"property {name!r} is a {TYPE_NAMES[found[0]]}, not a {TYPE_NAMES[type_]}")
                return found[1]
        if no_error:
            return None
        raise SimError(f"property {name!r} does not exist for {self._describe(target)}")

    def _write(self, target_handle: Any, name: Any, value: Any, type_: int | None, options: Any = None) -> None:
        target = self._prop_target(target_handle)
        name = text(name, "property name")
        prop = self._find(target, name)
        if prop is not None:
            if prop.set is None:
                raise SimError(f"property {name!r} is read-only")
            if type_ is not None and type_ != prop.type and not (type_ == FLOATARRAY and prop.type in _LENGTHS):
                raise SimError(f"property {name!r} is a {TYPE_NAMES[prop.type]}, not a {TYPE_NAMES[type_]}")
            prop.set(self, target, _check_value(prop.type, value, name))
            return
        type_ = _infer_type(value) if type_ is None else type_
        if name.startswith("signal.") and target == SCENE:
            signal = name[len("signal."):]
            kind = _KIND_OF_TYPE.get(type_)
            if kind is None:
                raise SimError(f"signals are ints, floats, strings or buffers, not {TYPE_NAMES[type_]}s")
            checked = _check_value(type_, value, name)
            setter = {"int": self.setInt32Signal, "float": self.setFloatSignal, "string": self.setStringSignal}[kind]
            setter(signal, int(checked) if kind == "int" else checked)
            return
        if name.startswith("customData.") and len(name) > len("customData."):
            self._custom(target)[name[len("customData."):]] = (type_, _check_value(type_, value, name))
            return
        raise SimError(f"property {name!r} does not exist for {self._describe(target)} (custom values go under "
                       "'customData.NAME', signals under 'signal.NAME' of sim.handle_scene)")

    @staticmethod
    def _describe(target: Target) -> str:
        if target == SCENE:
            return "the scene"
        if target == APP:
            return "the application"
        return f"object {target.name!r}"

    # -- typed accessors ----------------------------------------------------------------------------
    def getProperty(self, target: int, name: str, options: Any = None) -> Any:
        """Any property's value."""
        return self._read(target, name, None, options)

    def setProperty(self, target: int, name: str, value: Any, options: Any = None) -> None:
        """Set a property (a new custom one takes the value's type)."""
        self._write(target, name, value, None, options)

    def getBoolProperty(self, target: int, name: str, options: Any = None) -> bool | None:
        return self._read(target, name, BOOL, options)

    def setBoolProperty(self, target: int, name: str, value: bool, options: Any = None) -> None:
        self._write(target, name, value, BOOL)

    def getIntProperty(self, target: int, name: str, options: Any = None) -> int | None:
        return self._read(target, name, INT, options)

    def setIntProperty(self, target: int, name: str, value: int, options: Any = None) -> None:
        self._write(target, name, value, INT)

    def getLongProperty(self, target: int, name: str, options: Any = None) -> int | None:
        return self._read(target, name, LONG, options)

    def setLongProperty(self, target: int, name: str, value: int, options: Any = None) -> None:
        self._write(target, name, value, LONG)

    def getFloatProperty(self, target: int, name: str, options: Any = None) -> float | None:
        return self._read(target, name, FLOAT, options)

    def setFloatProperty(self, target: int, name: str, value: float, options: Any = None) -> None:
        self._write(target, name, value, FLOAT)

    def getStringProperty(self, target: int, name: str, options: Any = None) -> str | None:
        return self._read(target, name, STRING, options)

    def setStringProperty(self, target: int, name: str, value: str, options: Any = None) -> None:
        self._write(target, name, value, STRING)

    def getBufferProperty(self, target: int, name: str, options: Any = None) -> bytes | None:
        value = self._read(target, name, None, options)
        return value.encode("utf-8") if isinstance(value, str) else value

    def setBufferProperty(self, target: int, name: str, value: bytes, options: Any = None) -> None:
        self._write(target, name, value, BUFFER)

    def getVector2Property(self, target: int, name: str, options: Any = None) -> list[float] | None:
        return self._read(target, name, VECTOR2, options)

    def setVector2Property(self, target: int, name: str, value: Sequence[float], options: Any = None) -> None:
        self._write(target, name, value, VECTOR2)

    def getVector3Property(self, target: int, name: str, options: Any = None) -> list[float] | None:
        return self._read(target, name, VECTOR3, options)

    def setVector3Property(self, target: int, name: str, value: Sequence[float], options: Any = None) -> None:
        self._write(target, name, value, VECTOR3)

    def getQuaternionProperty(self, target: int, name: str, options: Any = None) -> list[float] | None:
        return self._read(target, name, QUATERNION, options)

    def setQuaternionProperty(self, target: int, name: str, value: Sequence[float], options: Any = None) -> None:
        self._write(target, name, value, QUATERNION)

    def getPoseProperty(self, target: int, name: str, options: Any = None) -> list[float] | None:
        return self._read(target, name, POSE, options)

    def setPoseProperty(self, target: int, name: str, value: Sequence[float], options: Any = None) -> None:
        self._write(target, name, value, POSE)

    def getColorProperty(self, target: int, name: str, options: Any = None) -> list[float] | None:
        return self._read(target, name, COLOR, options)

    def setColorProperty(self, target: int, name: str, value: Sequence[float], options: Any = None) -> None:
        self._write(target, name, value, COLOR)

    def getFloatArrayProperty(self, target: int, name: str, options: Any = None) -> list[float] | None:
        return self._read(target, name, FLOATARRAY, options)

    def setFloatArrayProperty(self, target: int, name: str, value: Sequence[float], options: Any = None) -> None:
        self._write(target, name, value, FLOATARRAY)

    def getIntArrayProperty(self, target: int, name: str, options: Any = None) -> list[int] | None:
        return self._read(target, name, INTARRAY, options)

    def setIntArrayProperty(self, target: int, name: str, value: Sequence[int], options: Any = None) -> None:
        self._write(target, name, value, INTARRAY)

    def getIntArray2Property(self, target: int, name: str, options: Any = None) -> list[int] | None:
        return self._read(target, name, INTARRAY2, options)

    def setIntArray2Property(self, target: int, name: str, value: Sequence[int], options: Any = None) -> None:
        self._write(target, name, value, INTARRAY2)

    def getTableProperty(self, target: int, name: str, options: Any = None) -> Any:
        return self._read(target, name, TABLE, options)

    def setTableProperty(self, target: int, name: str, value: Any, options: Any = None) -> None:
        self._write(target, name, value, TABLE)

    def removeProperty(self, target: int, name: str, options: Any = None) -> None:
        """Remove a custom property or a signal (built-in properties cannot be removed)."""
        resolved = self._prop_target(target)
        name = text(name, "property name")
        if name.startswith("signal.") and resolved == SCENE:
            for kind in ("int", "float", "string"):
                getattr(self._sim.signals, kind).clear(name[len("signal."):])
            return
        if name.startswith("customData.") and self._custom(resolved).pop(name[len("customData."):], None) is not None:
            return
        if self._find(resolved, name) is not None:
            raise SimError(f"property {name!r} is built in: it cannot be removed")
        raise SimError(f"property {name!r} does not exist for {self._describe(resolved)}")

    # -- discovery -------------------------------------------------------------------------------
    def _names(self, target: Target) -> list[tuple[str, int, int, str]]:
        """(name, type, flags, class) of every property of a target, table first."""
        found = [(p.name, p.type, NOT_WRITABLE if p.set is None else 0, p.cls)
                 for p in PROPERTIES if _applies(p.cls, target)]
        for tag, (type_, _) in sorted(self._custom(target).items()):
            found.append((f"customData.{tag}", type_, REMOVABLE, "customData"))
        if target == SCENE:
            signals = self._sim.signals
            for kind, type_ in (("int", INT), ("float", FLOAT), ("string", STRING)):
                for signal in getattr(signals, kind).names():
                    found.append((f"signal.{signal}", type_, REMOVABLE, "signal"))
        return found

    def getPropertyName(self, target: int, index: int, options: Any = None) -> tuple[str, str] | None:
        """(name, class) of a target's index-th property (options.prefix filters by name
        prefix); None past the end."""
        prefix = options.get("prefix", "") if isinstance(options, dict) else ""
        names = [n for n in self._names(self._prop_target(target)) if n[0].startswith(prefix)]
        i = integer(index, "index")
        if not 0 <= i < len(names):
            return None
        return names[i][0], names[i][3]

    def getPropertyInfo(self, target: int, name: str, options: Any = None) -> tuple[int, int, str] | None:
        """(sim.propertytype_*, sim.propertyinfo_* flags, description) of a property; None if
        the target has no such property."""
        resolved = self._prop_target(target)
        name = text(name, "property name")
        prop = self._find(resolved, name)
        if prop is not None:
            return prop.type, NOT_WRITABLE if prop.set is None else 0, prop.description
        for found, type_, flags, _ in self._names(resolved):
            if found == name:
                return type_, flags, ""
        return None

    def getPropertiesInfos(self, target: int, options: Any = None) -> dict[str, dict[str, Any]]:
        """Every property of a target: name -> {type, flags, descr}."""
        resolved = self._prop_target(target)
        return {n: {"type": t, "flags": f, "descr": (self.getPropertyInfo(target, n) or (0, 0, ""))[2]}
                for n, t, f, _ in self._names(resolved)}

    def getProperties(self, target: int, options: Any = None) -> dict[str, Any]:
        """Every readable property of a target: name -> value (properties that cannot be read
        in the current state, e.g. a joint's force before a pass, are left out)."""
        resolved = self._prop_target(target)
        values: dict[str, Any] = {}
        for name, *_ in self._names(resolved):
            try:
                values[name] = self._read(target, name, None, None)
            except SimError:
                continue
        return values

    def setProperties(self, target: int, properties: Any, options: Any = None) -> None:
        """Set several properties: a map name -> value."""
        if not isinstance(properties, dict):
            raise SimError("properties must be a map name -> value")
        for name, value in properties.items():
            self.setProperty(target, name, value)

    def getPropertyTypeString(self, property_type: int, *args: Any) -> str:
        """The name of a sim.propertytype_* value."""
        name = TYPE_NAMES.get(integer(property_type, "property type"))
        if name is None:
            raise SimError(f"unknown property type {property_type}")
        return name

    def convertPropertyValue(self, value: Any, from_type: int, to_type: int) -> Any:
        """A value of one property type as another: numbers between bool/int/long/float, any
        value to a string, a string to a number, poses to matrices and back."""
        src, dst = integer(from_type, "from type"), integer(to_type, "to type")
        if src == dst:
            return _check_value(dst, value, "value")
        if dst == STRING:
            return str(value)
        if src == STRING and dst in (INT, LONG, FLOAT, BOOL):
            try:
                number = float(text(value, "value"))
            except ValueError:
                raise SimError(f"{value!r} is not a number") from None
            return bool(number) if dst == BOOL else (number if dst == FLOAT else int(number))
        if src in (BOOL, INT, LONG, FLOAT) and dst in (BOOL, INT, LONG, FLOAT):
            return bool(value) if dst == BOOL else (float(value) if dst == FLOAT else int(value))
        if src == POSE and dst == MATRIX4:
            return self.poseToMatrix(value)
        if src == MATRIX4 and dst == POSE:
            return self.matrixToPose(value)
        raise SimError(f"cannot convert a {TYPE_NAMES.get(src, src)} to a {TYPE_NAMES.get(dst, dst)}")
