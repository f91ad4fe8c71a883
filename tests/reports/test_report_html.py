"""The HTML report in a real headless chromium: loads offline and clean, sorts, filters, shows hostile text as text."""

from __future__ import annotations

import pytest

from answersim.io.writers import write_report
from answersim.metrics.cosine import Cosine
from answersim.providers.embeddings.fake import FakeEmbeddings
from answersim.results import MetricResult
from answersim.runner.core import evaluate
from tests.conftest import in_ci
from tests.support.browser import chromium_paths, requested_urls, start_chromium

# .ci/run installs chromium: on CI (CI=true) a missing browser fails the tests instead of skipping them
pytestmark = pytest.mark.skipif(
    chromium_paths() is None and not in_ci(), reason="needs chromium and chromedriver (see .ci/run)"
)

XSS = "<script>alert(1)</script>"
IMG = '<img src="x" onerror="window.__pwned = 1">'


def _report():
    cases = []
    for i in range(24):
        expected = f"Answer number {i} is about topic {i % 4}."
        actual = expected if i % 3 else f"Something unrelated, item {i}."
        cases.append(
            {"id": f"item-{i:02d}", "expected_output": expected, "actual_output": actual, "tags": [f"t{i % 2}"]}
        )
    cases.append({"id": "hostile", "expected_output": "A safe reference.", "actual_output": f"{XSS} {IMG}"})
    # two items where a blind-spot check fires: a badge each, and the flag filter finds them
    cases.append({"id": "flag-num", "expected_output": "It lasts 30 days.", "actual_output": "It lasts 13 days."})
    cases.append({"id": "flag-neg", "expected_output": "It is safe.", "actual_output": "It is not safe."})
    report = evaluate(cases, [Cosine(model=FakeEmbeddings(32), threshold=0.5)], progress=False)
    # a token alignment as the bertscore metric reports it (reference tokens, best match, similarity)
    alignment = {
        "reference": [["answer", "answer", 0.97], ["is", "is", 0.93], ["<b>topic</b>", "unrelated", 0.71]],
        "candidate": [["answer", "answer", 0.97], ["unrelated", "<b>topic</b>", 0.71]],
    }
    report.metrics.append("bertscore")
    for item in report.items:
        item.results["bertscore"] = MetricResult("bertscore", 0.6, passed=True, details={"alignment": alignment})
    return report


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("html")
    report = _report()
    path = write_report(report, tmp / "report.html")
    driver = start_chromium(tmp / "profile")
    try:
        yield driver, report, path
    finally:
        driver.quit()


@pytest.fixture
def page(browser):
    """The report freshly loaded for each test: no test sees the sort, filter or open rows of another."""
    driver, _, path = browser
    driver.get("about:blank")
    driver.get(path.resolve().as_uri())
    return browser


def _ids(driver) -> list[str]:
    return [tr.get_attribute("data-id") for tr in driver.find_elements("css selector", "#rows tr.item")]


