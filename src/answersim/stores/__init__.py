"""Things answersim keeps on disk between runs: the value cache and the run history (SQLite files)."""
