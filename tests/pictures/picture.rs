//! The board picture: drawn for every moment of whole games (both editions, 2–4 seats, both
//! languages), changed by a placed worker, and never showing a secret.

use regex::Regex;
use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::table::picture::picture;
use skald::games::midgard::{apply, new_game, pending, Edition, Settings, State};
use skald::i18n::{render as say, Lang, Text};
use skald::render::png;

fn names(n: usize) -> Vec<String> {
    ["Astrid", "Zbyszko", "Eirik", "Jadwiga"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Every state of a whole game between heuristic bots, from the first to the last.
fn whole_game(seats: u8, edition: Edition, seed: u64) -> Vec<State> {
    let mut settings = Settings::new(seats);
    settings.edition = edition;
    let (mut state, _) = new_game(settings, seed).expect("a new game");
    let mut states = vec![state.clone()];
    while let Some(&(seat, _)) = pending(&state).first() {
        let action = BotKind::Heuristic
            .choose(&mut BotInput::new(&state, seat))
            .expect("a bot move");
        apply(&mut state, seat, &action).expect("a legal move");
        states.push(state.clone());
    }
    states
}

#[test]
fn every_board_of_whole_games_is_drawn_in_both_editions_and_languages() {
    for (seats, edition) in [
        (2, Edition::Revised),
        (3, Edition::Classic),
        (4, Edition::Revised),
    ] {
        let states = whole_game(seats, edition, u64::from(seats));
        let names = names(seats as usize);
        for (i, state) in states.iter().enumerate() {
            for lang in Lang::ALL {
                let svg = picture(state, &names, lang);
                assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
                // Every text was worded: no Fluent id or unfilled argument slipped through.
                assert!(!svg.contains("pic-") && !svg.contains('{'), "{svg}");
                // A sample is rasterized in full (every drawing parses and draws).
                if i % 60 == 0 || i + 1 == states.len() {
                    let bytes = png(&svg, 600).expect("a picture");
                    assert!(bytes.starts_with(b"\x89PNG"));
                }
            }
        }
    }
}

#[test]
fn a_placed_worker_changes_the_picture_in_that_player_s_colour() {
    let states = whole_game(3, Edition::Revised, 11);
    let names = names(3);
    use skald::games::midgard::{Location, Space};
    // A worker placed on a free village space (the fights are drawn as cards).
    let placed = states
        .windows(2)
        .find(|w| {
            let (old, new) = (&w[0].board.workers, &w[1].board.workers);
            new.len() > old.len()
                && new.last().is_some_and(|&(at, _)| {
                    !old.iter().any(|&(o, _)| o == at)
                        && !matches!(
                            at,
                            Space::Loc(
                                Location::Troll | Location::DraugrLeft | Location::DraugrRight
                            )
                        )
                })
        })
        .expect("a worker is placed");
    let before = picture(&placed[0], &names, Lang::En);
    let after = picture(&placed[1], &names, Lang::En);
    assert_ne!(before, after);
    let (space, seat) = *placed[1].board.workers.last().expect("the new worker");
    let colour = skald::games::midgard::table::picture::SEAT_COLOURS[seat as usize];
    // The space's label is followed by a pawn in the player's colour.
    let label = say(
        &Text::dynamic(space.id().replace('.', "-")).str("edition", "revised"),
        Lang::En,
    );
    let pawn = Regex::new(&format!(
        r#">{}</text><circle [^>]*fill="{colour}" stroke"#,
        regex::escape(&label)
    ))
    .expect("a pattern");
    assert!(!pawn.is_match(&before), "{label} was free");
    assert!(pawn.is_match(&after), "a pawn in {colour} on {label}");
}

/// The names of the destiny cards in hand that `state` keeps secret from the table (those not
/// revealed by the Success rune).
fn secrets(state: &State, lang: Lang) -> Vec<String> {
    let ed = state.settings.edition.id();
    let mut out = Vec::new();
    for p in &state.players {
        for d in &p.destiny {
            if !p.revealed.contains(d) {
                let id = d.id().replace('.', "-");
                out.push(say(&Text::dynamic(id).str("edition", ed), lang));
            }
        }
    }
    out
}

#[test]
fn the_picture_never_names_a_secret() {
    let mut checked = 0;
    for seed in 0..4u64 {
        let states = whole_game(3, Edition::Revised, 100 + seed);
        for state in states.iter().step_by(7) {
            for lang in Lang::ALL {
                let svg = picture(state, &names(3), lang);
                for secret in secrets(state, lang) {
                    let word =
                        Regex::new(&format!(r"\b{}\b", regex::escape(&secret))).expect("a pattern");
                    assert!(!word.is_match(&svg), "{lang}: `{secret}` is drawn");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "secrets were held and checked: {checked}");
}

/// A peeked journey card stays face down on the picture: its name is never drawn.
#[test]
fn a_peeked_journey_card_stays_face_down() {
    let mut checked = 0;
    for seed in 0..6u64 {
        for state in whole_game(3, Edition::Revised, 200 + seed) {
            for land in &state.board.lands {
                let Some(card) = land.journey.filter(|_| land.peeked != 0) else {
                    continue;
                };
                let id = format!("journey-{}", format!("{:?}", card.kind).to_lowercase());
                for lang in Lang::ALL {
                    let svg = picture(&state, &names(3), lang);
                    let name = say(&Text::dynamic(id.clone()).str("edition", "revised"), lang);
                    let drawn = Regex::new(&format!(r">[^<]*\b{}\b", regex::escape(&name)))
                        .expect("a pattern");
                    assert!(
                        !drawn.is_match(&svg),
                        "{lang}: the peeked `{name}` is shown"
                    );
                    let finished = state.phase == skald::games::midgard::state::Phase::Finished;
                    assert!(finished || svg.contains(">?<"), "face-down journey cards");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 0, "someone peeked in these games");
}

/// The first state of `states` that `is` picks.
fn first(states: &[State], is: impl Fn(&State) -> bool) -> &State {
    states.iter().find(|s| is(s)).expect("such a moment")
}

/// Issue 12: the picture, as an SVG document, at fixed moments of a fixed game — leaders being
/// chosen (the table just dealt), placement under way, a fight, the end — in both languages.
#[test]
fn the_picture_at_fixed_moments_in_both_languages() {
    use skald::games::midgard::state::Phase;
    let states = whole_game(3, Edition::Revised, 7);
    let names = names(3);
    let moments = [
        ("leaders", &states[0]),
        (
            "placement",
            first(&states, |s| {
                matches!(s.phase, Phase::Placement { .. })
                    && s.round == 2
                    && s.board.workers.len() >= 4
            }),
        ),
        (
            "fight",
            first(&states, |s| {
                matches!(s.phase, Phase::Resolution { fight: Some(_), .. }) && s.round >= 3
            }),
        ),
        ("end", states.last().expect("an end")),
    ];
    for (moment, state) in moments {
        for lang in Lang::ALL {
            // One element per line, so that a change reads as a short diff.
            let svg = picture(state, &names, lang).replace("><", ">\n<");
            insta::assert_snapshot!(format!("picture-{moment}-{lang}"), svg);
        }
    }
}

/// Storm the Wall's board picture: drawn for every moment of whole games (solo with neutrals,
/// 2–4 clans, both languages), changed by each reveal, and blind to every secret card.
mod wall {
    use skald::games::wall::state::POSITIONS;
    use skald::games::wall::table::picture::picture;
    use skald::games::wall::{ai, apply, new_game, pending, view, warrior, Phase, Settings, State};
    use skald::i18n::{render as say, Lang, Text};
    use skald::render::png;

    fn names(n: usize) -> Vec<String> {
        ["Astrid", "Zbyszko", "Eirik", "Jadwiga"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn settings(players: u8, neutrals: u8, variants: bool) -> Settings {
        Settings {
            neutrals,
            tied_forts_stay: variants,
            druhid_shift: variants,
            ..Settings::new(players)
        }
    }

    /// Every state of a whole game: even seats play the heuristic bot, odd seats the random one.
    fn whole_game(settings: Settings, seed: u64) -> Vec<State> {
        let (mut state, _) = new_game(settings, seed).expect("a new game");
        let mut states = vec![state.clone()];
        while let Some(&(seat, _)) = pending(&state).first() {
            let action = if seat % 2 == 0 {
                ai::heuristic(&state, seat)
            } else {
                ai::random(&state, seat)
            }
            .expect("a bot move");
            apply(&mut state, seat, &action).expect("a legal move");
            states.push(state.clone());
        }
        assert_eq!(state.phase, Phase::Over, "the game ran to its end");
        states
    }

    /// Line-ups: solo against one and three neutrals, 2 (+1), 3 and 4 clans, variants on in some.
    const LINE_UPS: [(u8, u8, bool); 6] = [
        (1, 1, false),
        (1, 3, true),
        (2, 0, false),
        (2, 1, true),
        (3, 0, false),
        (4, 0, true),
    ];

    #[test]
    fn every_wall_board_of_whole_games_is_drawn_in_both_languages() {
        let mut drawn = 0;
        for (i, &(players, neutrals, variants)) in LINE_UPS.iter().enumerate() {
            let states = whole_game(settings(players, neutrals, variants), 40 + i as u64);
            let names = names(usize::from(players));
            for state in &states {
                for lang in Lang::ALL {
                    let svg = picture(state, &names, lang);
                    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
                    // Every text was worded: no Fluent id or unfilled argument slipped through.
                    assert!(!svg.contains("wall-") && !svg.contains('{'), "{svg}");
                    let bytes = png(&svg, 800).expect("a picture");
                    assert!(bytes.starts_with(b"\x89PNG"));
                    drawn += 1;
                }
            }
        }
        assert!(drawn > 500, "only {drawn} pictures");
    }

    /// The name of a warrior as the picture writes it on a face-up card.
    fn card_name(card: u8, lang: Lang) -> String {
        let id = warrior(card).id().trim_start_matches("w.");
        say(&Text::new("wall-picture-warrior").str("card", id), lang)
    }

    #[test]
    fn a_revealed_card_changes_the_wall_picture() {
        let states = whole_game(settings(3, 0, false), 7);
        let names = names(3);
        let mut reveals = 0;
        for w in states.windows(2) {
            let (before, after) = (view(&w[0], None), view(&w[1], None));
            if after.revealed.is_empty() || (after.turn, after.round) == (before.turn, before.round)
            {
                continue;
            }
            for lang in Lang::ALL {
                let (old, new) = (picture(&w[0], &names, lang), picture(&w[1], &names, lang));
                assert_ne!(old, new, "round {} is revealed", after.round);
                for &card in &after.revealed {
                    let face = format!(">{}<", card_name(card, lang));
                    assert!(new.contains(&face), "{lang}: {face} is face up");
                }
            }
            reveals += 1;
        }
        assert!(reveals >= 3, "reveals seen: {reveals}");
    }

    /// The first position whose warrior is still face down.
    fn first_hidden(state: &State) -> usize {
        match state.phase {
            Phase::Orders => 0,
            _ => usize::from(state.round).min(POSITIONS),
        }
    }

    /// Trades `clan`'s unrevealed warriors for others: the face-down ones move round their
    /// positions, the first is swapped with a card set aside, and a secret answer is changed.
    /// False when the clan hides no placed warrior.
    fn disguise(state: &mut State, clan: usize) -> bool {
        let from = first_hidden(state);
        let orders = &mut state.clans[clan].orders;
        let hidden: Vec<usize> = (from..POSITIONS)
            .filter(|&p| orders.placed[p].is_some())
            .collect();
        let cards: Vec<Option<u8>> = hidden.iter().map(|&p| orders.placed[p]).collect();
        for (i, &p) in hidden.iter().enumerate() {
            orders.placed[p] = cards[(i + 1) % cards.len()];
        }
        let Some(&first) = hidden.first() else {
            return false;
        };
        if let (Some(aside), Some(placed)) = (orders.aside.first_mut(), orders.placed[first]) {
            orders.placed[first] = Some(*aside);
            *aside = placed;
        }
        if let Phase::Fight(f) = &mut state.phase {
            if let Some(pick) = f.picks.get_mut(clan) {
                *pick = Some(pick.map_or(0, |c| (c + 1) % 9));
            }
        }
        true
    }

    #[test]
    fn the_wall_picture_shows_no_secret_card() {
        let mut checked = 0;
        for (i, &(players, neutrals, variants)) in LINE_UPS.iter().enumerate() {
            let states = whole_game(settings(players, neutrals, variants), 90 + i as u64);
            let names = names(usize::from(players));
            for state in states.iter().step_by(3) {
                for clan in 0..state.clans.len() {
                    let mut other = state.clone();
                    if !disguise(&mut other, clan) {
                        continue;
                    }
                    assert_ne!(&other, state, "the secret cards were traded");
                    for lang in Lang::ALL {
                        let seen = picture(state, &names, lang);
                        assert_eq!(seen, picture(&other, &names, lang), "clan {clan}");
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "secret line-ups checked: {checked}");
    }

    /// A moment worth a look: turn 2 or later, mid-turn, a capture just made.
    fn sample(states: &[State]) -> &State {
        let captured = |s: &State| s.fight().is_some_and(|f| f.winner.is_some());
        states
            .iter()
            .find(|s| s.turn >= 2 && (2..=4).contains(&s.round) && captured(s))
            .or_else(|| states.iter().find(|s| captured(s)))
            .expect("a capture")
    }

    /// Writes a sample per language to target/tmp, to be looked at by a person.
    #[test]
    fn sample_wall_pictures_are_written_for_a_look() {
        let states = whole_game(settings(2, 1, false), 3);
        let state = sample(&states);
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tmp");
        std::fs::create_dir_all(&dir).expect("target/tmp");
        for lang in Lang::ALL {
            let svg = picture(state, &names(2), lang);
            let bytes = png(&svg, 800).expect("a picture");
            std::fs::write(dir.join(format!("wall-board-{lang}.png")), bytes).expect("written");
        }
    }
}
