"""Regenerate ``docs/report.png``: evaluate the example dataset, open the HTML report in headless chromium.

Run from the repository root: ``.venv/bin/python scripts/report_screenshot.py [METRIC ...]``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser import start_chromium  # noqa: E402


def main(metrics: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        html = Path(tmp) / "report.html"
        flags = [f"--metric={m}" for m in metrics or ["cosine", "reference-match"]]
        subprocess.run(
            [sys.executable, "-m", "answersim", "eval", "examples/qa.jsonl", *flags,
             "--threshold", "0.7", "--no-cache", "--no-progress", "-q", "-o", str(html)],
            check=True, cwd=ROOT,
        )  # fmt: skip
        driver = start_chromium(Path(tmp) / "profile")
        try:
            driver.set_window_size(1400, 1250)
            driver.get(html.as_uri())
            driver.find_element("css selector", "#rows tr.item").click()  # open the worst item's details
            out = ROOT / "docs" / "report.png"
            driver.save_screenshot(str(out))
            print(f"wrote {out}")
        finally:
            driver.quit()


if __name__ == "__main__":
    main(sys.argv[1:])
