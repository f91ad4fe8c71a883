"""Reading test cases from files and writing reports to files."""

from answersim.io.readers import read_cases, read_records
from answersim.io.writers import write_report

__all__ = ["read_cases", "read_records", "write_report"]
