"""Regenerate ``docs/report.png``: evaluate the example dataset, open the HTML report in headless chromium.

Run from the repository root: ``.venv/bin/python scripts/report_screenshot.py [--open ID] [METRIC ...]``
(``--open ID`` expands that item's details; default: the first row).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser import start_chromium  # noqa: E402


def main(metrics: list[str], open_id: str | None = None) -> None:
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
            driver.get(html.as_uri())
            selector = f"#rows tr[data-id='{open_id}']" if open_id else "#rows tr.item"
            driver.find_element("css selector", selector).click()  # expand one item's details
            height = min(2400, int(driver.execute_script("return document.documentElement.scrollHeight")))
            driver.execute_cdp_cmd(
                "Emulation.setDeviceMetricsOverride",
                {"width": 1400, "height": height, "deviceScaleFactor": 1, "mobile": False},
            )
            out = ROOT / "docs" / "report.png"
            driver.save_screenshot(str(out))
            print(f"wrote {out}")
        finally:
            driver.quit()


if __name__ == "__main__":
    args = sys.argv[1:]
    chosen = None
    if args[:1] == ["--open"]:
        chosen, args = args[1], args[2:]
    main(args, chosen)
