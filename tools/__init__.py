"""Repository tools: the MicroPython VM runner (mpvm) and the gates (syntax, lint)."""
