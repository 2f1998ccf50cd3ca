"""tether: a headless MuJoCo robot simulator driven over CoppeliaSim's legacy remote API and Click."""

__version__ = "0.1.0"
