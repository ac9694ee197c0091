//! The game's data, src/games/joms/data/*.toml, embedded at build time, parsed and checked once: every
//! id unique and of its kind's prefix, every level, branch and count where a rule needs it.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use serde::Deserialize;
use thiserror::Error;

use super::cards::{
    Basic, Character, Combat, Difficulty, Equipment, Hindrance, Monster, MonsterCombat, Planet,
    Yggdrasil,
};

/// Why the embedded game data cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DataError {
    #[error("{file}: cannot parse: {message}")]
    Parse { file: &'static str, message: String },
    #[error("`{id}` is listed twice")]
    Duplicate { id: String },
    #[error("`{id}` does not start with `{prefix}`")]
    Prefix { id: String, prefix: &'static str },
    #[error("{0}")]
    Invalid(String),
}

/// All the game's data, each list in the files' order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JomsData {
    pub characters: Vec<Character>,
    pub basic: Vec<Basic>,
    pub combat: Vec<Combat>,
    pub equipment: Vec<Equipment>,
    pub monsters: Vec<Monster>,
    pub monster_combat: Vec<MonsterCombat>,
    pub planets: Vec<Planet>,
    pub yggdrasil: Yggdrasil,
    pub difficulties: Vec<Difficulty>,
    pub hindrances: Vec<Hindrance>,
}

impl JomsData {
    /// Every id the data holds, the track's spaces and branches too.
    pub fn ids(&self) -> BTreeSet<&str> {
        all_ids(self).into_iter().map(|(id, _)| id).collect()
    }
}

/// A data file: its name and text.
pub type File<'a> = (&'static str, &'a str);

macro_rules! file {
    ($name:literal) => {
        ($name, include_str!(concat!("data/", $name)))
    };
}

/// The embedded files, in the order [`parse`] takes them.
pub const FILES: [File<'static>; 6] = [
    file!("characters.toml"),
    file!("basic.toml"),
    file!("combat.toml"),
    file!("equipment.toml"),
    file!("monsters.toml"),
    file!("world.toml"),
];

static DATA: OnceLock<Result<JomsData, DataError>> = OnceLock::new();

/// Puts other data in place of the embedded files, before the game's first use: a tool that
/// tries designed numbers (`examples/joms_balance.rs`) reads them from disk. Returns false, and
/// changes nothing, when the data is already in use.
pub fn install(files: [File<'static>; 6]) -> bool {
    DATA.set(parse(files)).is_ok()
}

/// Puts parsed data in place of the embedded files, before the game's first use (the rules
/// tests play on the digest's printed numbers). False, changing nothing, when too late.
pub fn install_data(data: JomsData) -> bool {
    DATA.set(Ok(data)).is_ok()
}

/// The game's data, parsed on first use.
pub fn data() -> Result<&'static JomsData, DataError> {
    DATA.get_or_init(|| parse(FILES))
        .as_ref()
        .map_err(Clone::clone)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Characters {
    character: Vec<Character>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Basics {
    basic: Vec<Basic>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Combats {
    combat: Vec<Combat>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Equipments {
    equipment: Vec<Equipment>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Monsters {
    monster: Vec<Monster>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct World {
    monster_combat: Vec<MonsterCombat>,
    planet: Vec<Planet>,
    yggdrasil: Yggdrasil,
    difficulty: Vec<Difficulty>,
    hindrance: Vec<Hindrance>,
}

fn toml_of<T: for<'de> Deserialize<'de>>((file, text): File) -> Result<T, DataError> {
    toml::from_str(text).map_err(|e| DataError::Parse {
        file,
        message: e.to_string(),
    })
}

/// Parses and checks the files, given in [`FILES`]' order.
pub fn parse(files: [File; 6]) -> Result<JomsData, DataError> {
    let [characters, basic, combat, equipment, monsters, world] = files;
    let world: World = toml_of(world)?;
    let data = JomsData {
        characters: toml_of::<Characters>(characters)?.character,
        basic: toml_of::<Basics>(basic)?.basic,
        combat: toml_of::<Combats>(combat)?.combat,
        equipment: toml_of::<Equipments>(equipment)?.equipment,
        monsters: toml_of::<Monsters>(monsters)?.monster,
        monster_combat: world.monster_combat,
        planets: world.planet,
        yggdrasil: world.yggdrasil,
        difficulties: world.difficulty,
        hindrances: world.hindrance,
    };
    check(&data)?;
    Ok(data)
}

/// Every id with the prefix its kind must have.
fn all_ids(d: &JomsData) -> Vec<(&str, &'static str)> {
    let mut ids: Vec<(&str, &'static str)> = Vec::new();
    ids.extend(d.characters.iter().map(|c| (c.id.as_str(), "ch.")));
    ids.extend(d.basic.iter().map(|c| (c.id.as_str(), "b.")));
    ids.extend(d.combat.iter().map(|c| (c.id.as_str(), "c.")));
    ids.extend(d.equipment.iter().map(|c| (c.id.as_str(), "e.")));
    ids.extend(d.monsters.iter().map(|c| (c.id.as_str(), "m.")));
    ids.extend(d.monster_combat.iter().map(|c| (c.id.as_str(), "mc.")));
    ids.extend(d.planets.iter().map(|c| (c.id.as_str(), "p.")));
    ids.extend(d.hindrances.iter().map(|c| (c.id.as_str(), "u.")));
    ids.extend(d.yggdrasil.trunk.iter().map(|s| (s.id.as_str(), "y.")));
    for b in &d.yggdrasil.branches {
        ids.push((b.id.as_str(), "y."));
        ids.extend(b.spaces.iter().map(|s| (s.id.as_str(), "y.")));
    }
    ids
}

fn check(d: &JomsData) -> Result<(), DataError> {
    let mut seen = BTreeSet::new();
    for (id, prefix) in all_ids(d) {
        if !id.starts_with(prefix) {
            return Err(DataError::Prefix {
                id: id.to_string(),
                prefix,
            });
        }
        if !seen.insert(id) {
            return Err(DataError::Duplicate { id: id.to_string() });
        }
    }
    if let Some(m) = d.monsters.iter().find(|m| !(1..=3).contains(&m.level)) {
        return Err(DataError::Invalid(format!("{}: level {}", m.id, m.level)));
    }
    if d.yggdrasil.branches.iter().any(|b| b.spaces.is_empty()) {
        return Err(DataError::Invalid("a Yggdrasil branch has no space".into()));
    }
    Ok(())
}
