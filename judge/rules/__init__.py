"""The rules of Ver.2.5, one module per rule area. Each public rule function names
the page and section it implements; its trace events cite the same section ids,
whose pages come from the rulebook index."""
