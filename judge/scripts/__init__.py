"""The card-script language (docs/card-scripts.md): what real cards do, in the words scenarios use for cards.

`registry` — every step, trigger, keyword, validity icon, selector key and continuous effect, registered once
with its words, sections and census items; `words` — a script in English and Thai words; `checker` — a script or a
scenario's cards read against the registry, each mistake at its file, line and key.
"""
