"""The package's shape: dependencies run one way (no import cycles, lazy imports included), and the public
API names every metric class."""

from __future__ import annotations

import ast
from pathlib import Path

import answersim
from answersim.metrics import available_metrics, metric_class

SRC = Path(answersim.__file__).parent


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path = SRC) -> dict[str, set[str]]:
    """answersim module → the answersim modules it imports anywhere in its body (``TYPE_CHECKING`` blocks
    aside: they never run)."""
    modules = {_module_name(p, root): p for p in root.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {
            id(sub)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for stmt in node.body
            for sub in ast.walk(stmt)
        }
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*parent, *([node.module] if node.module else [])])
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_detector_finds_a_cycle(tmp_path):
    pkg = tmp_path / "answersim"
    (pkg / "a").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a" / "__init__.py").write_text("")
    (pkg / "a" / "x.py").write_text("def f():\n    from answersim.a.y import g\n")
    (pkg / "a" / "y.py").write_text("from answersim.a import x\n")
    (pkg / "a" / "z.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from answersim.a import x\n"
    )
    assert cycles(import_graph(pkg)) == [["answersim.a.x", "answersim.a.y"]]


def test_no_import_cycles():
    assert cycles(import_graph()) == []


def test_the_package_root_holds_only_the_core():
    loose = sorted(p.name for p in SRC.glob("*.py"))
    assert loose == ["__init__.py", "__main__.py", "cases.py", "errors.py", "results.py", "version.py"]


def test_public_api_exports_every_metric_class():
    for name in available_metrics():
        cls = metric_class(name)
        assert getattr(answersim, cls.__name__) is cls, f"answersim.{cls.__name__} ({name}) is not exported"
        assert cls.__name__ in answersim.__all__


def test_architecture_md_names_every_module():
    text = (SRC.parent.parent / "ARCHITECTURE.md").read_text(encoding="utf-8")
    missing = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC)
        if rel.name == "__init__.py" or rel.parts[0] in ("cli",) or rel.name == "__main__.py":
            continue  # packages are named by their folder; cli/ has one module per command
        if rel.name not in text and rel.stem not in text:
            missing.append(str(rel))
    assert not missing, f"ARCHITECTURE.md's module table does not name: {missing}"
