# Viking Gods: the board picture (src/games/gods/table/picture/). Every id starts with
# `gods-picture-`.

## The heading

gods-picture-deployment = Deployment
gods-picture-round = Round { $round } of { $limit }
gods-picture-round-open = Round { $round }
gods-picture-deploy = { $side ->
        [asgard] Asgard deploys
       *[chaos] Chaos deploys
    }
gods-picture-movement = { $side ->
        [asgard] Asgard moves
       *[chaos] Chaos moves
    }
gods-picture-attack = { $side ->
        [asgard] Asgard attacks
       *[chaos] Chaos attacks
    }
gods-picture-retreat = Retreat: { $tokens }
gods-picture-hela = Hela walks
gods-picture-hela-roll = Hela's step { $step } of { $steps }: the die shows { $roll }
gods-picture-bridge = The Rainbow Bridge crumbles
gods-picture-over = Game over
gods-picture-to-act = { $name } to play for { $side ->
        [asgard] Asgard
       *[chaos] Chaos
    }
## The sides

gods-picture-side-tokens = { $side ->
        [asgard] Asgard
       *[chaos] Chaos
    } · { $left } on the board · { $lost } lost
gods-picture-guards = Guards { $token } on { $hex }{ $pinned ->
        [yes] {" "}— pinned
       *[no] {""}
    }
gods-picture-guards-fallen = { $target ->
        [loki] Loki has fallen
       *[yggdrasill] Yggdrasill has fallen
    }
gods-picture-bridge-left = { $left ->
        [0] The Rainbow Bridge is gone
        [one] Rainbow Bridge: 1 hex of { $total } left
       *[other] Rainbow Bridge: { $left } hexes of { $total } left
    }
gods-picture-frozen = { $token } on { $hex } is frozen for Chaos's next move
gods-picture-hela-at = Hela on { $hex } · Chaos's ±1: { $used ->
        [yes] used this round
       *[no] still free
    }

## The key

gods-picture-legend-side = { $side ->
        [asgard] Asgard
       *[chaos] Chaos
    }
gods-picture-legend-target = target
gods-picture-legend-pinned = pinned
gods-picture-legend-frozen = frozen
gods-picture-legend-forest = forest
gods-picture-legend-hills = hills
gods-picture-legend-glacier = glacier
gods-picture-legend-river = river Nordkapp
gods-picture-legend-bridge = Rainbow Bridge
gods-picture-legend-void = void
gods-picture-legend-helfield = Hel's Field
gods-picture-legend-move = move
gods-picture-legend-attack = attack
gods-picture-legend-retreat = retreat
gods-picture-legend-earlier = faded: the turn before
gods-picture-legend-compass = Hela's die: 1 points north, then clockwise
gods-picture-legend-fallen = the target that fell
gods-picture-legend-struck = a token fell here

## The final board

gods-picture-final = Game over after round { $round }
gods-picture-end = { $cause ->
        [loki_removed] Loki fell{ $hex ->
            [none] {""}
           *[other] {" "}on { $hex }
        }: { $name } wins for Asgard
        [tree_removed] Yggdrasill fell{ $hex ->
            [none] {""}
           *[other] {" "}on { $hex }
        }: { $name } wins for Chaos
        [resignation] The other side resigned: { $name } wins for { $side ->
            [asgard] Asgard
           *[chaos] Chaos
        }
       *[round_limit] Both targets stand after the last round: a draw
    }
gods-picture-col-player = Player
gods-picture-col-target = Target guarded
gods-picture-col-standing = Standing
gods-picture-col-lost = Lost
gods-picture-col-result = Result
gods-picture-place = { $place }. { $name }
gods-picture-target-stands = stands
gods-picture-target-fell = { $hex ->
        [none] fell
       *[other] fell on { $hex }
    }
gods-picture-result = { $result ->
        [win] Win
        [draw] Draw
       *[loss] Loss
    }
gods-picture-rounds = { $rounds ->
        [one] One round was played.
       *[other] { $rounds } rounds were played.
    }
gods-picture-no-tie-break = A draw has no tie-break: both players share first place.
