### Skald — Champions of Midgard: English display names.
### Message ids follow the card ids of rules/midgard-cards.md with the dot replaced by a hyphen.
### The Polish file (locales/pl/names.ftl) has exactly the same ids; there some values select
### on $edition (classic / revised). English needs no edition select.

## Trolls

troll-young_troll = Young Troll
troll-moss_troll = Moss Troll
troll-bridge_troll = Bridge Troll
troll-hill_troll = Hill Troll
troll-river_troll = River Troll
troll-forest_troll = Forest Troll
troll-cave_troll = Cave Troll
troll-stone_troll = Stone Troll
troll-frost_troll = Frost Troll
troll-troll_hag = Troll Hag
troll-mountain_troll = Mountain Troll
troll-two_headed_troll = Two-headed Troll
troll-troll_brute = Troll Brute
troll-troll_shaman = Troll Shaman
troll-old_troll = Old Troll
troll-troll_chieftain = Troll Chieftain

## Draugr

draugr-barrow_wight = Barrow Wight
draugr-grave_walker = Grave Walker
draugr-burnt_jarl = Burnt Jarl
draugr-pyre_draugr = Pyre Draugr
draugr-ember_hand = Ember Hand
draugr-ash_reaver = Ash Reaver
draugr-flame_eyed_dead = Flame-eyed Dead
draugr-bog_corpse = Bog Corpse
draugr-mound_dweller = Mound Dweller
draugr-gold_hoarder = Gold Hoarder
draugr-rotting_thane = Rotting Thane
draugr-hollow_raider = Hollow Raider
draugr-sand_bound_draugr = Sand-bound Draugr
draugr-dread_karl = Dread Karl
draugr-drowned_sailor = Drowned Sailor
draugr-frozen_dead = Frozen Dead
draugr-sea_draugr = Sea Draugr
draugr-ice_bearded_dead = Ice-bearded Dead
draugr-tide_walker = Tide Walker
draugr-wave_reaver = Wave Reaver
draugr-deep_jarl = Deep Jarl

## Monsters

monster-fire_wyrm = Fire Wyrm
monster-muspel_hound = Muspel Hound
monster-salamander = Salamander
monster-hellhound_garm = Hellhound Garm
monster-ember_drake = Ember Drake
monster-fire_giant = Fire Giant
monster-lava_serpent = Lava Serpent
monster-surts_herald = Surt's Herald
monster-fafnirs_brood = Fafnir's Brood
monster-flame_giant = Flame Giant
monster-red_dragon = Red Dragon
monster-muspel_lord = Muspel Lord
monster-lindworm = Lindworm
monster-fenris_cubs = Fenris Cubs
monster-giant_boar = Giant Boar
monster-mountain_bear = Mountain Bear
monster-bergrisi = Bergrisi
monster-sand_wyrm = Sand Wyrm
monster-stone_giant = Stone Giant
monster-hati_the_moon_chaser = Hati the Moon-chaser
monster-skoll_the_sun_chaser = Skoll the Sun-chaser
monster-earth_dragon = Earth Dragon
monster-nidhoggs_spawn = Nidhogg's Spawn
monster-golden_wyrm = Golden Wyrm
monster-nokken = Nokken
monster-sea_serpent = Sea Serpent
monster-frost_wolf = Frost Wolf
monster-ice_bear = Ice Bear
monster-huldra = Huldra
monster-frost_giant = Frost Giant
monster-hraesvelgs_eagle = Hraesvelg's Eagle
monster-sea_troll = Sea Troll
monster-ice_dragon = Ice Dragon
monster-jormungandrs_spawn = Jormungandr's Spawn
monster-rime_jotun = Rime Jotun
monster-leviathan = Leviathan

## The Kraken and journey cards

enemy-kraken = Kraken
journey-calm = Calm Seas
journey-becalmed = Becalmed
journey-kraken = Kraken
journey-storm = Storm
journey-whirlpool = Whirlpool
journey-lost = Lost

## Destiny cards

destiny-crusher_of_ice = Crusher of Ice
destiny-earth_smasher = Earth Smasher
destiny-master_of_flames = Master of Flames
destiny-craftsman = Craftsman
destiny-leader_of_armies = Leader of Armies
destiny-odins_favored = Odin's Favored
destiny-prepared = Prepared
destiny-prosperous = Prosperous
destiny-runemaster = Runemaster
destiny-monster_hunter = Monster Hunter
destiny-slayer_of_the_undead = Slayer of the Undead
destiny-troll_slayer = Troll Slayer
destiny-despised = Despised

## Destiny card conditions (scored at game end)

destiny-condition-crusher_of_ice = Most blue enemy cards at game end
destiny-condition-earth_smasher = Most yellow enemy cards at game end
destiny-condition-master_of_flames = Most red enemy cards at game end
destiny-condition-craftsman = Most wood at game end
destiny-condition-leader_of_armies = Most warrior dice at game end
destiny-condition-odins_favored = Most favor at game end
destiny-condition-prepared = Most food at game end
destiny-condition-prosperous = Most coins at game end
destiny-condition-runemaster = Most rune cards (used or not) at game end
destiny-condition-monster_hunter = Most monsters defeated at game end
destiny-condition-slayer_of_the_undead = Most draugr defeated at game end
destiny-condition-troll_slayer = Most trolls defeated at game end
destiny-condition-despised = Most blame at game end

## Runes

rune-wealth = Wealth
rune-glory = Glory
rune-gifts = Gifts
rune-retaliation = Retaliation
rune-potential = Potential
rune-true_vision = True Vision
rune-success = Success
rune-healing = Healing
rune-journey = Journey
rune-knowledge = Knowledge

## Rune effects (single use)

