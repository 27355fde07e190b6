"""The kit's Qt-free part: what the games' rules cores share (no Qt, as the cores)."""
