### Skald — the glossary of Champions of Midgard (English).
### The one place where the game's terms are worded; the other files refer to them
### ({ ship }, { ship.plural }, { favor.one } …) or receive them from the code in variables.
### tests/glossary.rs checks that no other wording of these terms appears elsewhere.
### Every text of the game knows its edition ($edition); English names the same in both.
### Game terms are common nouns in English: lower case inside a sentence.

## A player's ship

ship = longship
    .gen = longship
    .acc = longship
    .loc = longship
    .plural = longships
    .title = Longship
    .plural-title = Longships
    .own = their own longship
    .small = the small longship
    .large = the large longship

## Favor of the gods

favor = favor
    .gen = favor
    .title = Favor
    .one = 1 favor

## Warrior dice

die-swordsman = Swordsman
die-spearman = Spearman
die-axeman = Axeman
dice-swordsman = { $count ->
    [one] { $count } swordsman
   *[other] { $count } swordsmen
}
dice-spearman = { $count ->
    [one] { $count } spearman
   *[other] { $count } spearmen
}
dice-axeman = { $count ->
    [one] { $count } axeman
   *[other] { $count } axemen
}

warriors = { $count ->
    [one] { $count } warrior
   *[other] { $count } warriors
}

## Resources

res-food-name = Food
res-wood-name = Wood
res-coins-name = Coins
res-favor-name = Favor
res-blame-name = Blame
res-glory-name = Glory
res-food = { $count } food
res-wood = { $count } wood
res-coins = { $count ->
    [one] { $count } coin
   *[other] { $count } coins
}
res-favor = { $count } favor
res-blame = { $count } blame
res-glory = { $count } glory

## Enemy card colors

color-red = red
color-yellow = yellow
color-blue = blue

