"""`python -m judge.clitable` writes judge/cli_table.json, the fast path's view of the typer app (judge/fastpath.py).

`python -m judge.build` runs it in a process of its own: the CLI imports the export, which imports the build.
"""

from judge import cli, fastpath
from judge.cards import serialise


def contents() -> str:
    return serialise(fastpath.table(cli.app.real()), depth=6)


if __name__ == "__main__":
    with open(fastpath.TABLE, "w", encoding="utf-8") as f:
        f.write(contents())
    print(f"command line table: {fastpath.TABLE}")