def test_loads_without_errors_or_network(page):
    driver, report, path = page
    assert driver.title.startswith("answersim report")
    severe = [e for e in driver.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
    assert severe == []
    uri = path.resolve().as_uri()
    requests = requested_urls(driver)
    assert (uri, uri) in requests  # the log does see the page's own load
    assert [u for u, doc in requests if doc == uri and u != uri] == []  # and nothing else from the page
    assert [u for u, _ in requests if u.split(":")[0] in ("http", "https", "ws", "wss")] == []
    assert len(_ids(driver)) == len(report.items)
    assert len(driver.find_elements("css selector", "svg.hist")) == len(report.metrics)


def test_default_order_is_failing_first(page):
    driver, report, _ = page
    ids = _ids(driver)
    failing = {i.id for i in report.items if i.results["cosine"].passed is False}
    assert set(ids[: len(failing)]) == failing
    assert len(failing) == 8 + 1 + 2  # every third item, the hostile one and the two flagged ones


def test_sorting_by_clicking_headers(page):
    driver, report, _ = page
    header = driver.find_element("css selector", "th[data-key='m:cosine']")
    header.click()
    by_score = sorted(report.items, key=lambda i: (i.results["cosine"].score, i.index))
    assert _ids(driver) == [i.id for i in by_score]
    header.click()
    desc = sorted(report.items, key=lambda i: (-i.results["cosine"].score, i.index))
    assert _ids(driver) == [i.id for i in desc]
    driver.find_element("css selector", "th[data-key='id']").click()
    assert _ids(driver) == sorted(i.id for i in report.items)


def test_filtering_by_text_and_status(page):
    driver, report, _ = page
    from selenium.webdriver.support.ui import Select

    box = driver.find_element("id", "filter")
    box.clear()
    box.send_keys("topic 3")
    assert set(_ids(driver)) == {i.id for i in report.items if "topic 3" in (i.case.expected_output or "")}
    box.clear()
    box.send_keys("x")  # clear() does not fire input events; typing does
    box.send_keys("\b")
    Select(driver.find_element("id", "show")).select_by_value("passing")
    assert set(_ids(driver)) == {i.id for i in report.items if i.results["cosine"].passed}
    Select(driver.find_element("id", "show")).select_by_value("failing")
    assert set(_ids(driver)) == {i.id for i in report.items if not i.results["cosine"].passed}
    assert driver.find_element("id", "count").text.startswith(f"{len(_ids(driver))} of {len(report.items)}")
    Select(driver.find_element("id", "show")).select_by_value("all")


def test_hostile_answer_is_shown_as_text_and_alignment_renders(page):
    driver, _, path = page
    from selenium.common.exceptions import NoAlertPresentException

    row = driver.find_element("css selector", "#rows tr[data-id='hostile']")
    assert XSS in row.text and 'onerror="window.__pwned = 1"' in row.text
    assert driver.execute_script("return window.__pwned") is None
    with pytest.raises(NoAlertPresentException):
        driver.switch_to.alert.text  # noqa: B018 - raises when no alert opened
    assert not driver.find_elements("css selector", "#rows img, #rows script")
    row.click()
    detail = driver.find_element("css selector", "#rows tr.detail")
    tokens = detail.find_elements("css selector", ".tok")
    assert [t.text for t in tokens] == ["answer0.97", "is0.93", "<b>topic</b>0.71"]  # token, then its similarity
    assert [("low" in t.get_attribute("class")) for t in tokens] == [False, False, True]
    assert tokens[2].get_attribute("title") == "best match: unrelated (0.710)"
    row.click()
    assert not driver.find_elements("css selector", "#rows tr.detail")
    assert "<script>alert(1)</script>" not in path.read_text().split('id="report-data">', 1)[1]


def test_flag_badges_and_the_flag_filter(page):
    driver, report, _ = page
    from selenium.webdriver.support.ui import Select

    flagged = {i.id: i.flags for i in report.items if i.flags}
    assert flagged == {"flag-num": ["numbers"], "flag-neg": ["negation"]}
    badge = driver.find_element("css selector", "#rows tr[data-id='flag-num'] .badge")
    assert badge.text == "⚠ numbers" and badge.get_attribute("title") == "numbers differ: 30 → 13"
    assert len(driver.find_elements("css selector", "#rows .badge")) == 2
    flag = Select(driver.find_element("id", "flag"))
    assert [o.get_attribute("value") for o in flag.options] == ["", "*", "-", "numbers", "negation"]
    flag.select_by_value("numbers")
    assert _ids(driver) == ["flag-num"]
    flag.select_by_value("*")
    assert set(_ids(driver)) == set(flagged)
    flag.select_by_value("-")
    assert set(_ids(driver)) == {i.id for i in report.items} - set(flagged)
    flag.select_by_value("")
    assert len(_ids(driver)) == len(report.items)
