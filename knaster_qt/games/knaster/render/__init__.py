"""Drawing a Knaster sheet: millimetre geometry, the picture to draw and the one painter."""
