### Skald — the /joms command and its own subcommands (English).
### Shared subcommands (join, start, settings…) are in discord.ftl.

cmd-joms-desc = Play Jomsvikings
cmd-joms-new-name = new
cmd-joms-new-desc = Set up a new table of Jomsvikings in this channel
cmd-joms-new-mode-name = mode
cmd-joms-new-mode-desc = Competitive (the most glory wins) or co-op (all win or lose together)
cmd-joms-new-difficulty-name = difficulty
cmd-joms-new-difficulty-desc = The co-op level: easy, advanced, expert or legendary
cmd-joms-new-ygg_saga1_only-name = ygg_saga1_only
cmd-joms-new-ygg_saga1_only-desc = The first player moves on Yggdrasil in saga I only
cmd-joms-new-ygg_everyone-name = ygg_everyone
cmd-joms-new-ygg_everyone-desc = Every player moves on Yggdrasil before each saga
cmd-joms-new-open_hands-name = open_hands
cmd-joms-new-open_hands-desc = Co-op only: every hand is shown to all players
cmd-joms-new-deadlines-name = deadlines
cmd-joms-new-deadlines-desc = What happens when time runs out
cmd-joms-new-hours-name = hours
cmd-joms-new-hours-desc = Hours per decision
cmd-joms-new-language-name = language
cmd-joms-new-language-desc = The table's language
cmd-joms-new-mode-choice-competitive = competitive
cmd-joms-new-mode-choice-coop = co-op
cmd-joms-new-difficulty-choice-easy = easy
cmd-joms-new-difficulty-choice-advanced = advanced
cmd-joms-new-difficulty-choice-expert = expert
cmd-joms-new-difficulty-choice-legendary = legendary
