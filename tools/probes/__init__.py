"""Micro-benchmarks run as scripts (``python tools/probes/NAME.py``) to compare commits:
each runs against whatever ``tether`` is on ``PYTHONPATH``, so they import only long-stable names."""
