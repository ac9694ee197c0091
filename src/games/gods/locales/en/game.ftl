### Skald — Viking Gods, in English. Every id starts with gods-.

gods-game-name = Viking Gods

## Names

gods-token = { $token ->
        [odin] Odin
        [thor] Thor
        [tyr] Tyr
        [heimdall] Heimdall
        [frey] Frey
        [vidar] Vidar
        [magni] Magni
        [modi] Modi
        [uller] Uller
        [walkirie] Walkirie
        [forseti] Forseti
        [sif] Sif
        [dwalin] Dwalin
        [freke] Freke and Gere
        [yggdrasill] Yggdrasill
        [loki] Loki
        [fenris] Fenris
        [jormungandr] Jormungandr
        [surtur] Surtur
        [thyrm] Thyrm
        [garm] Garm
        [fire1] Fire Giant 1
        [fire2] Fire Giant 2
        [fire3] Fire Giant 3
        [ice1] Ice Giant 1
        [ice2] Ice Giant 2
        [ice3] Ice Giant 3
       *[hela] Hela
    }
gods-token-full = { $token } ({ $code }, { $strength })
gods-token-at = { $token } on { $hex }
gods-token-hex = { $token } { $hex }
gods-side = { $side ->
        [asgard] Asgard
       *[chaos] Chaos
    }
gods-player = { $name } ({ $side })
gods-player--you = { $side } (you)
gods-hex = { $hex }
gods-terrain = { $terrain ->
        [plain] plain
        [forest] forest
        [glacier] glacier
        [hills] hills
        [bridge] Rainbow Bridge
        [heimdall] Heimdall's hex
       *[helfield] Hel's Field
    }
gods-result = { $result ->
        [bp] the defender is beaten (BP)
        [bu] the defender flees (BU)
        [draw] a draw (=)
        [au] the attackers flee (AU)
       *[ap] the attackers are beaten (AP)
    }
gods-faces = { $dice } { $result ->
        [bp] they fall
        [bu] they flee
        [draw] draw
        [au] you flee
       *[ap] you fall
    }
gods-odds = { $attack } against { $defence }, { $difference }: { $faces }
gods-odds-attack = Attack { $sum }
gods-odds-defence = Defence { $sum }
gods-odds-sif = Sif caps the difference at +3.
gods-odds-tree = Yggdrasill never flees: where it would, it is a draw.
gods-breakdown = { $total } ({ $terms })
gods-term = { $kind ->
        [strength] { $token } { $plain }
        [bonus] { $token } against { $other } { $value }
        [river] { $token } across the river { $value }
        [aura] { $token }'s aura { $value }
       *[protection] { $token } is hard to hit { $value }
    }
gods-term-terrain = { $token } from { $terrain } { $value }

## The lobby

gods-lobby-limit = { $rounds ->
        [0] Round limit: none — the game goes on until a target falls
       *[other] Round limit: { $rounds } (then a draw if both targets stand)
    }
gods-lobby-free-deploy = Free deployment: each side places its own tokens (Chaos first)
gods-side-help = Pick your side with /gods pick: asgard or chaos. Nobody picks: the dice decide.

## The board

gods-title = Round { $round } of { $limit } — { $phase }
gods-title-over = The game is over after round { $round }
gods-phase-deploy = { $side } deploys
gods-phase-move = { $side } moves
gods-phase-attack = { $side } attacks
gods-phase-hela = Hela walks
gods-phase-bridge = the Rainbow Bridge crumbles
gods-map = ```
    { $map }
    ```
gods-map-legend = `.` plain · `#` forest · `^` hills · `*` glacier · `=` bridge · `x` void · `+` Heimdall's hex · `@` Hel's Field · `~` river · CAPITALS Asgard, small letters Chaos, `hl` Hela · `!` pinned · `~` after a code: frozen
gods-side-tokens = { $player }: { $tokens }
gods-pinned = Pinned: { $tokens }
gods-frozen = Frozen until Chaos's next move: { $token }
gods-hela-at = Hela stands on { $hex }.
gods-bridge = { $left ->
        [0] The Rainbow Bridge is gone.
        [one] Rainbow Bridge: one hex left (void: { $voids }).
       *[other] Rainbow Bridge: { $left } hexes left (void: { $voids }).
    }
