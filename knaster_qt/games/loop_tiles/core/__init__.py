"""The rules of Loop Tiles (docs: /work/shared/specs/loop-tiles-rules.md), pure Python."""
