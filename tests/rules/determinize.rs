//! `Rules::determinize` over whole games of every game whose kit setup knows its cards
//! (`skald::table::kit::Cards`): a determinized state looks the same
//! to the seat it was made for (and to the channel), keeps every card of the game exactly
//! once, plays on to the end, really deals the hidden things anew, and reads nothing hidden
//! (two states the seat cannot tell apart are dealt the same world); the search bot replays its
//! worlds, so the same generator deals the same world and another one another world.

use skald::table::kit::Check;

use super::conformance::each_game;

#[test]
fn every_game_deals_worlds_anew_that_look_the_same_and_play_on() {
    each_game(Check::Deals);
}
