"""Turning a :class:`~answersim.results.Report` into something people and machines read."""
