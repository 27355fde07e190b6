"""The Knaster sheet on screen: the view, its hover, animations and dialogs."""
