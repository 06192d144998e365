"""A social casino's words (issue 58: Stake Engine's socialCasino flag): the messages that speak
of betting, buying or money, each marked here in the "social" register, where the catalogs word
it as such platforms do (PLAY for BET, GET for BUY, coins for money). `_()` says them so while
the market's profile raises socialCasino (game/window/app.py: i18n.speak_as); a message not
marked here is said as everywhere. A game's own such words are marked in its look.yaml
(`social:`), as the client names no game. tests/game/test_social_words.py walks every screen
for a word that slipped through, in every language offered."""
from game.words.i18n import S_

REGISTER = "social"
MARKED = (
    S_("social", "a win over {x}x the bet"),
    S_("social", "the balance fell by {x}x the bet"),
    S_("social", "the balance rose by {x}x the bet"),
    S_("social", "rounds with the ante bet"),
    S_("social", "ante bet"),
    S_("social", "feature buy"),
    S_("social", "A win of {x}x the bet or more: not one in the PAR sheet's {count} {rounds}"),
    S_("social", "A win of {x}x the bet or more comes about 1 in {count} {rounds}"),
    S_("social", "BUY FEATURE"),
    S_("social", "The maximum win is {cap}x the total bet{reached}; a round that reaches"
                 " it ends at once and pays the cap."),
    S_("social", "CHOOSE YOUR BET"),
    S_("social", "BET LEVEL"),
    S_("social", "TOTAL BET {amount}"),
    S_("social", "Before the round the screen showed the SHA-256 hash of its server "
                 "seed, so the seed was fixed before your bet; the seed is shown once "
                 "the round is over. The seeds and the nonce give every symbol of the "
                 "round: V replays them here, and this command does the same on any "
                 "computer with this program (or its source):"),
    S_("social", "Round {id}: {game}, {mode}, bet {bet}, cost {cost}, won {won}"),
    S_("social", "This round was void and its bet refunded: it paid nothing to check."),
    S_("social", "Before each round this page shows the SHA-256 hash of its server seed:"
                 " the seed is fixed before you bet, and it cannot change without its "
                 "hash changing."),
    S_("social", "- and + (or the keypad's): the bet down or up, between rounds."),
    S_("social", "Fair play and your money"),
    S_("social", "A round cut short (a crash, a closed window) resumes where it stopped "
                 "when you come back and pays as dealt; one left waiting for your choice"
                 " for 7 days is void and its bet is refunded."),
    S_("social", "The hash shown before a round commits its result: nothing can change "
                 "it after you bet, and every round can be checked."),
    S_("social", "A real-money game would run the engine on a server you do not control,"
                 " keeping each seed secret until its round ends."),
    S_("social", "SPIN: a round costs your bet, shown on the bar; every pay in the "
                 "paytable is a multiple of it."),
    S_("social", "{mode}: a round costs {x}x the bet."),
    S_("social", "PAYTABLE at a total bet of {amount}"),
    S_("social", "ANTE BET"),
    S_("social", "Top prize {amount} ({x}x the bet)"),
    S_("social", "The highest total bet is {amount}."),
    S_("social", "The ANTE BET is not offered."),
    S_("social", "Currency"),
    S_("social", "BUY"),
    S_("social", "BET -"),
    S_("social", "BET +"),
    S_("social", "Your last bet here, {last}, is no longer offered: the bet is {bet}"),
    S_("social", "Your last bet here, {last}, is more than your balance: the bet is {bet}"),
    S_("social", "BET"),
    S_("social", "TOTAL BET"),
    S_("social", "bet"),
    S_("social", "Balance too low for this bet"),
    S_("social", "RESET WALLET"),
    S_("social", "The wallet was not reset: {reason}"),
    # the data file's notices and the odds' words (shown after a fault, or on a page)
    S_("social", "its cost {cost} is not the price of {mode} at its bet"),
    S_("social", "A round left waiting for your choice for over 7 days was void; its bet"
                 " was refunded."),
    S_("social", "the books hold no bet for it"),
    S_("social", "the books were changed at row {row}, after its bet was taken"),
    S_("social", "its {field} is not what was bought (row {row} of the books)"),
    S_("social", "its {fields} are not what was bought (row {row} of the books)"),
    S_("social", "The wallet record was missing; the books open with a fresh wallet of {balance}."),
    S_("social", "No wallet file was found, so a fresh wallet started (the seal beside "
                 "it says its books had {rows} rows)."),
    S_("social", "No wallet file was found, so a fresh wallet started; the damaged files"
                 " kept before are still beside it: {files}."),
    S_("social", "the balance could not be read or vouched for by its books (a fresh "
                 "wallet started); {count} rounds were recovered"),
    S_("social", "the balance could not be read (a fresh wallet started); {count} rounds"
                 " were recovered"),
    S_("social", "buys"),
)
