"""Tools built on the library: calibration, training, benchmarking against labelled data."""
