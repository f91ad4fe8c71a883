"""Headless Debian chromium driven by selenium through the system chromedriver (no downloaded browser)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

CHROMIUM_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-extensions",
    "--window-size=1400,1000",
)


def chromium_paths() -> tuple[str, str] | None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


def start_chromium(profile: Path) -> Any:
    """A selenium driver for headless chromium that records console messages and network events."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    paths = chromium_paths()
    if paths is None:
        raise RuntimeError("chromium and chromedriver are required (apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = paths[0]
    for flag in (*CHROMIUM_FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(paths[1]), options=options)


def requested_urls(driver: Any) -> list[tuple[str, str]]:
    """``(url, document url)`` of every request in chromium's performance log (browser pages included)."""
    import json

    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            params = message["params"]
            urls.append((params["request"]["url"], params.get("documentURL", "")))
    return urls
