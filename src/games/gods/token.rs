//! The tokens (R-UNIT): who they are, whose they are, and how players may name them. Their
//! numbers are data (src/games/gods/data/tokens.toml); their abilities are `ability.rs`.

use serde::{Deserialize, Serialize};

use super::data::{data, TokenInfo};

/// The two sides (R-SETUP-1). Hela is on neither (R-HELA-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Asgard,
    Chaos,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Asgard, Side::Chaos];

    pub fn other(self) -> Side {
        match self {
            Side::Asgard => Side::Chaos,
            Side::Chaos => Side::Asgard,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Side::Asgard => "asgard",
            Side::Chaos => "chaos",
        }
    }
}

/// A token, by its id (`"thor"`). Ordered in roster order: Asgard's, Chaos's, then Hela.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Token {
    Odin,
    Thor,
    Tyr,
    Heimdall,
    Frey,
    Vidar,
    Magni,
    Modi,
    Uller,
    Walkirie,
    Forseti,
    Sif,
    Dwalin,
    /// Freke i Gere, Odin's wolves: one token (R-UNIT-1).
    Freke,
    Yggdrasill,
    Loki,
    Fenris,
    Jormungandr,
    Surtur,
    Thyrm,
    Garm,
    Fire1,
    Fire2,
    Fire3,
    Ice1,
    Ice2,
    Ice3,
    Hela,
}

impl Token {
    /// Every token in roster order.
    pub const ALL: [Token; 28] = [
        Token::Odin,
        Token::Thor,
        Token::Tyr,
        Token::Heimdall,
        Token::Frey,
        Token::Vidar,
        Token::Magni,
        Token::Modi,
        Token::Uller,
        Token::Walkirie,
        Token::Forseti,
        Token::Sif,
        Token::Dwalin,
        Token::Freke,
        Token::Yggdrasill,
        Token::Loki,
        Token::Fenris,
        Token::Jormungandr,
        Token::Surtur,
        Token::Thyrm,
        Token::Garm,
        Token::Fire1,
        Token::Fire2,
        Token::Fire3,
        Token::Ice1,
        Token::Ice2,
        Token::Ice3,
        Token::Hela,
    ];

    /// 0 to 27, in roster order.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn id(self) -> &'static str {
        const IDS: [&str; 28] = [
            "odin",
            "thor",
            "tyr",
            "heimdall",
            "frey",
            "vidar",
            "magni",
            "modi",
            "uller",
            "walkirie",
            "forseti",
            "sif",
            "dwalin",
            "freke",
            "yggdrasill",
            "loki",
            "fenris",
            "jormungandr",
            "surtur",
            "thyrm",
            "garm",
            "fire1",
            "fire2",
            "fire3",
            "ice1",
            "ice2",
            "ice3",
            "hela",
        ];
        IDS[self.index()]
    }

    /// The token with id `id` (exactly, lower case).
    pub fn from_id(id: &str) -> Option<Token> {
        Token::ALL.into_iter().find(|t| t.id() == id)
    }

    /// Its side; `None` for Hela.
    pub fn side(self) -> Option<Side> {
        match self {
            Token::Hela => None,
            t if t < Token::Loki => Some(Side::Asgard),
            _ => Some(Side::Chaos),
        }
    }

    pub fn is_side(self, side: Side) -> bool {
        self.side() == Some(side)
    }

    /// Whether `other` is this token's enemy: a token of the other side (Hela is nobody's).
    pub fn is_enemy_of(self, other: Token) -> bool {
        matches!((self.side(), other.side()), (Some(a), Some(b)) if a != b)
    }

    /// The side's tokens in roster order.
    pub fn of(side: Side) -> impl Iterator<Item = Token> {
        Token::ALL.into_iter().filter(move |t| t.is_side(side))
    }

    /// What the data says about it.
    pub fn info(self) -> Option<&'static TokenInfo> {
        data().ok()?.info(self)
    }

    /// Its two-letter code (`TH`, `jo`), or its id should the data not load.
    pub fn code(self) -> &'static str {
        self.info().map_or(self.id(), |i| i.code.as_str())
    }

    /// Its printed name, or its id should the data not load.
    pub fn name(self) -> &'static str {
        self.info().map_or(self.id(), |i| i.name.as_str())
    }

    /// The token a player means by `text`: its id, its code or its printed name (the part
    /// before a comma will do), any case, accents optional: `jormungandr`, `jo`,
    /// `Jörmungandr`, `freke i gere`, `Yggdrasill`.
    pub fn lookup(text: &str) -> Option<Token> {
        let wanted = fold(text);
        if wanted.is_empty() {
            return None;
        }
        Token::ALL.into_iter().find(|&t| {
            let names = [t.id(), t.code(), t.name(), before_comma(t.name())];
            names.iter().any(|n| fold(n) == wanted)
        })
    }
}

fn before_comma(name: &str) -> &str {
    name.split(',').next().unwrap_or(name)
}

/// Lower case, accents dropped, only letters and digits kept.
fn fold(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(plain_letter)
        .filter(char::is_ascii_alphanumeric)
        .collect()
}

/// The letter without its accent, for the letters of Polish and Norse names.
fn plain_letter(c: char) -> char {
    match c {
        'ą' | 'á' | 'à' | 'â' | 'ä' | 'å' | 'ã' => 'a',
        'ć' | 'č' | 'ç' => 'c',
        'ę' | 'é' | 'è' | 'ê' | 'ë' | 'ě' => 'e',
        'í' | 'ì' | 'î' | 'ï' => 'i',
        'ł' => 'l',
        'ń' | 'ñ' => 'n',
        'ó' | 'ò' | 'ô' | 'ö' | 'ø' | 'õ' => 'o',
        'ś' | 'š' => 's',
        'ú' | 'ù' | 'û' | 'ü' => 'u',
        'ý' | 'ÿ' => 'y',
        'ź' | 'ż' | 'ž' => 'z',
        'ð' => 'd',
        'þ' => 't',
        other => other,
    }
}
