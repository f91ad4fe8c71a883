"""Print the flag reference of docs/cli.md from the real argument parser, so the docs follow the code.

Option groups shared by several commands (metrics, embedding model, …) are printed once. Run from the
repository root and paste the output below the "Reference" heading of docs/cli.md:

    PYTHONPATH=src .venv/bin/python scripts/cli_reference.py
"""

from __future__ import annotations

import argparse
import os
import re

from answersim.cli.main import COMMANDS, build_parser

Rows = tuple[tuple[str, str], ...]


def clean(text: str | None) -> str:
    """One line, markdown-safe, with this machine's home folder written as ~."""
    text = re.sub(r"\s+", " ", (text or "").replace("``", "`")).strip()
    return text.replace(os.path.expanduser("~"), "~")


def escape(text: str) -> str:
    """A table cell: a literal | must not end the cell."""
    return text.replace("|", "\\|")


def flag(action: argparse.Action) -> str:
    if not action.option_strings:
        return f"`{action.metavar or action.dest.upper()}`"
    names = ", ".join(action.option_strings)
    if action.nargs == 0:
        return f"`{names}`"
    if action.choices:
        return f"`{names} {{{','.join(map(str, action.choices))}}}`"
    return f"`{names} {action.metavar or action.dest.upper()}`"


def groups(parser: argparse.ArgumentParser) -> list[tuple[str, Rows]]:
    out = []
    for group in parser._action_groups:  # argparse keeps groups only here
        rows = tuple(
            (flag(a), clean(a.help) + (" (required)" if a.required and a.option_strings else ""))
            for a in group._group_actions
            if not isinstance(a, argparse._HelpAction) and a.help != argparse.SUPPRESS
        )
        if rows:
            out.append((group.title or "", rows))
    return out


def render(title: str, rows: Rows) -> list[str]:
    lines = [f"*{title}*", "", "| flag | what |", "|---|---|"]
    lines += [f"| {name} | {escape(text)} |" for name, text in rows]
    return [*lines, ""]


def main() -> None:
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    per_command = {name: groups(commands[name]) for name in COMMANDS}
    seen: dict[tuple[str, Rows], int] = {}
    for command_groups in per_command.values():
        for group in command_groups:
            seen[group] = seen.get(group, 0) + 1
    shared = [g for g, count in seen.items() if count > 1]
    lines: list[str] = []
    for name in COMMANDS:
        sub = commands[name]
        lines += [f"### `answersim {name}`", "", clean(sub.description), ""]
        for group in per_command[name]:
            if group not in shared:
                lines += render(group[0], group[1])
        used = [g[0] for g in per_command[name] if g in shared]
        if used:
            lines += ["Also the shared groups: " + ", ".join(f"*{t}*" for t in used) + ".", ""]
    lines += ["### Shared option groups", ""]
    for group in shared:
        lines += render(*group)
    print("\n".join(lines).rstrip())


if __name__ == "__main__":
    main()
