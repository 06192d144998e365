"""What an interrupted round is, and what becomes of it on the next start (no pygame).

The seed voids *undecided* bets after seven days. A round whose outcome no longer waits on the
player is decided the moment it is dealt: whenever the client comes back, it is completed and
paid as dealt, however late (voiding it would let a player cancel a losing round by moving the
clock). Only a round stopped at a choice the player has not made can become void.

A round dealt under a game or config version this build does not have is neither voided nor
settled (an older build voiding it would let a player cancel each losing round with two builds):
it stays open for a build that has that version, and its game plays no new round here until
then. A round whose record does not match what the books say was bought (its seed, bet, mode
or cost edited, or one already paid set back to open), or cannot be played as recorded, is set
aside: neither played nor paid (nor refunded: that would cancel a losing round).
"""
from collections.abc import Iterator

from engine import events as ev
from engine.errors import EngineError, UnknownGame
from engine.games import kept_versions, load_game
from engine.games.base import Game
from engine.rng import FairRng, seed_hash
from engine.round import check_bet, play_round
from game.words.currency import unit_of
from game.books.datafile import Record, debited
from game.books.storage import Storage
from game.words.i18n import N_
from game.words.said import Said

# what a debit records, as a reason names it (game/books/datafile.py debited)
FIELD_WORDS = {"game": N_("game"), "mode": N_("mode"), "bet": N_("bet"), "cost": N_("cost"),
               "version": N_("config version"), "seed_hash": N_("server seed hash"),
               "client_seed": N_("client seed"), "nonce": N_("nonce")}
NEWER = Said(N_("a newer build"))


def dealt_under(record: Record) -> Game:
    """The game a recorded round was dealt under: its version's rules, its currency's ladder
    (game/words/currency.py)."""
    return load_game(record["game"], version=record["config_version"], unit=unit_of(record))


def _stream(record: Record) -> Iterator[ev.Event]:
    """The open round as the engine deals it again: its seeds, its choices so far, and a
    choice_request where it waits for the next one."""
    game = dealt_under(record)
    rng = FairRng(record["server_seed"], record["client_seed"], record["nonce"])
    return play_round(game, record["bet"], rng, record["mode"], record["choices"],
                      interactive=True)


def name(game_id: str) -> str:
    try:
        return load_game(game_id).name
    except EngineError:
        return str(game_id)


def held(record: Record) -> str | None:
    """Why this build cannot play the round at all, so that another build must (a game or a
    config version it does not have), or None."""
    try:
        versions = kept_versions(record["game"])
    except UnknownGame:
        return Said(N_("it is of a game this build does not have ({game})"),
                    game=str(record["game"]))
    version = record["config_version"]
    if version is not None and version not in versions:
        return Said(N_("it was dealt under version {version}, which this build does not have"),
                    version=version)
    return None


def finisher(record: Record) -> str:
    """Which build can finish a held round."""
    try:
        newer = record["config_version"] > max(kept_versions(record["game"]))
    except (EngineError, TypeError):
        newer = True
    return NEWER if newer else Said(N_("a build that has that version"))


def waiting_words(record: Record) -> Said:
    """What the player is told of a round only another build can finish."""
    return Said(N_("Round {round} of {game} stays open, neither voided nor paid, for {build} "
                   "to finish: {why}. No new round of {game} here until then."),
                round=record["id"], game=name(record["game"]), build=finisher(record),
                why=held(record))


def problem(record: Record) -> str | None:
    """Why an open round this build can play cannot be played on (its choices or another
    field damaged or edited), or None. Such a round is set aside, with a notice."""
    if not isinstance(record.get("choices"), list):
        return Said(N_("its choices could not be read"))
    try:
        game = dealt_under(record)
        price = check_bet(game, record["bet"], record["mode"])
        if price != record["cost"]:       # even where every hash after it was made again
            return Said(N_("its cost {cost} is not the price of {mode} at its bet"),
                        cost=str(record["cost"]), mode=str(record["mode"]))
        next(_stream(record))             # the round's own checks: bet, mode, choices
    except EngineError as err:            # the engine's own words (it speaks English only)
        return Said(N_("the game refuses it as recorded: {error}"), error=str(err))
    except (TypeError, ValueError) as err:
        return Said(N_("its record is damaged ({error})"), error=str(err))
    return None


def awaits_player(record: Record) -> bool:
    """Whether the open round stops at a choice its stored choices do not answer (False for
    one that cannot be played on here: the caller keeps or voids that for its own reason)."""
    if held(record) or problem(record):
        return False
    return any(event["type"] == ev.CHOICE_REQUEST for event in _stream(record))


def settle_open_rounds(storage: Storage, now: float) -> tuple[Record | None, list[str]]:
    """Every round left open by an earlier run, sorted out on start: (the one to play on now,
    or None; the notices). A round that does not match its debit, or whose record cannot be
    played (an edited or damaged field), is set aside: refunding it would let a player cancel
    a losing round by editing it. Then rounds left on a choice for seven days are void and
    refunded; each other round is kept for a newer build or played on (the first one now,
    the rest on the next start)."""
    notices: list[str] = []
    for record in storage.open_rounds():
        why = mismatch(storage, record) or (None if held(record) else problem(record))
        if why and storage.set_aside(record["id"], why):
            notices.append(Said(N_("Round {round} of {game} was set aside, neither played nor "
                                   "paid: {why}."), round=record["id"],
                                game=name(record["game"]), why=why))
    if storage.void_stale_rounds(awaits_player, now):
        notices.append(Said(N_("A round left waiting for your choice for over 7 days was void; "
                               "its bet was refunded.")))
    resume = None
    for record in storage.open_rounds():
        if held(record):
            notices.append(waiting_words(record))
        elif resume is None:
            resume = record
    return resume, notices


def mismatch(storage: Storage, record: Record) -> str | None:
    """Why an open round does not match what the books recorded when it was bought (None:
    it does): the server seed against the hash shown before it, and the bet, mode, cost,
    version and seeds against its debit; a round already paid never plays again."""
    debit, settled = storage.debit_of(record["id"])
    if settled:
        return Said(N_("the books show it was already settled"))
    if debit is None:
        return Said(N_("the books hold no bet for it"))
    broken = storage.books.vouches(debit.seq)
    if broken is not None:
        return Said(N_("the books do not add up from row {row} ({why})"), row=broken.row,
                    why=broken.why)
    found = [f.row for f in storage.books.findings() if f.row and f.row >= debit.seq]
    if found:
        return Said(N_("the books were changed at row {row}, after its bet was taken"),
                    row=min(found))
    if seed_hash(str(record["server_seed"])) != record["server_seed_hash"]:
        return Said(N_("its server seed does not match the hash shown before it"))
    bought, now = debit.data(), debited(record)
    if debit.kind == "debit" and debit.amount != -bought.get("cost", debit.amount + 1):
        return Said(N_("its debit (row {row}) does not add up"), row=debit.seq)
    changed = [Said(FIELD_WORDS[key]) if key in FIELD_WORDS else key
               for key in now if now[key] != bought.get(key)]
    if len(changed) == 1:
        return Said(N_("its {field} is not what was bought (row {row} of the books)"),
                    field=changed[0], row=debit.seq)
    if changed:
        return Said(N_("its {fields} are not what was bought (row {row} of the books)"),
                    fields=changed, row=debit.seq)
    return None

