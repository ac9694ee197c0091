### Skald — the /wall command and its own subcommands (English).
### Shared subcommands (join, start, settings…) are in discord.ftl.

cmd-wall-desc = Play Storm the Wall
cmd-wall-new-name = new
cmd-wall-new-desc = Set up a new table of Storm the Wall in this channel
cmd-wall-new-neutrals-name = neutrals
cmd-wall-new-neutrals-desc = Neutral clans besides the players (a lone player gets at least one)
cmd-wall-new-tied_forts_stay-name = tied_forts_stay
cmd-wall-new-tied_forts_stay-desc = A fort nobody takes moves right and is fought again
cmd-wall-new-druhid_shift-name = druhid_shift
cmd-wall-new-druhid_shift-desc = A { wall-name-druhid }'s pick pushes the forts between one place right
cmd-wall-new-deadlines-name = deadlines
cmd-wall-new-deadlines-desc = What happens when time runs out
cmd-wall-new-hours-name = hours
cmd-wall-new-hours-desc = Hours per decision
cmd-wall-new-language-name = language
cmd-wall-new-language-desc = The table's language
cmd-wall-orders-name = orders
cmd-wall-orders-desc = Your orders for this turn: six warriors for positions 1 to 6
cmd-wall-orders-order-name = order
cmd-wall-orders-order-desc = Six warriors in position order, e.g. axeman queen swordsman thief archer horseman

wall-orders-suggested = Suggested: { $orders }
wall-orders-not-now = You have no orders to give now: the clans give them at the start of a turn, and yours are locked.
wall-orders-count = Name six warriors for positions 1 to 6 (a seventh is the discard) — you named { $count }. Your hand: { $hand }.
wall-orders-unknown = “{ $word }” is not a warrior. Your hand: { $hand }.
wall-orders-not-in-hand = Your hand has no more “{ $word }”. Your hand: { $hand }.
cmd-wall-pick-name = pick
cmd-wall-pick-desc = Pick your clan's colour, before the start
cmd-wall-pick-choice-name = colour
cmd-wall-pick-choice-desc = Green, red, gold or blue
