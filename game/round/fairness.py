"""Checking a finished round from its seeds alone, as the history and its CHECK A ROUND page
offer it: verify it here, copy its seeds and the `verify` command, export it as JSON. Kept
apart from the scenes that offer it, as no scene imports another."""
import json
from pathlib import Path

from engine.verify import verify_command
from engine.errors import EngineError
from engine.rng import FairRng, seed_hash
from engine.round import run
from game.books.recovery import dealt_under
from game.words.currency import unit_of
from game.books.datafile import Record
from game.words.i18n import N_, _

NOT_FINISHED = N_("only a finished round can be {} (its seed is revealed at its end)")


def finished(record: Record) -> bool:
    return record["status"] == "done" and bool(record["events"])


def export(record: Record) -> dict[str, object]:
    """A finished round as a person or a lab can check it: its seeds, what it paid, the
    ready verify command, and every event."""
    keys: tuple[str, ...] = (
        "id", "game", "mode", "bet", "cost", "config_version", "server_seed", "server_seed_hash",
        "client_seed", "nonce", "choices", "total_win", "status")
    keys += ("currency",) if "currency" in record else ()     # (schema 4: its currency)
    return {**{k: record[k] for k in keys},
            "verify": verify_command(record["events"], unit_of(record)),
            "events": record["events"]}


def verify(record: Record) -> str:
    """Replay a round from (server seed, client seed, nonce, choices) and compare."""
    if seed_hash(record["server_seed"]) != record["server_seed_hash"]:
        return _("the server seed does not match the hash shown before the round")
    try:
        game = dealt_under(record)
    except EngineError as err:
        return _("cannot verify here: {error}").format(error=err)
    events = run(game, record["bet"], FairRng(record["server_seed"], record["client_seed"],
                                              record["nonce"]), record["mode"],
                 record["choices"])
    if events[-1]["total_win"] != record["total_win"]:
        return _("MISMATCH: the seeds give {given}, recorded {recorded}").format(
            given=events[-1]['total_win'], recorded=record['total_win'])
    return _("verified: the seeds give exactly this round and this win")


def copy(record: Record) -> str:
    """The round's seeds and its verify command, on the clipboard."""
    if not finished(record):
        return _(NOT_FINISHED).format(_("copied"))
    lines = [f"server seed {record['server_seed']}",
             f"server seed hash {record['server_seed_hash']}",
             f"client seed {record['client_seed']}", f"nonce {record['nonce']}",
             verify_command(record["events"], unit_of(record))]
    return clipboard(lines, _("the seeds and the verify command"),
                     _("E exports the round instead"))


def figures(next_hash: str | None, revealed: tuple[str, str, int] | None) -> list[str]:
    """The fair-play page's figures as lines for the clipboard: the next round's hash, and
    the last round's seeds and nonce once one has ended."""
    lines = [f"next round's server seed hash {next_hash}"] if next_hash else []
    if revealed:
        server, client, nonce = revealed
        lines += [f"last round's server seed {server}", f"client seed {client}",
                  f"nonce {nonce}"]
    return lines


def clipboard(lines: list[str], what: str, otherwise: str) -> str:
    """`lines` on the clipboard; the sentence that says whether they got there."""
    import pygame
    try:
        import pygame.scrap             # SDL's clipboard (pygame-ce 2.2+: no init)
        pygame.scrap.put_text("\n".join(lines))
    except (pygame.error, ImportError) as err:
        return _("the clipboard is not available here ({error}); {otherwise}").format(
            error=err, otherwise=otherwise)
    return _("copied: {what} are on the clipboard").format(what=what)


def write_export(record: Record, folder: Path) -> str:
    """The round as JSON in `folder` (the data folder's exports/)."""
    if not finished(record):
        return _(NOT_FINISHED).format(_("exported"))
    path = folder / f"round-{record['id']}.json"
    try:
        folder.mkdir(exist_ok=True)
        path.write_text(json.dumps(export(record), indent=1))
    except OSError as err:
        return _("cannot write {path}: {error}").format(path=path, error=err.strerror)
    return _("exported to {path}").format(path=path)
