"""Small helpers every layer may use: no simulation, no protocol (fixed byte layouts, rate-limited logs,
which modules run compiled)."""
