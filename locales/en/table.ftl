### Skald — the table: lobby, permissions, deadlines and refusals (English).

## Lobby

lobby-title = { $game } — a new table
lobby-created = { $name } has set up a table. Join with /{ $root } join.
lobby-host = Host: { $name }
lobby-seat-human = Seat { $seat }: { $name }
lobby-seat-human--you = Seat { $seat }: you
lobby-seat-bot = Seat { $seat }: { $name } (bot)
lobby-seat-bot-random = Seat { $seat }: { $name } (random bot)
lobby-seat-bot-hard = Seat { $seat }: { $name } (hard bot: thinks ahead)
lobby-language = Language: { $lang }
lobby-pace-live = Pace: live — everyone plays now; whoever the table waits on for { $minutes } min is called by name
lobby-pace-async = Pace: async — { $time } a turn, then { $deadline }; each player is pinged on their turn
duration-hours = { $hours } h
duration-minutes = { $minutes } min
duration-hours-minutes = { $hours } h { $minutes } min
language-en = English
language-pl = Polish
lobby-variant = Variant: { $variant }
lobby-help = The host starts the game once { $min } or more seats are filled (bots count).
lobby-joined = { $name } sits down at the table.
lobby-left = { $name } leaves the table.
lobby-kicked = { $name } was asked to leave the table.
lobby-bot-added = The bot { $name } takes a seat.
lobby-bot-removed = The bot { $name } leaves the table.
lobby-settings-changed = The settings have changed.
lobby-seat-choice = { $seat } — { $choice }
lobby-seat-choice-typed = { $value }
lobby-seat-chosen = { $name } chooses { $choice }.

deadline-mode-off = nothing happens
deadline-mode-advisory = a reminder
deadline-mode-auto = the default move is played

## Running a table

game-started = The game begins!
table-abandoned = This game has been abandoned.
table-abandoned-by = { $name } ended the game early. Nothing more will happen at this table.
table-kicked = { $name } was removed from the game; a bot plays the seat from now on.
table-replaced = A bot takes over { $name }'s seat.
table-new-host = { $name } is the host now.
secret-title = Only for you
lang-set = Your language is set.
player-name = { $name }
player-name--you = you

## Deadlines

deadline-half = { $name }, half of your time for this decision is gone.
deadline-passed = { $name }, your time for this decision is up — the table is waiting for you.
deadline-default = Time ran out for { $name }: { $action }
deadline-default-yours = Time ran out for your decision, so this was played for you: { $action }

## Refusals

error-no-table = There is no table in this channel yet. Start one with { $commands }.
error-table-gone = That game has ended or no longer exists, so its buttons do nothing now.
error-table-exists = This channel already has a table of { $game }. Finish it, or end it with /{ $root } abandon, before setting up another.
error-table-exists-any = This channel already has a table. Finish or abandon it first.
error-other-game = The table in this channel plays { $game }: use the /{ $root } commands here.
error-not-seated = You are not seated at this table.
error-nothing-to-undo = You have no move to take back now: moves can be taken back until you end the phase or a die is rolled.
error-already-seated = You already have a seat at this table.
error-table-full = The table is full.
error-not-host = Only the host or a channel manager may do that.
error-not-in-lobby = The game has already started.
error-not-running = This table is not running a game.
error-too-few-seats = { $min ->
    [one] At least one seat must be filled to start.
   *[other] At least { $min } seats must be filled to start.
}
error-no-such-seat = There is no such seat.
error-not-a-bot = That seat is not a bot.
error-no-hard-bot = This game has no hard bot yet; add a heuristic one.
error-not-a-person = That seat is not held by a person.
error-not-your-seat = That choice belongs to another player.
error-stale = The board has moved on since that message — use the newest one.
error-bad-option = There is no option { $key } = { $value }. It takes: { $allowed }.
error-no-seat-choices = In this game there is nothing to choose for your seat.
error-bad-seat-choice = There is no seat choice { $key } = { $value }. It takes: { $allowed }.
error-seat-choice-taken = { $name } has already chosen { $choice }. Pick another.
error-no-such-choice = That choice is no longer on offer.
error-host-cannot-leave = The host cannot leave. Hand the host role to someone else, or abandon the game.
error-cannot-leave-running = You cannot leave a running game; the host can let a bot take your seat.
error-unavailable = The table is out of reach for a moment, so nothing was changed. Please try again in a few seconds.
error-internal = Something went wrong on our side. Sorry — please try again in a moment.