gods-removed = Removed: { $tokens }
gods-waiting = Waiting for { $player }.
gods-waiting--you-player = Waiting for you.
gods-targets = Targets — { $loki } · { $tree }
gods-target-at = { $token } on { $hex }
gods-target-gone = { $token } has fallen
gods-you-play = You play { $side }.

## Prompts

gods-prompt-nothing = Nothing to decide now.
gods-decision = { $player }: { $what }
gods-decision-yours = Your move: { $what }
gods-ask = { $decision ->
        [deploy] place your tokens on your zones
        [move] move your tokens (each up to 2 steps), then end the movement
        [attack] declare duels one at a time, then end the attacks
        [retreat] choose where { $token } flees
        [hela] Hela's die shows { $roll } — keep it, or turn it by one
       *[void] { $count ->
            [one] cover one hex of the Rainbow Bridge
           *[other] cover { $count } hexes of the Rainbow Bridge
        }
    }
gods-group-place = Place { $token }
gods-group-move = Move { $token }
gods-group-jump = Jump with { $token }
gods-group-freeze = Freeze with { $token }
gods-group-attack = Attack { $token }
gods-group-void = Cover { $hex } and…
gods-group-ask = { $kind ->
        [place] Where does { $token } stand?
        [move] Where does { $token } go?
        [jump] Where does { $token } jump to?
        [freeze] Whom does { $token } freeze?
       *[attack] Who attacks { $token }?
    }
gods-group-ask-void = Which hex is covered along with { $hex }?
gods-act-place = { $token } → { $hex }
gods-act-move = { $token } { $from } → { $to }
gods-act-jump = { $token } jump → { $to }
gods-act-freeze = Frey freezes { $target }
gods-act-done = { $phase ->
        [deploy] Place the rest as in the standard setup
        [attack] End the attacks
       *[move] End the movement
    }
gods-act-attack = Attack { $defender } with { $attackers }
gods-act-attack-all = Attack { $defender } with { $count ->
        [2] both
       *[other] all { $count }
    }
gods-act-retreat = { $token } flees to { $to }
gods-act-hela = { $answer ->
        [keep] Keep the die
        [plus] Add 1
       *[minus] Subtract 1
    }
gods-act-void = Cover { $hexes }
gods-act-resign = Resign
gods-detail-helfield = Hel's Field: { $token } is lost there
gods-detail-across = across the river
gods-detail-beside = next to { $tokens }
gods-detail-more = { $head } · { $tail }
gods-menu = { $decision ->
        [deploy] Choose a token and the hex it stands on
        [move] Choose a move, or end the movement
        [attack] Choose an attack, or end the attacks
        [retreat] Choose where { $token } flees
        [hela] Keep Hela's die, or turn it by one
       *[void] { $count ->
            [one] Choose the bridge hex to cover
           *[other] Choose the { $count } bridge hexes to cover
        }
    }
gods-detail-void = Removes: { $tokens }
gods-detail-hela-step = direction { $direction } → { $hex }
gods-detail-hela-home = off the board: back to Hel's Field (E9)
gods-detail-hela-barred = onto { $token } — rolled again

## What happened

gods-ev-seated = { $asgard } leads Asgard, { $chaos } leads Chaos{ $drawn ->
        [yes] {" "}(drawn by lot).
       *[no] .
    }
gods-ev-seated--you-asgard = You lead Asgard, { $chaos } leads Chaos{ $drawn ->
        [yes] {" "}(drawn by lot).
       *[no] .
    }
gods-ev-seated--you-chaos = { $asgard } leads Asgard, you lead Chaos{ $drawn ->
        [yes] {" "}(drawn by lot).
       *[no] .
    }
