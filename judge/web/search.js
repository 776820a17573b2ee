/* Search as you type: a line-for-line port of judge/search.py's rank() (BM25 over
   character trigrams + key score), so the browser ranks like `judge search`.
   The constants, word lists and postings come from search-config.js and the
   judge-data-*.js files the exporter writes. No dependencies. */
(function (root) {
  "use strict";
  var J = root.JUDGE = root.JUDGE || { books: {} };
  var C = function () { return J.config; };

  function cps(s) { return Array.from(s); } // code points, as Python indexes strings

  // judge/search.py's normalize: invisible characters dropped (a zero-width space pasted inside a Thai word),
  // NFKC, casefold (each character lowercased, or its casefold where Python's differs: config.fold), the
  // punctuation made one space
  var punct = null, invisible = null;
  function casefold(text) {
    var fold = C().fold, out = "";
    for (var ch of text) out += Object.prototype.hasOwnProperty.call(fold, ch) ? fold[ch] : ch.toLowerCase();
    return out;
  }
  function normalize(text) {
    invisible = invisible || new RegExp(C().invisible, "gu");
    punct = punct || new RegExp(C().punct, "gu");
    return casefold(text.replace(invisible, "").normalize("NFKC")).replace(punct, " ").trim();
  }
  function compact(text) { return normalize(text).replace(/ /g, ""); }

  function stripQuestionWords(text) {
    var out = text;
    C().question_words.forEach(function (w) { out = out.split(w).join(""); });
    return out || text;
  }

  function englishWords(text) {
    var out = [], stop = C().stopwords;
    normalize(text).split(" ").forEach(function (w) {
      if (!/^[\x00-\x7f]*$/.test(w) || w.length < 2 || stop.indexOf(w) >= 0) return;
      out.push(w.length > 3 && /s$/.test(w) && !/ss$/.test(w) ? w.slice(0, -1) : w);
    });
    return out;
  }

  function grams(text) {
    var c = cps(compact(text)), n = C().gram, out = [];
    if (c.length > 0 && c.length < n) out.push(c.join(""));
    else for (var i = 0; i + n <= c.length; i++) out.push(c.slice(i, i + n).join(""));
    englishWords(text).forEach(function (w) { out.push("w:" + w); });
    return out;
  }

  // rapidfuzz's Indel similarity: 100 * (1 - (l1 + l2 - 2 LCS) / (l1 + l2)). The LCS is
  // bit-parallel (Hyyrö), as in rapidfuzz, when the shorter string fits in 30 bits.
  function bits(a) {
    var m = new Map();
    for (var i = 0; i < a.length; i++) m.set(a[i], (m.get(a[i]) || 0) | (1 << i));
    return m;
  }
  function lcsBits(block, n, b, from, to) {
    var mask = (1 << n) - 1, v = mask, u, c = 0;
    for (var j = from; j < to; j++) {
      u = v & (block.get(b[j]) || 0);
      v = ((v + u) | (v - u)) & mask;
    }
    v = ~v & mask;
    while (v) { v &= v - 1; c++; }
    return c;
  }
  function lcsTable(a, b) {
    var prev = new Int32Array(b.length + 1), cur = new Int32Array(b.length + 1), t;
    for (var i = 0; i < a.length; i++) {
      for (var j = 0; j < b.length; j++)
        cur[j + 1] = a[i] === b[j] ? prev[j] + 1 : Math.max(prev[j + 1], cur[j]);
      t = prev; prev = cur; cur = t;
    }
    return prev[b.length];
  }
  function similarity(sum, common) { return sum ? (1 - (sum - 2 * common) / sum) * 100 : 100; }
  function ratio(x, y) {
    var a = cps(x), b = cps(y);
    if (a.length > b.length) { var t = a; a = b; b = t; }
    var common = a.length <= 30 ? lcsBits(bits(a), a.length, b, 0, b.length) : lcsTable(a, b);
    return similarity(a.length + b.length, common);
  }
  // rapidfuzz's partial_ratio: the best ratio of the shorter string against every
  // window of the longer (prefixes and suffixes shorter than it included)
  function partialImpl(s, l) {
    var n = s.length, best = 0, i, block = n <= 30 ? bits(s) : null;
    function tryWindow(from, to) {
      var common = block ? lcsBits(block, n, l, from, to) : lcsTable(s, l.slice(from, to));
      var r = similarity(n + to - from, common);
      if (r > best) best = r;
    }
    for (i = 1; i < n; i++) tryWindow(0, i);
    for (i = 0; i < l.length; i++) tryWindow(i, Math.min(l.length, i + n));
    return best;
  }
  function partialRatio(a, b) {
    var s = cps(a), l = cps(b);
    if (!s.length && !l.length) return 100;
    var swap = s.length > l.length, best = swap ? partialImpl(l, s) : partialImpl(s, l);
    if (best !== 100 && s.length === l.length) best = Math.max(best, partialImpl(l, s));
    return best;
  }

  function indexAll(hay, needle) {
    var out = [], at = hay.indexOf(needle);
    while (at !== -1) { out.push(at); at = hay.indexOf(needle, at + 1); }
    return out;
  }

  function keyScore(query, keys, fuzzy) {
    var cfg = C(), best = 0, bestKey = null, longest = null;
    var q = cps(query), covered = new Array(q.length).fill(0);
    for (var n = 0; n < keys.length; n++) {
      var k = keys[n][0], weight = keys[n][1], kl = cps(k).length, s;
      if (k === query) return [1, k];
      if (kl >= 2 && query.indexOf(k) >= 0) {
        indexAll(query, k).forEach(function (unit) {
          var start = cps(query.slice(0, unit)).length;
          for (var j = start; j < start + kl; j++) covered[j] = Math.max(covered[j], weight);
        });
        if (longest === null || kl > cps(longest).length) longest = k;
        continue;
      }
      if (q.length >= 2 && k.indexOf(query) >= 0) s = 0.5 + 0.45 * q.length / kl;
      else if (!fuzzy) continue;
      else if (kl < q.length) {
        var pr = kl >= 5 ? partialRatio(k, query) : 0;
        s = pr >= 85 ? 0.5 * (pr - 85) / 15 : 0;
      } else {
        var r = ratio(query, k);
        s = r >= cfg.fuzzy_floor ? 0.9 * (r - cfg.fuzzy_floor) / (100 - cfg.fuzzy_floor) : 0;
      }
      if (s > best) { best = s; bestKey = k; }
    }
    if (longest !== null) {
      var sum = covered.reduce(function (a, b) { return a + b; }, 0);
      var c = cfg.contain_base + cfg.contain_slope * sum / q.length;
      if (c > best) { best = c; bestKey = longest; }
    }
    return [best, bestKey];
  }

  function bm25(queryGrams, data) {
    var cfg = C(), n = data.dl.length, scores = {}, seen = {};
    queryGrams.forEach(function (g) {
      if (seen[g]) return;
      seen[g] = true;
      var packed = Object.prototype.hasOwnProperty.call(data.postings, g) ? data.postings[g] : "";
      if (!packed) return;
      var plist = packed.split(" ").map(function (p) { return p.split(":").map(Number); });
      var idf = Math.log(1 + (n - plist.length + 0.5) / (plist.length + 0.5));
      plist.forEach(function (p) {
        var i = p[0], tf = p[1];
        var norm = tf + cfg.k1 * (1 - cfg.b + cfg.b * data.dl[i] / data.avgdl);
        scores[i] = (scores[i] || 0) + idf * tf * (cfg.k1 + 1) / norm;
      });
    });
    return scores;
  }

  function round4(x) { return Math.round(x * 1e4) / 1e4; }

  // All sections of one book matching `query`, best first: [{index, score, key}]
  function rank(query, data) {
    var cfg = C(), q = stripQuestionWords(compact(query));
    var body = bm25(grams(q).concat(englishWords(query).map(function (w) { return "w:" + w; })), data);
    var top = 0;
    Object.keys(body).forEach(function (i) { if (body[i] > top) top = body[i]; });
    var fuzzy = !data.keys.some(function (keys) { return keys.some(function (k) { return k[0] === q; }); });
    var hits = [];
    data.keys.forEach(function (keys, i) {
      var ks = keyScore(q, keys, fuzzy), b = top ? (body[i] || 0) / top : 0;
      var score = cfg.key_weight * ks[0] + cfg.body_weight * b;
      if (score > 0.05) hits.push({ index: i, score: round4(score), key: ks[1] });
    });
    hits.sort(function (x, y) { return y.score - x.score || x.index - y.index; });
    return hits;
  }

  // Like judge.rulebook.search: one book, or every loaded book ("all"), best first.
  function search(query, book, limit) {
    if (!compact(query)) return [];
    var ids = book === "all" ? J.order.filter(function (b) { return J.books[b]; }) : [book];
    var hits = [];
    ids.forEach(function (b) {
      var d = J.books[b];
      rank(query, d.search).forEach(function (h) {
        hits.push({ book: b, section: d.sections[h.index], score: h.score, key: h.key });
      });
    });
    hits.sort(function (x, y) { return y.score - x.score; }); // stable: book order on ties
    return hits.slice(0, limit || 5);
  }

  J.normalize = normalize; J.compact = compact; J.rank = rank; J.search = search;
  J.ratio = ratio; J.partialRatio = partialRatio;
})(typeof window !== "undefined" ? window : globalThis);
