"use strict";
// answersim HTML report: builds the item table from the embedded JSON. User text only ever goes
// through textContent, never innerHTML, so answers are shown as text.
(function () {
  const data = JSON.parse(document.getElementById("report-data").textContent);
  const metrics = data.metrics;
  const head = document.getElementById("head");
  const body = document.getElementById("rows");
  const filter = document.getElementById("filter");
  const show = document.getElementById("show");
  const flag = document.getElementById("flag");
  const count = document.getElementById("count");
  const MAX_ROWS = 2000; // keeps very large reports responsive; the filter reaches every item

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function failing(item) {
    if (item.error) return true;
    return metrics.some(function (m) {
      const r = item.results[m];
      return !r || r.status !== "ok" || r.passed === false;
    });
  }
  function minScore(item) {
    let lo = Infinity;
    metrics.forEach(function (m) {
      const r = item.results[m];
      if (r && r.score !== null && r.score !== undefined) lo = Math.min(lo, r.score);
    });
    return lo === Infinity ? -1 : lo;
  }
  const columns = [{ key: "id", label: "id", value: function (i) { return i.id; } }];
  metrics.forEach(function (m) {
    columns.push({ key: "m:" + m, label: m, num: true, value: function (i) {
      const r = i.results[m];
      return r && r.score !== null && r.score !== undefined ? r.score : -1;
    } });
  });
  columns.push({ key: "flags", label: "flags", value: function (i) { return i.flags.join(", "); } });
  columns.push({ key: "actual", label: "actual_output", value: function (i) { return i.actual || ""; } });
  columns.push({ key: "expected", label: "expected_output", value: function (i) { return i.expected || ""; } });
  columns.push({ key: "tags", label: "tags", value: function (i) { return i.tags.join(", "); } });

  // default order: failing first, then the lowest score first
  let sortKey = null, sortDir = 1;
  function compare(a, b) {
    if (sortKey === null) {
      const fa = failing(a) ? 0 : 1, fb = failing(b) ? 0 : 1;
      if (fa !== fb) return fa - fb;
      return minScore(a) - minScore(b) || a.index - b.index;
    }
    const col = columns.find(function (c) { return c.key === sortKey; });
    const va = col.value(a), vb = col.value(b);
    let d;
    if (col.num) d = va - vb;
    else d = String(va).localeCompare(String(vb), undefined, { numeric: true });
    return sortDir * d || a.index - b.index;
  }

  columns.forEach(function (col) {
    const th = el("th", null, col.label);
    th.dataset.key = col.key;
    th.addEventListener("click", function () {
      if (sortKey === col.key) sortDir = -sortDir;
      else { sortKey = col.key; sortDir = 1; }
      Array.prototype.forEach.call(head.children, function (h) { h.className = ""; });
      th.className = sortDir > 0 ? "asc" : "desc";
      draw();
    });
    head.appendChild(th);
  });

  function alignment(value) {
    // Generic view of a token alignment: a list of reference tokens, each with its best match and similarity.
    const box = el("div", "align");
    let entries = value;
    if (entries && !Array.isArray(entries)) {
      entries = entries.reference || entries.recall || entries.tokens || entries.expected || [];
    }
    if (!Array.isArray(entries)) return box;
    box.appendChild(el("b", null, "reference tokens (best match · similarity): "));
    // weak = far below this answer's typical match (contextual cosines run high), or below 0.5 outright
    const sims = entries.map(function (e) {
      return Array.isArray(e) ? e[2] : e && typeof e === "object" ? (e.similarity ?? e.sim ?? e.score) : null;
    }).filter(function (v) { return typeof v === "number"; }).sort(function (x, y) { return x - y; });
    const median = sims.length ? sims[Math.floor((sims.length - 1) / 2)] : 1;
    entries.forEach(function (e) {
      let token, match, sim, missing;
      if (Array.isArray(e)) { token = e[0]; match = e[1]; sim = e[2]; }
      else if (e && typeof e === "object") {
        token = e.token ?? e.reference ?? e.ref ?? e.text;
        match = e.match ?? e.best_match ?? e.candidate ?? e.matched;
        sim = e.similarity ?? e.sim ?? e.score;
        missing = e.missing;
      } else { token = e; }
      const low = missing === true || (typeof sim === "number" && (sim < 0.5 || sim < median - 0.1));
      const span = el("span", low ? "tok low" : "tok", token);
      span.title = "best match: " + (match ?? "–") + (typeof sim === "number" ? " (" + sim.toFixed(3) + ")" : "");
      if (typeof sim === "number") span.appendChild(el("small", null, sim.toFixed(2)));
      box.appendChild(span);
    });
    return box;
  }

  function detail(item) {
    const tr = el("tr", "detail");
    const td = el("td");
    td.colSpan = columns.length;
    const grid = el("div", "texts");
    function add(label, text) {
      if (text === null || text === undefined || text === "") return;
      grid.appendChild(el("b", null, label));
      grid.appendChild(el("div", null, text));
    }
    add("input", item.input);
    add("actual_output", item.actual);
    add("expected_output", item.expected);
    item.references.forEach(function (r, n) { add("reference " + (n + 1), r); });
    add("error", item.error);
    item.flags.forEach(function (f) { add("⚠ " + f, item.flag_messages[f] || f); });
    metrics.forEach(function (m) {
      const r = item.results[m];
      if (!r) return;
      const score = r.score === null || r.score === undefined ? r.status : r.score.toFixed(4);
      add(m, score + (r.band ? " · " + r.band : "") + (r.reason ? " · " + r.reason : "") + (r.error ? " · " + r.error : ""));
    });
    td.appendChild(grid);
    metrics.forEach(function (m) {
      const r = item.results[m];
      if (r && r.alignment) td.appendChild(alignment(r.alignment));
    });
    tr.appendChild(td);
    return tr;
  }

  function row(item) {
    const tr = el("tr", failing(item) ? "item failing" : "item");
    tr.dataset.id = item.id;
    tr.appendChild(el("td", null, item.id));
    metrics.forEach(function (m) {
      const r = item.results[m];
      let text = "–", bad = false;
      if (r && r.status !== "ok") { text = r.status.toUpperCase(); bad = true; }
      else if (r) { text = r.score.toFixed(3) + (r.passed === true ? " ✓" : r.passed === false ? " ✗" : ""); bad = r.passed === false; }
      tr.appendChild(el("td", bad ? "num bad" : "num", text));
    });
    const badges = el("td", "flags");
    item.flags.forEach(function (f) {
      const b = el("span", "badge", "⚠ " + f);
      b.dataset.flag = f;
      b.title = item.flag_messages[f] || f;
      badges.appendChild(b);
    });
    tr.appendChild(badges);
    tr.appendChild(el("td", "text", item.actual));
    tr.appendChild(el("td", "text", item.expected));
    tr.appendChild(el("td", null, item.tags.join(", ")));
    let open = null;
    tr.addEventListener("click", function () {
      if (open) { open.remove(); open = null; }
      else { open = detail(item); tr.after(open); }
    });
    return tr;
  }

  function matches(item, q, mode, wanted) {
    if (wanted === "*" && !item.flags.length) return false;
    if (wanted === "-" && item.flags.length) return false;
    if (wanted && wanted !== "*" && wanted !== "-" && item.flags.indexOf(wanted) < 0) return false;
    const bad = failing(item);
    if (mode === "failing" && !bad) return false;
    if (mode === "passing" && bad) return false;
    if (!q) return true;
    const hay = [item.id, item.input, item.actual, item.expected, item.references.join(" "), item.tags.join(" ")]
      .join(" \u0000 ").toLowerCase();
    return hay.indexOf(q) >= 0;
  }

  function draw() {
    const q = filter.value.trim().toLowerCase();
    const mode = show.value;
    const wanted = flag.value;
    const shown = data.items.filter(function (i) { return matches(i, q, mode, wanted); }).sort(compare);
    body.replaceChildren.apply(body, shown.slice(0, MAX_ROWS).map(row));
    count.textContent = shown.length + " of " + data.items.length + " items" +
      (shown.length > MAX_ROWS ? " (first " + MAX_ROWS + " shown; filter to narrow)" : "");
  }
  filter.addEventListener("input", draw);
  show.addEventListener("change", draw);
  flag.addEventListener("change", draw);
  draw();
})();
