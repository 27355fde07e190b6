"""Qt model-view layer over the rules core: table/list models and the game controller."""
