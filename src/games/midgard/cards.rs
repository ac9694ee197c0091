//! Card data of src/games/midgard/data/*.toml, embedded at build time, parsed and validated once.

use std::collections::HashSet;
use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::types::{Color, DieKind, Edition, Face, JourneyKind, Leader, Rune, Stall};

/// Why the embedded card data could not be used.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum CardDataError {
    #[error("{file}: cannot parse: {message}")]
    Parse { file: &'static str, message: String },
    #[error("{file}: expected {expected} {what}, found {found}")]
    Count {
        file: &'static str,
        what: String,
        expected: usize,
        found: usize,
    },
    #[error("{file}: duplicate id `{id}`")]
    DuplicateId { file: &'static str, id: String },
    #[error("{file}: id `{id}` should start with `{prefix}`")]
    BadId {
        file: &'static str,
        id: String,
        prefix: &'static str,
    },
    #[error("{file}: unknown reference `{reference}`")]
    UnknownReference {
        file: &'static str,
        reference: String,
    },
    #[error("{file}: invalid value: {message}")]
    Invalid { file: &'static str, message: String },
}

/// A fightable enemy card: troll, draugr or monster.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enemy {
    pub id: String,
    pub color: Option<Color>,
    pub attack: u8,
    pub defense: u8,
    pub barred: Option<DieKind>,
    pub glory: u8,
    pub wood: u8,
    pub coins: u8,
    pub favor: u8,
}

/// What a destiny card counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Measure {
    BlueEnemies,
    YellowEnemies,
    RedEnemies,
    Wood,
    Dice,
    Favor,
    Food,
    Coins,
    Runes,
    Monsters,
    Draugr,
    Trolls,
    Blame,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct DestinyCard {
    pub id: String,
    pub measure: Measure,
    pub high: u8,
    pub low: u8,
    pub editions: Vec<Edition>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct MerchantCard {
    pub id: String,
    #[serde(default)]
    pub food: u8,
    #[serde(default)]
    pub wood: u8,
    #[serde(default)]
    pub coins: u8,
    #[serde(default)]
    pub swordsmen: u8,
    #[serde(default)]
    pub spearmen: u8,
    #[serde(default)]
    pub axemen: u8,
    pub editions: Vec<Edition>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ShipTile {
    pub id: String,
    pub min_seats: u8,
    pub coins: u8,
    pub wood: u8,
    pub capacity: u8,
    pub glory: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct Kraken {
    pub attack: u8,
    pub defense: u8,
    pub glory: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct JourneyEntry {
    pub kind: JourneyKind,
    pub count: u8,
    pub editions: Vec<Edition>,
}

/// All card data, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cards {
    /// Faces of each die kind, indexed by `DieKind::index`.
    pub faces: [[Face; 6]; 3],
    /// How many dice of each kind the box holds.
    pub dice_counts: [u8; 3],
    pub trolls: Vec<Enemy>,
    pub draugr: Vec<Enemy>,
    pub monsters: Vec<Enemy>,
    pub kraken: Kraken,
    pub journeys: Vec<JourneyEntry>,
    pub destiny: Vec<DestinyCard>,
    /// Glory of each rune, indexed by the rune's position in `Rune::ALL`.
    pub rune_glory: Vec<u8>,
    pub merchants: Vec<MerchantCard>,
    pub ships: Vec<ShipTile>,
    pub economic_stalls: Vec<Stall>,
    pub military_stalls: Vec<Stall>,
    pub leaders: Vec<Leader>,
}

const FILES: [(&str, &str); 10] = [
    ("dice.toml", include_str!("data/dice.toml")),
    ("trolls.toml", include_str!("data/trolls.toml")),
    ("draugr.toml", include_str!("data/draugr.toml")),
    ("monsters.toml", include_str!("data/monsters.toml")),
    ("journeys.toml", include_str!("data/journeys.toml")),
    ("destiny.toml", include_str!("data/destiny.toml")),
    ("runes.toml", include_str!("data/runes.toml")),
    ("merchants.toml", include_str!("data/merchants.toml")),
    ("ships.toml", include_str!("data/ships.toml")),
    ("board.toml", include_str!("data/board.toml")),
];

/// The embedded data, parsed on first use.
static CARDS: LazyLock<Result<Cards, CardDataError>> = LazyLock::new(|| Cards::parse(&FILES));

/// The embedded card data, or why it is unusable.
pub fn cards() -> Result<&'static Cards, CardDataError> {
    CARDS.as_ref().map_err(Clone::clone)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEnemy {
    id: String,
    #[serde(default)]
    color: Option<Color>,
    attack: u8,
    defense: u8,
    #[serde(default)]
    barred: Option<DieKind>,
    glory: u8,
    #[serde(default)]
    wood: u8,
    #[serde(default)]
    coins: u8,
    #[serde(default)]
    favor: u8,
}

#[derive(Deserialize)]
struct DiceFile {
    die: Vec<RawDie>,
}
#[derive(Deserialize)]
struct RawDie {
    kind: DieKind,
    count: u8,
    faces: Vec<Face>,
}
#[derive(Deserialize)]
struct TrollFile {
    troll: Vec<RawEnemy>,
}
#[derive(Deserialize)]
struct DraugrFile {
    draugr: Vec<RawEnemy>,
}
#[derive(Deserialize)]
struct MonsterFile {
    monster: Vec<RawEnemy>,
}
#[derive(Deserialize)]
struct JourneyFile {
    kraken: Kraken,
    journey: Vec<JourneyEntry>,
}
#[derive(Deserialize)]
struct DestinyFile {
    destiny: Vec<DestinyCard>,
}
#[derive(Deserialize)]
struct RuneFile {
    rune: Vec<RawRune>,
}
#[derive(Deserialize)]
struct RawRune {
    id: String,
    glory: u8,
}
#[derive(Deserialize)]
struct MerchantFile {
    merchant: Vec<MerchantCard>,
}
#[derive(Deserialize)]
struct ShipFile {
    ship: Vec<ShipTile>,
}
#[derive(Deserialize)]
struct BoardFile {
    leaders: Vec<String>,
    stall: Vec<RawStall>,
}
#[derive(Deserialize)]
struct RawStall {
    id: String,
    kind: String,
}

fn parse_file<T: for<'de> Deserialize<'de>>(
    files: &[(&'static str, &str)],
    name: &'static str,
) -> Result<T, CardDataError> {
    let text = files
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
        .ok_or_else(|| CardDataError::Parse {
            file: name,
            message: "file missing".into(),
        })?;
    toml::from_str(text).map_err(|e| CardDataError::Parse {
        file: name,
        message: e.to_string(),
    })
}

fn expect_count(
    file: &'static str,
    what: impl fmt::Display,
    expected: usize,
    found: usize,
) -> Result<(), CardDataError> {
    if expected == found {
        Ok(())
    } else {
        Err(CardDataError::Count {
            file,
            what: what.to_string(),
            expected,
            found,
        })
    }
}

fn check_ids<'a>(
    file: &'static str,
    prefix: &'static str,
    ids: impl Iterator<Item = &'a str>,
) -> Result<(), CardDataError> {
    let mut seen = HashSet::new();
    for id in ids {
        if !id.starts_with(prefix) || id.len() == prefix.len() {
            return Err(CardDataError::BadId {
                file,
                id: id.to_string(),
                prefix,
            });
        }
        if !seen.insert(id) {
            return Err(CardDataError::DuplicateId {
                file,
                id: id.to_string(),
            });
        }
    }
    Ok(())
}

fn enemies(
    file: &'static str,
    prefix: &'static str,
    raw: Vec<RawEnemy>,
    expected: usize,
    per_color: Option<usize>,
) -> Result<Vec<Enemy>, CardDataError> {
    expect_count(file, "cards", expected, raw.len())?;
    check_ids(file, prefix, raw.iter().map(|e| e.id.as_str()))?;
    for e in &raw {
        if e.attack == 0 || e.defense == 0 {
            return Err(CardDataError::Invalid {
                file,
                message: format!("{} needs attack and defense above 0", e.id),
            });
        }
        if per_color.is_some() != e.color.is_some() {
            return Err(CardDataError::Invalid {
                file,
                message: format!("{} has a wrong color entry", e.id),
            });
        }
    }
    if let Some(n) = per_color {
        for color in [Color::Red, Color::Yellow, Color::Blue] {
            let found = raw.iter().filter(|e| e.color == Some(color)).count();
            expect_count(file, format!("{color:?} cards"), n, found)?;
        }
    }
    Ok(raw
        .into_iter()
        .map(|r| Enemy {
            id: r.id,
            color: r.color,
            attack: r.attack,
            defense: r.defense,
            barred: r.barred,
            glory: r.glory,
            wood: r.wood,
            coins: r.coins,
            favor: r.favor,
        })
        .collect())
}

/// Faces and box counts of each die kind, from dice.toml.
fn parse_dice(files: &[(&'static str, &str)]) -> Result<([[Face; 6]; 3], [u8; 3]), CardDataError> {
    let dice: DiceFile = parse_file(files, "dice.toml")?;
    expect_count("dice.toml", "die kinds", 3, dice.die.len())?;
    let mut faces = [[Face::Blank; 6]; 3];
    let mut dice_counts = [0u8; 3];
    let mut seen = [false; 3];
    for d in &dice.die {
        let i = d.kind.index();
        if seen[i] {
            return Err(CardDataError::DuplicateId {
                file: "dice.toml",
                id: d.kind.id().into(),
            });
        }
        seen[i] = true;
        expect_count("dice.toml", "faces", 6, d.faces.len())?;
        faces[i].copy_from_slice(&d.faces);
        dice_counts[i] = d.count;
    }
    expect_count(
        "dice.toml",
        "dice in the box",
        34,
        dice_counts.iter().map(|&c| c as usize).sum(),
    )?;
    Ok((faces, dice_counts))
}

/// Checks that each edition holds the expected number of cards, as counted by `count`.
fn expect_edition_counts(
    file: &'static str,
    expected: [(Edition, usize); 2],
    count: impl Fn(Edition) -> usize,
) -> Result<(), CardDataError> {
    for (edition, expected) in expected {
        expect_count(
            file,
            format!("{} cards", edition.id()),
            expected,
            count(edition),
        )?;
    }
    Ok(())
}

/// The kraken and the journey deck, from journeys.toml.
fn parse_journeys(files: &[(&'static str, &str)]) -> Result<JourneyFile, CardDataError> {
    let journeys: JourneyFile = parse_file(files, "journeys.toml")?;
    expect_edition_counts(
        "journeys.toml",
        [(Edition::Classic, 18), (Edition::Revised, 20)],
        |edition| {
            journeys
                .journey
                .iter()
                .filter(|j| j.editions.contains(&edition))
                .map(|j| j.count as usize)
                .sum()
        },
    )?;
    Ok(journeys)
}

/// The destiny cards, from destiny.toml.
fn parse_destiny(files: &[(&'static str, &str)]) -> Result<Vec<DestinyCard>, CardDataError> {
    let destiny: DestinyFile = parse_file(files, "destiny.toml")?;
    check_ids(
        "destiny.toml",
        "destiny.",
        destiny.destiny.iter().map(|d| d.id.as_str()),
    )?;
    expect_edition_counts(
        "destiny.toml",
        [(Edition::Classic, 12), (Edition::Revised, 13)],
        |edition| {
            destiny
                .destiny
                .iter()
                .filter(|d| d.editions.contains(&edition))
                .count()
        },
    )?;
    Ok(destiny.destiny)
}

/// Glory of each rune, indexed like `Rune::ALL`, from runes.toml.
fn parse_runes(files: &[(&'static str, &str)]) -> Result<Vec<u8>, CardDataError> {
    let runes: RuneFile = parse_file(files, "runes.toml")?;
    check_ids(
        "runes.toml",
        "rune.",
        runes.rune.iter().map(|r| r.id.as_str()),
    )?;
    expect_count("runes.toml", "runes", Rune::ALL.len(), runes.rune.len())?;
    let mut rune_glory = vec![0u8; Rune::ALL.len()];
    for r in &runes.rune {
        let rune: Rune = r.id.parse().map_err(|_| CardDataError::UnknownReference {
            file: "runes.toml",
            reference: r.id.clone(),
        })?;
        rune_glory[rune_index(rune)] = r.glory;
    }
    Ok(rune_glory)
}

/// The merchant ship cards, from merchants.toml.
fn parse_merchants(files: &[(&'static str, &str)]) -> Result<Vec<MerchantCard>, CardDataError> {
    let merchants: MerchantFile = parse_file(files, "merchants.toml")?;
    check_ids(
        "merchants.toml",
        "merchant.",
        merchants.merchant.iter().map(|m| m.id.as_str()),
    )?;
    expect_edition_counts(
        "merchants.toml",
        [(Edition::Classic, 8), (Edition::Revised, 10)],
        |edition| {
            merchants
                .merchant
                .iter()
                .filter(|m| m.editions.contains(&edition))
                .count()
        },
    )?;
    Ok(merchants.merchant)
}

/// The longship tiles, from ships.toml.
fn parse_ships(files: &[(&'static str, &str)]) -> Result<Vec<ShipTile>, CardDataError> {
    let ships: ShipFile = parse_file(files, "ships.toml")?;
    check_ids(
        "ships.toml",
        "ship.",
        ships.ship.iter().map(|s| s.id.as_str()),
    )?;
    expect_count("ships.toml", "tiles", 4, ships.ship.len())?;
    for s in &ships.ship {
        if !(2..=4).contains(&s.min_seats) || s.capacity == 0 {
            return Err(CardDataError::Invalid {
                file: "ships.toml",
                message: format!("{} has a bad seat count or capacity", s.id),
            });
        }
    }
    Ok(ships.ship)
}

/// Leaders, economic stalls and military stalls, from board.toml.
type Board = (Vec<Leader>, Vec<Stall>, Vec<Stall>);

/// The leaders and the market stalls, from board.toml.
fn parse_board(files: &[(&'static str, &str)]) -> Result<Board, CardDataError> {
    let board: BoardFile = parse_file(files, "board.toml")?;
    let leaders = board
        .leaders
        .iter()
        .map(|l| {
            l.parse::<Leader>()
                .map_err(|_| CardDataError::UnknownReference {
                    file: "board.toml",
                    reference: l.clone(),
                })
        })
        .collect::<Result<Vec<_>, _>>()?;
    check_ids(
        "board.toml",
        "leader.",
        board.leaders.iter().map(String::as_str),
    )?;
    expect_count("board.toml", "leaders", 5, leaders.len())?;
    check_ids(
        "board.toml",
        "stall.",
        board.stall.iter().map(|s| s.id.as_str()),
    )?;
    let mut economic_stalls = Vec::new();
    let mut military_stalls = Vec::new();
    for s in &board.stall {
        let stall: Stall = s.id.parse().map_err(|_| CardDataError::UnknownReference {
            file: "board.toml",
            reference: s.id.clone(),
        })?;
        match s.kind.as_str() {
            "economic" if !stall.is_military() => economic_stalls.push(stall),
            "military" if stall.is_military() => military_stalls.push(stall),
            other => {
                return Err(CardDataError::Invalid {
                    file: "board.toml",
                    message: format!("{} cannot be of kind `{other}`", s.id),
                })
            }
        }
    }
    expect_count("board.toml", "economic stalls", 4, economic_stalls.len())?;
    expect_count("board.toml", "military stalls", 4, military_stalls.len())?;
    Ok((leaders, economic_stalls, military_stalls))
}

impl Cards {
    /// Parses and validates a set of data files (name, TOML text).
    pub fn parse(files: &[(&'static str, &str)]) -> Result<Cards, CardDataError> {
        let (faces, dice_counts) = parse_dice(files)?;

        let trolls: TrollFile = parse_file(files, "trolls.toml")?;
        let trolls = enemies("trolls.toml", "troll.", trolls.troll, 16, None)?;
        let draugr: DraugrFile = parse_file(files, "draugr.toml")?;
        let draugr = enemies("draugr.toml", "draugr.", draugr.draugr, 21, Some(7))?;
        let monsters: MonsterFile = parse_file(files, "monsters.toml")?;
        let monsters = enemies("monsters.toml", "monster.", monsters.monster, 36, Some(12))?;

        let journeys = parse_journeys(files)?;
        let destiny = parse_destiny(files)?;
        let rune_glory = parse_runes(files)?;
        let merchants = parse_merchants(files)?;
        let ships = parse_ships(files)?;
        let (leaders, economic_stalls, military_stalls) = parse_board(files)?;

        Ok(Cards {
            faces,
            dice_counts,
            trolls,
            draugr,
            monsters,
            kraken: journeys.kraken,
            journeys: journeys.journey,
            destiny,
            rune_glory,
            merchants,
            ships,
            economic_stalls,
            military_stalls,
            leaders,
        })
    }

    pub fn rune_glory(&self, rune: Rune) -> u8 {
        self.rune_glory.get(rune_index(rune)).copied().unwrap_or(0)
    }
}

/// Position of a rune in `Rune::ALL`.
pub fn rune_index(rune: Rune) -> usize {
    Rune::ALL.iter().position(|&r| r == rune).unwrap_or(0)
}

/// Declares an index into one of the card tables that serializes as the card's stable id.
macro_rules! card_id {
    ($name:ident, $table:ident, $what:literal) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u8);

        impl $name {
            pub fn id(self) -> &'static str {
                cards()
                    .ok()
                    .and_then(|c| c.$table.get(self.0 as usize))
                    .map(|e| e.id.as_str())
                    .unwrap_or("unknown")
            }

            pub fn from_id(id: &str) -> Option<$name> {
                let c = cards().ok()?;
                c.$table
                    .iter()
                    .position(|e| e.id == id)
                    .and_then(|i| u8::try_from(i).ok())
                    .map($name)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.id())
            }
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match cards().ok().and_then(|c| c.$table.get(self.0 as usize)) {
                    Some(e) => s.serialize_str(&e.id),
                    None => Err(serde::ser::Error::custom(concat!("unknown ", $what))),
                }
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let id = String::deserialize(d)?;
                $name::from_id(&id).ok_or_else(|| {
                    serde::de::Error::custom(format!(concat!("unknown ", $what, " `{}`"), id))
                })
            }
        }
    };
}

card_id!(TrollId, trolls, "troll");
card_id!(DraugrId, draugr, "draugr");
card_id!(MonsterId, monsters, "monster");
card_id!(DestinyId, destiny, "destiny card");
card_id!(MerchantId, merchants, "merchant ship");
card_id!(ShipId, ships, "longship");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_data_loads_and_matches_the_card_list() {
        let c = cards().expect("embedded card data is valid");
        assert_eq!(c.dice_counts, [12, 12, 10]);
        assert_eq!(c.trolls.len(), 16);
        assert_eq!(c.draugr.len(), 21);
        assert_eq!(c.monsters.len(), 36);
        assert_eq!(c.destiny.len(), 13);
        assert_eq!(c.merchants.len(), 10);
        assert_eq!(c.ships.len(), 4);
        assert_eq!(c.rune_glory(Rune::Wealth), 3);
        assert_eq!(c.rune_glory(Rune::Success), 1);
        let stone = &c.trolls[TrollId::from_id("troll.stone_troll").unwrap().0 as usize];
        assert_eq!(
            (stone.attack, stone.defense, stone.barred),
            (2, 7, Some(DieKind::Axeman))
        );
        assert_eq!(c.kraken.glory, 3);
    }

    #[test]
    fn ids_round_trip_through_serde() {
        let id = MonsterId::from_id("monster.leviathan").unwrap();
        let json = serde_json::to_string(&id).unwrap();
        assert_eq!(json, "\"monster.leviathan\"");
        assert_eq!(serde_json::from_str::<MonsterId>(&json).unwrap(), id);
        assert!(serde_json::from_str::<MonsterId>("\"monster.nope\"").is_err());
    }

    fn with_replaced(name: &str, text: &'static str) -> Vec<(&'static str, &'static str)> {
        FILES
            .iter()
            .map(|&(n, t)| if n == name { (n, text) } else { (n, t) })
            .collect()
    }

    #[test]
    fn a_duplicate_id_is_refused() {
        let runes = "[[rune]]\nid = \"rune.wealth\"\nglory = 3\n[[rune]]\nid = \"rune.wealth\"\nglory = 3\n";
        let err = Cards::parse(&with_replaced("runes.toml", runes)).unwrap_err();
        assert!(matches!(err, CardDataError::DuplicateId { .. }), "{err}");
    }

    #[test]
    fn a_wrong_count_is_refused() {
        let ships = "[[ship]]\nid = \"ship.karvi\"\nmin_seats = 2\ncoins = 2\nwood = 1\ncapacity = 4\nglory = 2\n";
        let err = Cards::parse(&with_replaced("ships.toml", ships)).unwrap_err();
        assert!(matches!(err, CardDataError::Count { .. }), "{err}");
    }

    #[test]
    fn an_unknown_reference_is_refused() {
        let board = "leaders = [\"leader.asmundr\", \"leader.dagrun\", \"leader.gylfir\", \"leader.svanhildr\", \"leader.loki\"]\nstall = []\n";
        let err = Cards::parse(&with_replaced("board.toml", board)).unwrap_err();
        assert!(
            matches!(err, CardDataError::UnknownReference { .. }),
            "{err}"
        );
    }

    #[test]
    fn malformed_toml_is_a_parse_error() {
        let err = Cards::parse(&with_replaced("trolls.toml", "[[troll]\n")).unwrap_err();
        assert!(matches!(err, CardDataError::Parse { .. }), "{err}");
    }
}
