"""Small writers of CoppeliaSim simple-XML scenes, for tests that build their own fixtures
(a module of its own: the test modules of this folder import it)."""

from __future__ import annotations

from pathlib import Path


def frame(position: tuple[float, float, float] = (0, 0, 0), euler: tuple[float, float, float] = (0, 0, 0)) -> str:
    """A ``<localFrame>`` (Euler angles in degrees, as the simple format writes them)."""
    return (f"<localFrame><position>{' '.join(map(str, position))}</position>"
            f"<euler>{' '.join(map(str, euler))}</euler></localFrame>")


def common(alias: str, position: tuple[float, float, float] = (0, 0, 0),
           euler: tuple[float, float, float] = (0, 0, 0)) -> str:
    return f"<common><alias>{alias}</alias>{frame(position, euler)}</common>"


def primitive(kind: str, size: tuple[float, float, float], position=(0, 0, 0)) -> str:  # noqa: ANN001
    """One ``<primitive>`` of a shape (a shape may have several: a compound)."""
    return (f"<primitive><type>{kind}</type><size>{' '.join(map(str, size))}</size>"
            f"{frame(position)}</primitive>")


def shape(alias: str, kind: str, size: tuple[float, float, float], position=(0, 0, 0), euler=(0, 0, 0),  # noqa: ANN001
          mass: float | None = None, children: str = "", more: str = "", mask: int | None = None) -> str:
    """A pure primitive shape (``more``: further primitives): static without a mass, dynamic with one;
    ``mask``: its respondable mask (local bits low, global bits high)."""
    static = mass is None
    dynamics = (f"<dynamics>{'' if static else f'<mass>{mass}</mass>'}"
                f"{'' if mask is None else f'<respondableMask>{mask}</respondableMask>'}"
                f"<switches><static>{str(static).lower()}</static><respondable>true</respondable></switches></dynamics>")
    return (f"<shape>{common(alias, position, euler)}{primitive(kind, size)}{more}"
            f"{dynamics}{children}</shape>")


def motor(alias: str, position=(0, 0, 0), euler=(0, 0, 0), max_force: float = 2.5, children: str = "") -> str:  # noqa: ANN001
    """A revolute joint in velocity control (CoppeliaSim's motor)."""
    return (f"<joint>{common(alias, position, euler)}<type>revolute</type><mode>dynamic</mode>"
            "<switches><cyclic>true</cyclic></switches>"
            f"<dynamics><ctrlMode>4</ctrlMode><maxForce>{max_force}</maxForce></dynamics>{children}</joint>")


def passive_joint(alias: str, position=(0, 0, 0), euler=(0, 0, 0), children: str = "") -> str:  # noqa: ANN001
    """A revolute joint without a motor (CoppeliaSim's free dynamic joint)."""
    return (f"<joint>{common(alias, position, euler)}<type>revolute</type><mode>dynamic</mode>"
            "<switches><cyclic>true</cyclic></switches>"
            f"<dynamics><ctrlMode>0</ctrlMode></dynamics>{children}</joint>")


def proximity_sensor(alias: str, position=(0, 0, 0), euler=(0, 0, 0), range_: float = 0.3,  # noqa: ANN001
                     angle: float = 30) -> str:
    return (f"<proximitySensor>{common(alias, position, euler)}<type>cone</type>"
            f"<volume><offset>0</offset><range>{range_}</range><angle>{angle}</angle></volume></proximitySensor>")


def dummy(alias: str, position=(0, 0, 0), children: str = "") -> str:  # noqa: ANN001
    return f"<dummy>{common(alias, position)}<size>0.02</size>{children}</dummy>"


def child_script(source: str, threaded: bool = False) -> str:
    switches = "<switches><threadedExecution>true</threadedExecution></switches>" if threaded else ""
    return f"<childScript>{switches}<scriptText><![CDATA[{source}]]></scriptText></childScript>"


def write_scene(path: Path, *objects: str) -> Path:
    """A simple-format scene file of these objects; returns its path."""
    path.write_text('<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<CoppeliaSim>'
                    "<filetype>simpleScene</filetype><xmlSerializationNb>1</xmlSerializationNb>"
                    + "".join(objects) + "</CoppeliaSim>\n", encoding="utf-8")
    return path
