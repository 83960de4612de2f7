/* spacy-tempoeval report: the record browser. Reads the JSON in #report-data (see report/data.py), draws one
   page of rows at a time and a record's details only when it is opened. No network, no dependencies. */
(function () {
  "use strict";
  var t0 = performance.now();
  var DATA = JSON.parse(document.getElementById("report-data").textContent);
  var F = {};
  DATA.fields.forEach(function (name, i) { F[name] = i; });
  var RECS = DATA.records, COLS = DATA.columns, STR = DATA.strings, DOCS = DATA.docs;
  var PAGE = 50;
  var state = { sort: "", order: "asc", filter: "all", threshold: 0.5, query: "", page: 0, open: {} };
  var view = [];
  var hay = null;
  var $ = function (id) { return document.getElementById(id); };

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        if (k === "text") node.textContent = attrs[k];
        else if (k === "cls") node.className = attrs[k];
        else node.setAttribute(k, attrs[k]);
      });
    }
    (children || []).forEach(function (c) {
      if (c !== null && c !== undefined) node.appendChild(typeof c === "string" ? document.createTextNode(c) : c);
    });
    return node;
  }

  function years(flat) {
    if (!flat || !flat.length) return "—";
    var parts = [];
    for (var i = 0; i < flat.length; i += 2) {
      parts.push(flat[i] === flat[i + 1] ? String(flat[i]) : flat[i] + "–" + flat[i + 1]);
    }
    return parts.join(", ");
  }

  function fmt(v) { return v === null || v === undefined ? "n/a" : v.toFixed(3); }

  function reasonOf(rec, c) {
    var r = rec[F.reasons];
    return r && r[c] !== undefined ? STR[r[c]] : "";
  }

  /* ---- filtering, sorting, paging ---- */
  function haystack() {
    if (!hay) {
      hay = RECS.map(function (r) { return (r[F.id] + "\n" + r[F.query] + "\n" + r[F.answer]).toLowerCase(); });
    }
    return hay;
  }

  var mins = null;
  function lowest(i) {  /* the lowest score of any metric (null when none applies) */
    if (!mins) {
      mins = RECS.map(function (r) {
        var m = null;
        r[F.scores].forEach(function (v) { if (v !== null && (m === null || v < m)) m = v; });
        return m;
      });
    }
    return mins[i];
  }

  function scoreOf(i, key) {
    if (key === "min") return lowest(i);
    return COLS.length ? RECS[i][F.scores][key === "" ? 0 : Number(key)] : null;
  }

  function compute() {
    var sorted = state.sort !== "";
    var q = state.query.trim().toLowerCase();
    var h = q ? haystack() : null;
    var out = [];
    for (var i = 0; i < RECS.length; i++) {
      var r = RECS[i];
      if (h && h[i].indexOf(q) < 0) continue;
      var v = sorted ? scoreOf(i, state.sort) : null;
      if (state.filter === "unsupported" && !r[F.unsupported].length) continue;
      if (sorted) {
        if (state.filter === "na" && v !== null) continue;
        if (state.filter === "scored" && v === null) continue;
        if (state.filter === "below" && (v === null || !(v < state.threshold))) continue;
      }
      out.push(i);
    }
    if (sorted) {
      var sign = state.order === "asc" ? 1 : -1;
      var key = {};
      out.forEach(function (i) { key[i] = scoreOf(i, state.sort); });
      out.sort(function (a, b) {
        var va = key[a], vb = key[b];
        if (va === null && vb === null) return a - b;
        if (va === null) return 1;  /* not applicable: always last */
        if (vb === null) return -1;
        return va === vb ? a - b : (va - vb) * sign;
      });
    }
    view = out;
    var pages = Math.max(1, Math.ceil(view.length / PAGE));
    if (state.page >= pages) state.page = pages - 1;
  }

  function sortName() {
    if (state.sort === "min") return "lowest score";
    return COLS.length ? COLS[state.sort === "" ? 0 : Number(state.sort)] : "score";
  }

  function render() {
    var col = state.sort === "" || state.sort === "min" ? 0 : Number(state.sort);
    $("score-head").textContent = sortName();
    var body = $("records").tBodies[0];
    var rows = document.createDocumentFragment();
    var start = state.page * PAGE, end = Math.min(view.length, start + PAGE);
    for (var k = start; k < end; k++) {
      var i = view[k], r = RECS[i];
      var v = scoreOf(i, state.sort);
      var open = !!state.open[i];
      var aft = el("td", { cls: "years c-y" }, [years(r[F.aft])]);
      if (r[F.unsupported].length) {
        aft.appendChild(el("br"));
        aft.appendChild(el("span", { cls: "alert", title: "not in any retrieved document",
                                     text: "⚠ " + years(r[F.unsupported]) }));
      }
      var toggle = el("button", { type: "button", cls: "toggle", "aria-expanded": String(open),
                                  title: "open the record" }, [el("span", { cls: "clamp", text: r[F.query] })]);
      var tr = el("tr", { cls: "rec" + (open ? " open" : ""), "data-i": String(i) }, [
        el("td", { text: r[F.id] }),
        el("td", null, [toggle, r[F.answer] ? el("span", { cls: "a-text clamp", text: "↳ " + r[F.answer] }) : null]),
        el("td", { cls: "years c-y", text: years(r[F.qft]) }), aft,
        el("td", { cls: "num" }, [v === null ? el("span", { cls: "score na", title: state.sort === "min" ?
                                                             "no metric applies" : COLS.length ? reasonOf(r, col) : "",
                                                           text: "n/a" }) : fmt(v)])
      ]);
      rows.appendChild(tr);
      if (open) rows.appendChild(detailRow(i));
    }
    body.replaceChildren(rows);
    var shown = view.length ? (start + 1) + "–" + end : "0";
    var filtered = view.length !== RECS.length ? " (filtered from " + RECS.length.toLocaleString("en") + ")" : "";
    $("status").textContent = "Records " + shown + " of " + view.length.toLocaleString("en") + filtered +
      (state.sort !== "" ? ", by " + sortName() + (state.order === "asc" ? ", worst first" : ", best first") : "") + ".";
    var pages = Math.max(1, Math.ceil(view.length / PAGE));
    $("page").textContent = "page " + (state.page + 1) + " of " + pages;
    $("prev").disabled = state.page === 0;
    $("next").disabled = state.page >= pages - 1;
  }

  /* ---- one record, drawn when opened ---- */
  function relevant(r, j, d) {  /* gold mode: the document's id is a gold id; else it shares a year with the query */
    if (r[F.mode] === "gold_ids") {
      var doc = DOCS[r[F.docs][j]];
      return !!(doc && doc[0] && (r[F.gold] || []).indexOf(doc[0]) >= 0);
    }
    var q = r[F.qft];
    for (var i = 0; i < d.length; i += 2) for (var k = 0; k < q.length; k += 2) if (d[i] <= q[k + 1] && q[k] <= d[i + 1]) return true;
    return false;
  }

  function timeline(r) {
    var rows = [["q", r[F.qft], "query"]];
    r[F.dfts].forEach(function (d, j) {
      var rel = relevant(r, j, d || []);
      rows.push(["d", d || [], "document " + (j + 1) + (rel ? " (relevant)" : ""), "doc " + (j + 1) + (rel ? " ✓" : ""), rel]);
    });
    rows.push(["a", r[F.aft], "answer"]);
    var all = [];
    rows.forEach(function (row) { all = all.concat(row[1]); });
    if (!all.length) return el("span", { cls: "muted", text: "no years" });
    var lo = Math.min.apply(null, all) - 1, hi = Math.max.apply(null, all) + 1;
    if (hi - lo < 10) { var extra = 10 - (hi - lo); lo -= Math.floor(extra / 2); hi += extra - Math.floor(extra / 2); }
    var NS = "http://www.w3.org/2000/svg", gutter = 56, width = 320, rowH = 11, span = hi - lo + 1;
    var height = rowH * rows.length + 14;
    var svg = document.createElementNS(NS, "svg");
    svg.setAttribute("class", "tl"); svg.setAttribute("viewBox", "0 0 " + (width + gutter) + " " + height);
    svg.setAttribute("width", width + gutter); svg.setAttribute("height", height); svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", "focus years of the query, the documents and the answer");
    function rect(cls, a, b, y, title) {
      var n = document.createElementNS(NS, "rect");
      var x0 = gutter + (a - lo) / span * width, x1 = gutter + (b - lo + 1) / span * width;
      n.setAttribute("class", cls); n.setAttribute("x", x0.toFixed(1)); n.setAttribute("y", y);
      n.setAttribute("width", Math.max(x1 - x0, 1.5).toFixed(1)); n.setAttribute("height", rowH - 2);
      if (title) { var t = document.createElementNS(NS, "title"); t.textContent = title; n.appendChild(t); }
      svg.appendChild(n);
    }
    rows.forEach(function (row, k) {
      var y = k * rowH + 1;
      var label = document.createElementNS(NS, "text");
      label.setAttribute("class", "tl-label" + (row[4] ? " relevant" : "")); label.setAttribute("x", 0);
      label.setAttribute("y", y + rowH - 3); label.textContent = row[3] || row[2]; svg.appendChild(label);
      rect(row[4] ? "lane relevant" : "lane", lo, hi, y, "");
      var f = row[1];
      for (var i = 0; i < f.length; i += 2) rect(row[0], Math.max(f[i], lo), Math.min(f[i + 1], hi), y, row[2] + ": " + years([f[i], f[i + 1]]));
      if (row[0] === "a") {
        var u = r[F.unsupported];
        for (var j = 0; j < u.length; j += 2) rect("h", u[j], u[j + 1], y, "not in any retrieved document: " + years([u[j], u[j + 1]]));
      }
    });
    [[gutter, lo, "start"], [gutter + width, hi, "end"]].forEach(function (t) {
      var n = document.createElementNS(NS, "text");
      n.setAttribute("class", "tick"); n.setAttribute("x", t[0]); n.setAttribute("y", rows.length * rowH + 12);
      n.setAttribute("text-anchor", t[2]); n.textContent = String(t[1]); svg.appendChild(n);
    });
    return svg;
  }

  function detailValue(value) {
    if (value === null || value === undefined) return "—";
    if (typeof value === "object") return JSON.stringify(value);
    return String(value);
  }

  function detailBox(details) {
    /* Judge verdicts and other metric details: lists of objects become small tables (claims with their
       verdict and evidence, judgments ...), everything else "key: value". */
    var box = el("div", { cls: "detailbox" });
    Object.keys(details).forEach(function (key) {
      var value = details[key];
      if (Array.isArray(value) && value.length && typeof value[0] === "object" && value[0] !== null) {
        var keys = [];
        value.forEach(function (row) { Object.keys(row).forEach(function (k) { if (keys.indexOf(k) < 0) keys.push(k); }); });
        keys = keys.slice(0, 10);
        var head = el("tr", null, keys.map(function (k) { return el("th", { text: k }); }));
        var trs = value.map(function (row) {
          return el("tr", null, keys.map(function (k) {
            return el("td", { cls: /verdict|label|supported/i.test(k) ? "verdict" : "", text: detailValue(row[k]) });
          }));
        });
        box.appendChild(el("div", { text: key }));
        box.appendChild(el("div", { cls: "scroll-x" }, [el("table", null, [el("thead", null, [head]), el("tbody", null, trs)])]));
      } else {
        box.appendChild(el("div", null, [el("strong", { text: key + ": " }), detailValue(value)]));
      }
    });
    return box;
  }

  function detailRow(i) {
    var r = RECS[i];
    var gold = r[F.gold] || [];
    var box = el("div", { cls: "record-detail", "data-i": String(i) });
    box.appendChild(el("h4", { text: "Query" }));
    box.appendChild(el("p", { text: r[F.query] || "—" }));
    box.appendChild(el("p", { cls: "years", text: "focus years: " + years(r[F.qft]) }));
    box.appendChild(el("h4", { text: "Answer" }));
    box.appendChild(el("p", { text: r[F.answer] || "—" }));
    var ay = el("p", { cls: "years", text: "focus years: " + years(r[F.aft]) });
    if (r[F.unsupported].length) ay.appendChild(el("span", { cls: "alert", text: "  ⚠ not in any retrieved document: " + years(r[F.unsupported]) }));
    box.appendChild(ay);
    box.appendChild(el("h4", { text: "Timeline" }));
    box.appendChild(timeline(r));
    var docs = r[F.docs];
    box.appendChild(el("h4", { text: "Retrieved documents (" + docs.length + ")" }));
    if (docs.length) {
      box.appendChild(el("ol", { cls: "docs" }, docs.map(function (d, j) {
        var doc = DOCS[d], dy = r[F.dfts][j];
        return el("li", null, [
          doc[0] ? el("span", { cls: "doc-id", text: doc[0] + " " }) : null,
          doc[0] && gold.indexOf(doc[0]) >= 0 ? el("span", { cls: "gold", text: "gold " }) : null,
          el("span", { cls: "doc-date", text: (doc[3] ? "dated " + doc[3] : "record's date") + " · " }),
          el("span", { cls: "years", text: "years: " + (dy === undefined || dy === null ? "not computed" : years(dy)) }),
          el("p", { text: doc[1] || "(no text: an id only)" })
        ]);
      })));
    } else {
      box.appendChild(el("p", { cls: "muted", text: "none" }));
    }
    box.appendChild(el("h4", { cls: "metrics-mode", text: "Metrics (scored by " + (r[F.mode] === "gold_ids" ? "gold ids" : "focus time") + ")" }));
    var details = r[F.details] || {};
    var trs = COLS.map(function (c, k) {
      var v = r[F.scores][k];
      var cell = el("td", { cls: "reason" }, [reasonOf(r, k)]);
      if (details[k]) cell.appendChild(detailBox(details[k]));
      return el("tr", null, [el("td", { text: c }), el("td", { cls: "num" + (v === null ? " score na" : ""), text: fmt(v) }), cell]);
    });
    box.appendChild(el("div", { cls: "scroll-x" }, [el("table", { cls: "metrics" }, [
      el("thead", null, [el("tr", null, [el("th", { text: "metric" }), el("th", { cls: "num", text: "score" }),
                                          el("th", { text: "reason / judge" })])]),
      el("tbody", null, trs)])]));
    return el("tr", { cls: "detail" }, [el("td", { colspan: String(visibleColumns()) }, [box])]);
  }

  function visibleColumns() {  /* narrow screens hide the year columns: the detail row spans what is shown */
    var n = 0;
    Array.prototype.forEach.call($("records").tHead.rows[0].cells, function (th) {
      if (getComputedStyle(th).display !== "none") n += 1;
    });
    return n || 5;
  }

  /* ---- wiring ---- */
  function update(resetPage) {
    if (resetPage) state.page = 0;
    compute();
    render();
  }

  var timer = null;
  $("search").addEventListener("input", function (e) {
    clearTimeout(timer);
    timer = setTimeout(function () { state.query = e.target.value; update(true); }, 120);
  });
  $("sort").addEventListener("change", function (e) { state.sort = e.target.value; update(true); });
  $("order").addEventListener("change", function (e) { state.order = e.target.value; update(true); });
  $("filter").addEventListener("change", function (e) { state.filter = e.target.value; update(true); });
  $("threshold").addEventListener("change", function (e) {
    var v = parseFloat(e.target.value);
    state.threshold = isNaN(v) ? 0.5 : v;
    if (state.filter === "below") update(true);
  });
  $("prev").addEventListener("click", function () { state.page -= 1; render(); });
  $("next").addEventListener("click", function () { state.page += 1; render(); });
  $("records").tBodies[0].addEventListener("click", function (e) {
    var tr = e.target.closest("tr.rec");
    if (!tr || (e.target.closest("a"))) return;
    var i = Number(tr.getAttribute("data-i"));
    if (state.open[i]) delete state.open[i]; else state.open[i] = true;
    render();
  });
  Array.prototype.forEach.call(document.querySelectorAll(".summary button[data-sort]"), function (b) {
    b.addEventListener("click", function () {
      state.sort = b.getAttribute("data-sort"); state.order = "asc";
      $("sort").value = state.sort; $("order").value = "asc";
      update(true);
      $("records-title").scrollIntoView();
    });
  });

  var lastWidth = window.innerWidth;
  window.addEventListener("resize", function () {
    if (window.innerWidth !== lastWidth) { lastWidth = window.innerWidth; if (Object.keys(state.open).length) render(); }
  });

  update(true);
  document.body.setAttribute("data-render-ms", String(Math.round(performance.now() - t0)));
  document.body.setAttribute("data-ready", "1");
})();
