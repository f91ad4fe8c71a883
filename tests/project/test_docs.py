"""The docs follow the code: every command and flag is in docs/cli.md, every metric in docs/metrics.md,
and the README stays short and names every command and metric."""

from __future__ import annotations

import argparse
import re

import pytest

from answersim.cli.main import COMMANDS, build_parser
from answersim.metrics import available_metrics
from tests.conftest import REPO_ROOT

README = (REPO_ROOT / "README.md").read_text(encoding="utf-8")


def subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices


@pytest.mark.parametrize("command", COMMANDS)
def test_cli_doc_lists_every_flag_of(command: str) -> None:
    text = (REPO_ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    section = text.split(f"### `answersim {command}`", 1)
    assert len(section) == 2, f"docs/cli.md has no section for {command}; run scripts/cli_reference.py"
    documented = {word for span in re.findall(r"`([^`]+)`", text) for word in re.split(r"[ ,]+", span)}
    for action in subcommands()[command]._actions:
        if action.help == argparse.SUPPRESS:
            continue
        for flag in action.option_strings:
            if flag not in ("-h", "--help"):
                assert flag in documented, f"{command} {flag} missing from docs/cli.md"


def test_every_metric_has_a_section_in_the_metrics_doc_and_a_row_in_the_readme() -> None:
    doc = (REPO_ROOT / "docs" / "metrics.md").read_text(encoding="utf-8")
    for name in available_metrics():
        assert f"`{name}`" in doc, name
        assert re.search(rf"^\| `{re.escape(name)}`", README, flags=re.M), f"README's metric table lacks {name}"


def test_readme_is_short_and_names_every_command() -> None:
    assert len(README.splitlines()) <= 250
    for command in COMMANDS:
        assert f"`answersim {command}" in README, command


def test_readme_links_point_at_files_that_exist() -> None:
    for link in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", README):
        if not link.startswith("http"):
            assert (REPO_ROOT / link).exists(), link
