"""Exact Hit's Qt side between the rules core and the widgets: the controller (``controller``)
and what the views ask of it in words (``sentences``)."""