## The terminal

cli-resume = Resuming table { $table } where it stopped.
cli-help = Type a number to choose, h for your hand, b for the board, q to stop (the game is saved).
cli-help-pick = Several at once: r followed by their numbers (e.g. r 1 3 rerolls those dice).
cli-help-undo = u takes your latest move back.
cli-picture = 🖼 The board is drawn in { $path }
cli-saved = The game is saved; run the same command again to go on.
cli-unknown-input = That is not one of the choices.
render-seat = Seat { $seat }
picture-alt = The board as a picture: { $what }

## The log

log-title = The latest moves
log-line = { $name }: { $action }
log-empty = Nothing has been played yet.

## Living messages
turn-title = The game
turn-waiting = ⏳ { $what }
turn-folded = ✔️ This phase is over: { $count } earlier lines folded away (`/{ $root } log` lists the latest moves).
turn-folded-summary = ✔️ { $summary } (`/{ $root } log` tells every move).
turn-folded--term = ✔️ This phase is over: { $count } earlier lines folded away.
turn-folded-summary--term = ✔️ { $summary }
turn-taken-back = ↩️ { $name } takes back: { $action }
turn-taken-back--you = ↩️ You take back: { $action }
turn-deciding = ⏳ Still deciding: { $names } — your controls are in your DMs (or behind “My hand”).
console-news = 🔒 { $what }
console-yours = 👉 { $what }
choice-in-group = { $group }: { $label }
choose-group = { $group } — pick one
round-words = Round { $round }
console-moved-round = { $when } — your hand moved to the newest message below ⬇️
console-moved = Your hand moved to the newest message below ⬇️
pings-on = You will be called by name when it is your turn.
pings-off = You will no longer be called by name when it is your turn.

## Lists

summary-group = { $who }: { $items }
summary-group--you-who = You: { $items }
summary-more = { $head } · { $tail }
list-item = { $item }
list-item--you-item = you
list-none = none
list-more = { $head }, { $tail }
error-bad-argument = The command cannot take that value for { $name }. Nothing changed.
error-unknown-verb = This game has no command { $name } (any more). Nothing changed.

## The full-screen terminal table.
term-keys = ↑↓ move · Enter choose · type to find · Esc back · Tab board/hand/help · ? help · PgUp/PgDn story · Ctrl+U undo · Ctrl+C stop (saved)
term-find = Find: { $typed }▏
term-nothing-to-decide = Nothing for you to decide now.
term-over = The game is over: the final scoring is on the right. Press any key to close (PgUp scrolls the story back).
term-pane-decision = Your decision
term-pane-story = The story so far
term-pane-board = Board
term-pane-hand = Your hand
term-pane-help = Help
term-pick-done = { $count ->
        [0] Pick dice above (Enter), then choose this
        [one] ➜ Reroll the { $count } die picked
       *[other] ➜ Reroll the { $count } dice picked
    }
term-help =
    How to play here: the list on the left is your decision. Move with ↑ and ↓ (or the mouse) and press Enter; or type the number of an answer and press Enter. Type words to find answers in a long list (Esc clears what you typed).
    Each answer says what it gives, costs or risks now; the highlighted one is told in full under the list.
    A long list shows its kinds first: open one with Enter, go back with Esc.
    The story under the list tells what happened, newest at the bottom (PgUp and PgDn scroll it).
    Tab switches this pane between the board, your hand and this help. Ctrl+U takes your latest move back where the game allows it. Ctrl+C stops; the game is saved and goes on where it stopped next time.
