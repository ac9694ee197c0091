//! The game's numbers, src/games/gods/data/*.toml, embedded at build time, parsed and validated once:
//! the terrain and the river (R-MAP-4/5), the tokens and their strengths (R-UNIT), the
//! standard setup (R-SETUP-2).

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Deserialize;
use thiserror::Error;

use super::map::{Hex, HEXES};
use super::terrain::Terrain;
use super::token::{Side, Token};

/// Why the embedded game data cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DataError {
    #[error("{file}: cannot parse: {message}")]
    Parse { file: &'static str, message: String },
    #[error("{file}: unknown token `{id}`")]
    UnknownToken { file: &'static str, id: String },
    #[error("{file}: token `{id}` is listed twice")]
    Duplicate { file: &'static str, id: String },
    #[error("{file}: token `{id}` is missing")]
    Missing { file: &'static str, id: String },
    #[error("{file}: {message}")]
    Invalid { file: &'static str, message: String },
}

/// What the data says about one token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenInfo {
    pub token: Token,
    /// Two letters, Asgard upper case, Chaos lower case (the board picture).
    pub code: String,
    /// As printed (Polish where the rulebook is).
    pub name: String,
    /// An English gloss.
    pub gloss: String,
    /// `None` for Hela, who never fights.
    pub strength: Option<u8>,
    /// A reminder of the ability; the rules themselves are the engine's.
    pub ability: String,
}

/// All the game's data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GodsData {
    /// By [`Hex::index`].
    pub terrain: Vec<Terrain>,
    /// Edges across the river, each as (west, east) in board order.
    pub river: Vec<(Hex, Hex)>,
    /// In roster order ([`Token::ALL`]).
    pub tokens: Vec<TokenInfo>,
    /// R-SETUP-2, in roster order.
    pub standard: Vec<(Token, Hex)>,
}

impl GodsData {
    pub fn info(&self, token: Token) -> Option<&TokenInfo> {
        self.tokens.get(token.index())
    }

    pub fn terrain(&self, hex: Hex) -> Terrain {
        self.terrain
            .get(hex.index())
            .copied()
            .unwrap_or(Terrain::Plain)
    }

    pub fn is_river(&self, a: Hex, b: Hex) -> bool {
        let edge = if a < b { (a, b) } else { (b, a) };
        self.river.binary_search(&edge).is_ok()
    }
}

const MAP: (&str, &str) = ("map.toml", include_str!("data/map.toml"));
const TOKENS: (&str, &str) = ("tokens.toml", include_str!("data/tokens.toml"));
const SETUP: (&str, &str) = ("setup.toml", include_str!("data/setup.toml"));

static DATA: OnceLock<Result<GodsData, DataError>> = OnceLock::new();

/// The game's data, parsed on first use.
pub fn data() -> Result<&'static GodsData, DataError> {
    DATA.get_or_init(|| parse(MAP, TOKENS, SETUP))
        .as_ref()
        .map_err(Clone::clone)
}

/// Parses and checks the three files, each given as (name, text).
pub fn parse(
    map: (&'static str, &str),
    tokens: (&'static str, &str),
    setup: (&'static str, &str),
) -> Result<GodsData, DataError> {
    let (terrain, river) = parse_map(map.0, map.1)?;
    Ok(GodsData {
        terrain,
        river,
        tokens: parse_tokens(tokens.0, tokens.1)?,
        standard: parse_setup(setup.0, setup.1)?,
    })
}

fn toml_of<T: for<'de> Deserialize<'de>>(file: &'static str, text: &str) -> Result<T, DataError> {
    toml::from_str(text).map_err(|e| DataError::Parse {
        file,
        message: e.to_string(),
    })
}

fn hex_of(file: &'static str, text: &str) -> Result<Hex, DataError> {
    text.parse()
        .map_err(|e: super::map::BadHex| DataError::Invalid {
            file,
            message: e.to_string(),
        })
}

fn token_of(file: &'static str, id: &str) -> Result<Token, DataError> {
    Token::from_id(id).ok_or_else(|| DataError::UnknownToken {
        file,
        id: id.to_string(),
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    river: Vec<String>,
    terrain: BTreeMap<String, Terrain>,
}

type Map = (Vec<Terrain>, Vec<(Hex, Hex)>);

fn parse_map(file: &'static str, text: &str) -> Result<Map, DataError> {
    let raw: MapFile = toml_of(file, text)?;
    let mut terrain = vec![Terrain::Plain; HEXES];
    for (hex, kind) in &raw.terrain {
        terrain[hex_of(file, hex)?.index()] = *kind;
    }
    let mut river = Vec::new();
    for edge in &raw.river {
        river.push(edge_of(file, edge)?);
    }
    river.sort_unstable();
    river.dedup();
    Ok((terrain, river))
}

/// `D1-E1`: two adjacent hexes, west first.
fn edge_of(file: &'static str, edge: &str) -> Result<(Hex, Hex), DataError> {
    let bad = |message: String| DataError::Invalid { file, message };
    let (a, b) = edge
        .split_once('-')
        .ok_or_else(|| bad(format!("`{edge}` is no edge")))?;
    let (a, b) = (hex_of(file, a)?, hex_of(file, b)?);
    if !a.is_adjacent(b) {
        return Err(bad(format!("`{edge}` joins hexes that are not adjacent")));
    }
    Ok(if a < b { (a, b) } else { (b, a) })
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum Allegiance {
    Asgard,
    Chaos,
    Neutral,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenRow {
    id: String,
    side: Allegiance,
    code: String,
    name: String,
    gloss: String,
    strength: Option<u8>,
    ability: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenFile {
    token: Vec<TokenRow>,
}

fn parse_tokens(file: &'static str, text: &str) -> Result<Vec<TokenInfo>, DataError> {
    let raw: TokenFile = toml_of(file, text)?;
    let mut found: Vec<Option<TokenInfo>> = vec![None; Token::ALL.len()];
    for row in raw.token {
        let token = token_of(file, &row.id)?;
        let info = token_row(file, token, row)?;
        let slot = &mut found[token.index()];
        if slot.is_some() {
            return Err(DataError::Duplicate {
                file,
                id: token.id().to_string(),
            });
        }
        *slot = Some(info);
    }
    Token::ALL
        .iter()
        .zip(found)
        .map(|(t, info)| {
            info.ok_or_else(|| DataError::Missing {
                file,
                id: t.id().to_string(),
            })
        })
        .collect()
}

/// One token's row, checked against the roster: its side, and a strength of 1–15 for every
/// token but Hela, who has none.
fn token_row(file: &'static str, token: Token, row: TokenRow) -> Result<TokenInfo, DataError> {
    let bad = |message: String| DataError::Invalid { file, message };
    let side = match row.side {
        Allegiance::Asgard => Some(Side::Asgard),
        Allegiance::Chaos => Some(Side::Chaos),
        Allegiance::Neutral => None,
    };
    if side != token.side() {
        return Err(bad(format!("`{}` is on the wrong side", row.id)));
    }
    let fights = token != Token::Hela;
    let strength_ok = match row.strength {
        Some(s) => fights && (1..=15).contains(&s),
        None => !fights,
    };
    if !strength_ok || row.code.chars().count() != 2 {
        return Err(bad(format!("`{}` has a bad strength or code", row.id)));
    }
    Ok(TokenInfo {
        token,
        code: row.code,
        name: row.name,
        gloss: row.gloss,
        strength: row.strength,
        ability: row.ability,
    })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetupFile {
    standard: BTreeMap<String, String>,
}

fn parse_setup(file: &'static str, text: &str) -> Result<Vec<(Token, Hex)>, DataError> {
    let raw: SetupFile = toml_of(file, text)?;
    let mut placed: Vec<Option<Hex>> = vec![None; Token::ALL.len()];
    for (id, hex) in &raw.standard {
        let token = token_of(file, id)?;
        placed[token.index()] = Some(hex_of(file, hex)?);
    }
    let mut standard = Vec::new();
    for (t, hex) in Token::ALL.iter().zip(placed) {
        let hex = hex.ok_or_else(|| DataError::Missing {
            file,
            id: t.id().to_string(),
        })?;
        if standard.iter().any(|&(_, h)| h == hex) {
            return Err(DataError::Invalid {
                file,
                message: format!("two tokens on {hex}"),
            });
        }
        standard.push((*t, hex));
    }
    Ok(standard)
}