gods-ev-placed = { $token } is set on { $hex }.
gods-ev-phase = — { $title } —
gods-ev-moved = { $token } { $from } → { $to }
gods-ev-jumped = { $token } leap { $from } → { $to }
gods-ev-frozen = { $by } freezes { $target }: it cannot move in Chaos's next movement.
gods-ev-thawed = { $token } thaws.
gods-ev-duel = ⚔️ { $attackers } on { $defender }: { $attack } against { $defence } ({ $difference }), die { $die } → { $result }{ $tree ->
        [yes] , which against the tree is a draw
       *[no] {""}
    }.
gods-ev-retreated = { $token } flees { $from } → { $to }.
gods-ev-removed = ☠️ { $token } ({ $hex }) { $cause ->
        [beaten] is beaten and leaves the board.
        [attack-beaten] falls in the attack.
        [cornered] has nowhere to flee and is lost.
        [helfield] fled onto Hel's Field and is lost.
        [hela] stood next to Hela and is taken.
       *[void] falls with the bridge.
    }
gods-ev-hela-roll = 🎲 Hela, step { $step }: die { $die } (direction { $direction }).
gods-ev-hela-adjusted = Chaos { $answer ->
        [plus] adds 1
       *[minus] subtracts 1
    }: direction { $from } → { $to }.
gods-ev-hela-barred = Direction { $direction } leads onto { $token }: the die is rolled again.
gods-ev-hela-step = Hela { $from } → { $to }
gods-ev-hela-home = Hela leaves the board at { $from } and returns to Hel's Field (E9).
gods-ev-voided = The bridge hex { $hex } turns to void.
gods-ev-resigned = { $player } resigns.
gods-ev-resigned--you-player = You resign.
gods-ev-won = 🏆 { $player } wins for { $side }: { $cause ->
        [loki] Loki is gone.
        [tree] Yggdrasill has fallen.
        [resignation] the other side resigned.
       *[limit] the round limit.
    }
gods-ev-won--you-player = 🏆 You win for { $side }: { $cause ->
        [loki] Loki is gone.
        [tree] Yggdrasill has fallen.
        [resignation] the other side resigned.
       *[limit] the round limit.
    }
gods-ev-drawn = Round { $round } is the last: both targets stand, the game is a draw.
gods-played = { $player }: { $action }

## The end

gods-scoring-title = The end of the battle
gods-scoring-winner = 🏆 { $player } wins for { $side } — { $cause ->
        [loki] Loki has been removed.
        [tree] Yggdrasill has fallen.
        [resignation] the other side resigned.
       *[limit] the round limit.
    }
gods-scoring-winner--you-player = 🏆 You win for { $side } — { $cause ->
        [loki] Loki has been removed.
        [tree] Yggdrasill has fallen.
        [resignation] the other side resigned.
       *[limit] the round limit.
    }
gods-scoring-draw = A draw: both Loki and Yggdrasill stand after round { $round }.
gods-scoring-rounds = { $rounds ->
        [one] One round was played.
       *[other] { $rounds } rounds were played.
    }
gods-scoring-standing = { $count ->
        [one] One token standing: { $tokens }
       *[other] { $count } tokens standing: { $tokens }
    }
gods-scoring-lost = { $count ->
        [0] None lost.
        [one] One lost: { $tokens }
       *[other] { $count } lost: { $tokens }
    }

## Refusals

gods-error = { $error ->
        [over] The game is over.
        [not-yours] It is not your turn to decide that.
        [wrong-decision] That does not answer what the table is waiting for.
        [not-your-token] That token is not yours to use here.
        [acted] That token has already acted this phase.
        [pinned] That token is pinned by an enemy and cannot move.
        [frozen] That token is frozen this phase.
        [immobile] That token never moves.
        [bad-hex] That hex cannot be reached.
        [bad-target] That is not a target you can choose.
        [bad-attackers] Those tokens cannot make that attack.
        [bad-void] Those bridge hexes cannot be covered.
       *[broken] The game cannot go on from here.
    }
gods-typed-missing = Name a token and a hex, e.g. thor D4.
gods-typed-token = “{ $word }” is no token: use its name or code, e.g. thor or TH.
gods-typed-hex = “{ $word }” is no hex of the board: columns A–I, rows 1–9, e.g. E5.
gods-typed-empty = Nobody stands on { $hex }.