rune-effect-wealth = Double your coins, gaining at most 5.
rune-effect-glory = After beating an enemy, gain half its glory again (rounded down).
rune-effect-gifts = Take any 4 resources in a mix of wood, food and coins.
rune-effect-retaliation = After a fight or hunt roll, every shield also deals 1 damage.
rune-effect-potential = After a fight or hunt roll, reroll every die showing a blank.
rune-effect-true_vision = At the Shaman's Hut, draw 2 extra destiny cards and keep just 1.
rune-effect-success = Reveal a destiny card and score it now; it scores again at game end.
rune-effect-healing = Ignore every loss in one combat round.
rune-effect-journey = Throw away the journey card revealed on your voyage and resolve the next one instead.
rune-effect-knowledge = Look at every face-down journey card on the board.

## Merchant ships

merchant-1 = Knarr from Jutland
merchant-2 = Knarr from Gotland
merchant-3 = Knarr from Birka
merchant-4 = Knarr from Hedeby
merchant-5 = Knarr from Kaupang
merchant-6 = Knarr from Dublin
merchant-7 = Knarr from Jorvik
merchant-8 = Knarr from Novgorod
merchant-9 = Knarr from Miklagard
merchant-10 = Knarr from Frisia

## Private longships

ship-karvi = Karvi
ship-snekkja = Snekkja
ship-skeid = Skeid
ship-drakkar = Drakkar

## Leaders

leader-asmundr = Asmundr the Pious
leader-dagrun = Dagrun the Marked
leader-gylfir = Gylfir the Sailor
leader-svanhildr = Svanhildr the Swordmaiden
leader-ullr = Ullr the Berserker

## Leader abilities

leader-ability-asmundr = Every favor he spends on a reroll gives him 2 glory at once.
leader-ability-dagrun = At the Shaman's Hut she draws 1 more destiny card and keeps one.
leader-ability-gylfir = The Merchant Ship costs him no coin.
leader-ability-svanhildr = On her swordsman dice a single weapon deals 2 damage, a double weapon 3.
leader-ability-ullr = Gains 1 glory in every combat round in which one of his dice shows a double weapon.

## Market stalls

stall-rich_stranger = Rich Stranger
stall-skald = Skald
stall-generous_merchant = Generous Merchant
stall-alms = Alms
stall-varangians = Varangians
stall-mercenaries = Mercenaries
stall-jomsvikings = Jomsvikings
stall-recruits = Recruits

## Market stall effects (each stall once per round)

stall-effect-rich_stranger = Gain 2 coins.
stall-effect-skald = Gain 2 glory.
stall-effect-generous_merchant = Gain 1 wood and 1 food.
stall-effect-alms = Give 1 food for 1 favor, up to 3 times.
stall-effect-varangians = Pay 1 coin: gain 1 swordsman and 1 spearman.
stall-effect-mercenaries = Pay 1 wood: gain 2 spearmen.
stall-effect-jomsvikings = Pay 2 coins: gain 1 swordsman and 1 axeman.
stall-effect-recruits = Pay 1 food: gain 2 swordsmen.

## Locations

loc-workers_huts = Workers' Huts
loc-jarls_longhouse = Jarl's Longhouse
loc-shamans_hut = Shaman's Hut
loc-armorer = Armorer
loc-spear_maker = Spear Maker
loc-blacksmith = Blacksmith
loc-smokehouse = Smokehouse
loc-market = Market
loc-merchant_ship = Merchant Ship
loc-rune_carver = Rune Carver
loc-stave_church = Stave Church
loc-shipwright = Shipwright
loc-longship_small = Small Longship
loc-longship_large = Large Longship
loc-private_longship = Private Longship
loc-troll = Troll
loc-draugr_left = Left Draugr
loc-draugr_right = Right Draugr
loc-hunting_grounds = Hunting Grounds
loc-beggar = Beggar

## Location help (one line each)

loc-help-workers_huts = Pay the current price (5, 4, 3…) for your extra worker; it can work this round.
loc-help-jarls_longhouse = Gain 1 swordsman and take the first-player marker (if you hold it, pass it left).
loc-help-shamans_hut = Peek at one face-down journey card, then draw 1 destiny card.
loc-help-armorer = Take every swordsman waiting here.
loc-help-spear_maker = Take every spearman waiting here.
loc-help-blacksmith = Take every axeman waiting here.
loc-help-smokehouse = Take all the food piled up here.
loc-help-market = Swap food, wood and coins 1:1, as many times as you like.
loc-help-merchant_ship = Pay 1 coin and gain what the top merchant card shows.
loc-help-rune_carver = Pay 1 wood and take a face-up rune or the top card of the rune deck.
loc-help-stave_church = Buy favor: 1, 3, 6 or 10 coins for 1, 2, 3 or 4 favor.
loc-help-shipwright = Buy a private longship (one per game); you may sail it from this round on.
loc-help-longship_small = Free: reserve a distant land; holds 5 warriors and food in all.
loc-help-longship_large = Pay 1 coin: reserve a distant land; holds 10 warriors and food in all.
loc-help-private_longship = Owner only, free: reserve a distant land; capacity as on its tile.
loc-help-troll = Claim this round's fight against the troll.
loc-help-draugr_left = Claim the fight against the left draugr.
loc-help-draugr_right = Claim the fight against the right draugr.
loc-help-hunting_grounds = Your unassigned warriors hunt: gain food equal to the damage rolled (max 6).
loc-help-beggar = { $edition ->
    [classic] The fallback: put a worker on your own board, gain 1 blame and 1 coin.
   *[revised] The fallback: gain 1 blame and 1 food, wood or coin.
}

## Editions and variants

edition-revised = Revised edition
edition-classic = Classic edition
variant-hall_of_fame = Hall of Fame
variant-distrust = Distrust
