/* index.html: search as you type; ?q=QUERY (and &book=ID|all) opens with its results. */
(function () {
  "use strict";
  var J = window.JUDGE, form = document.getElementById("search");
  var input = document.getElementById("q"), book = document.getElementById("book");
  var list = document.getElementById("results"), status = document.getElementById("status");
  var LIMIT = 10;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // the part of `text` around the first query word, never cutting a Thai mark off its letter
  function snippet(text, query, width) {
    if (text.length <= width) return text;
    var low = text.toLowerCase(), at = -1;
    query.toLowerCase().split(/\s+/).forEach(function (w) {
      var i = w.length > 1 ? low.indexOf(w) : -1;
      if (i >= 0 && (at < 0 || i < at)) at = i;
    });
    var start = Math.max(0, at - Math.floor(width / 3));
    while (start > 0 && /\p{M}/u.test(text[start])) start--;
    var end = Math.min(text.length, start + width);
    while (end < text.length && /\p{M}/u.test(text[end])) end++;
    return (start ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  }

  // other rulebooks' data is loaded only when asked for
  function ensureBooks(ids, then) {
    var missing = ids.filter(function (b) { return !J.books[b]; });
    if (!missing.length) return then();
    var left = missing.length;
    missing.forEach(function (b) {
      var s = document.createElement("script");
      s.src = "judge-data-" + b + ".js";
      s.onload = s.onerror = function () { if (--left === 0) then(); };
      document.head.appendChild(s);
    });
  }

  function show(query, which) {
    list.textContent = "";
    if (!J.compact(query)) { status.textContent = ""; return; }
    var hits = J.search(query, which, LIMIT);
    status.textContent = hits.length ? hits.length + " ผลลัพธ์ · results for “" + query + "”"
      : "ไม่พบ · nothing matches “" + query + "”: try fewer words, another spelling, or all rulebooks";
    hits.forEach(function (h) {
      var s = h.section, li = el("li", "hit " + (s.source === "supplement" ? "supp" : "thai"));
      li.dataset.book = h.book; li.dataset.id = s.id; li.dataset.score = h.score;
      var a = el("a", "title");
      a.href = J.books[h.book].file + "#" + encodeURIComponent(s.id);
      a.appendChild(el("span", "th", s.th));
      a.appendChild(document.createTextNode(" "));
      var en = el("span", "en", s.en); en.lang = "en"; a.appendChild(en);
      li.appendChild(a);
      var meta = el("p", "meta");
      meta.appendChild(el("span", "badge " + (s.source === "supplement" ? "supp" : "thai"),
        s.source === "supplement" ? "ส่วนเสริม · supplement" : "ข้อความไทย · Thai text"));
      meta.appendChild(el("span", "badge", (s.rule ? "rule " + s.rule + " · " : "") + s.page));
      meta.appendChild(el("code", "", h.book === J.primary ? s.id : h.book + ":" + s.id));
      li.appendChild(meta);
      li.appendChild(el("p", "snip", snippet(s.text, query, 200)));
      list.appendChild(li);
    });
  }

  function run() {
    var which = book.value, query = input.value;
    ensureBooks(which === "all" ? J.order : [which], function () { show(query, which); });
    try { // keep the address shareable; file:// pages may refuse it
      var url = "?q=" + encodeURIComponent(query) + (which === J.primary ? "" : "&book=" + encodeURIComponent(which));
      history.replaceState(null, "", query ? url : location.pathname);
    } catch (e) { /* nothing to do */ }
  }

  input.addEventListener("input", run);
  book.addEventListener("change", run);
  form.addEventListener("submit", function (e) { e.preventDefault(); run(); });

  var params = new URLSearchParams(location.search);
  if (params.get("book")) book.value = params.get("book");
  if (!book.value) book.value = J.primary; // an unknown ?book= falls back to the primary rulebook
  if (params.get("q")) {
    input.value = params.get("q");
    input.dispatchEvent(new Event("input")); // the same path as typing
  }
})();
