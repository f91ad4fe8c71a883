"""The command line: thin shells over the library (parse, call, print, exit code)."""
