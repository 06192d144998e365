"""Exports of one game made apart, joined into the one folder the platform takes for a game.

    python -m engine export --join DIR --join DIR [...] --out OUT [--force]

Why: one mode's export can cost an hour (a base game whose cap is 1 in 25 million rounds needs
about that many searched) while another's million takes ten minutes, so each is made by
its own command, at its own time or on another machine, and checked there. Joining changes no
file of either: the books and tables are hard-linked (copied across file systems), index.json
names every mode, and the report keeps each part's command, seed and rounds, so every figure
still says how to make it again. Only exports of one game, one config version and one sheet
join, and a mode may come from one part only.
"""
import os
import shutil
from pathlib import Path

from engine.tools.reports import read_report
from engine.books_format import OutputFiles
from engine.errors import EngineError
from engine.tools.export import check_out, staged, write_index_and_report

NEEDED = ("game", "name", "config_version", "sheet_seed", "command", "modes")


def parts_of(report: dict) -> list:
    """What made an export: its own command, or a joined one's parts."""
    if "parts" in report:
        return report["parts"]
    return [{"command": report["command"], "seed": report["seed"],
             "rounds": report["rounds"], "engine": report["engine"],
             "modes": [e["name"] for e in report["modes"]]}]


def join(folders, out, force=False, command="") -> dict:
    """Write into OUT the modes of every export in `folders`, in their order; returns the
    joined report. One line names the first folder that cannot join and why."""
    folders = [Path(f) for f in folders]
    if len(folders) < 2:
        raise EngineError("--join needs at least two exports to join")
    reports = [read_report(str(f / OutputFiles.REPORT), "Stake Engine export's report", NEEDED)
               for f in folders]
    first = reports[0]
    home: dict[str, Path] = {}              # mode -> the folder it joins from
    for folder, report in zip(folders, reports):
        same = ("game", "config_version", "sheet_seed")
        if any(report[k] != first[k] for k in same):
            raise EngineError(f"{folder}: an export of {report['game']} version "
                              f"{report['config_version']} (sheet seed {report['sheet_seed']}), "
                              f"not of {first['game']} version {first['config_version']} "
                              f"(sheet seed {first['sheet_seed']}): only one game's exports "
                              "of one version and sheet join")
        for entry in report["modes"]:
            name = entry["name"]
            if name in home:
                raise EngineError(f"{folder}: mode {name} is also in {home[name]}: a mode "
                                  "joins from one export only")
            home[name] = folder
            for kind in OutputFiles.of_mode(name):
                if not (folder / kind).is_file():
                    raise EngineError(f"{folder / kind}: missing (the report names mode {name})")
    with staged(check_out(out, force)) as temp:
        for name, folder in home.items():
            for kind in OutputFiles.of_mode(name):
                _link_or_copy(folder / kind, temp / kind)
        report = {key: first[key] for key in ("game", "name", "config_version", "sheet_seed")}
        report.update(command=command,
                      parts=[part for r in reports for part in parts_of(r)],
                      modes=[entry for r in reports for entry in r["modes"]])
        write_index_and_report(temp, report)
    return report


def _link_or_copy(source: Path, target: Path) -> None:
    """A hard link where the file system allows one (a 2.6 GB books file costs nothing),
    a copy where it does not."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)
