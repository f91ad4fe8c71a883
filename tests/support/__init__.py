"""Helpers shared by the tests: local servers, tiny models, a browser, scripted judges."""
