//! Messages sent with files. Discord takes them as `multipart/form-data`: one `payload_json`
//! part holding the message and one `files[n]` part per file, which the message's
//! `attachments` and an embed's `attachment://<name>` image refer to. The fake reads such a
//! body, holds it to those rules, and keeps the files with the message.

use axum::body::Bytes;
use axum::http::HeaderMap;
use serde_json::{json, Value};

/// Files a bot may send with one message.
pub const MAX_FILES: usize = 10;
/// The largest upload a bot may send without a boosted server.
pub const MAX_BYTES: usize = 10 * 1024 * 1024;

/// One uploaded file.
#[derive(Clone, Debug)]
pub struct FilePart {
    /// `n` of its `files[n]` part.
    pub index: usize,
    pub filename: String,
    pub content_type: Option<String>,
    pub data: Bytes,
}

impl FilePart {
    /// Width and height, when the file is a PNG that decodes.
    pub fn png_size(&self) -> Option<(u32, u32)> {
        let decoder = png::Decoder::new(std::io::Cursor::new(self.data.clone()));
        let reader = decoder.read_info().ok()?;
        let info = reader.info();
        Some((info.width, info.height))
    }
}

/// A request body: JSON, or multipart with files.
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub json: Option<Value>,
    pub files: Vec<FilePart>,
    pub multipart: bool,
}

/// Reads a request body as Discord would; `Err` says what makes it unreadable.
pub async fn read(headers: &HeaderMap, bytes: Bytes) -> Result<Body, String> {
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    if !content_type.starts_with("multipart/form-data") {
        if bytes.is_empty() {
            return Ok(Body::default());
        }
        let json = serde_json::from_slice(&bytes).map_err(|e| format!("not JSON ({e})"))?;
        return Ok(Body {
            json: Some(json),
            ..Body::default()
        });
    }
    let boundary = multer::parse_boundary(content_type).map_err(|e| format!("{e}"))?;
    let mut form = multer::Multipart::with_reader(std::io::Cursor::new(bytes), boundary);
    let mut body = Body {
        multipart: true,
        ..Body::default()
    };
    while let Some(field) = form.next_field().await.map_err(|e| format!("{e}"))? {
        let name = field.name().unwrap_or_default().to_string();
        let filename = field.file_name().map(str::to_string);
        let content_type = field.content_type().map(|m| m.essence_str().to_string());
        let data = field.bytes().await.map_err(|e| format!("{e}"))?;
        if name == "payload_json" {
            let json = serde_json::from_slice(&data)
                .map_err(|e| format!("payload_json is not JSON ({e})"))?;
            body.json = Some(json);
            continue;
        }
        let index = name
            .strip_prefix("files[")
            .and_then(|n| n.strip_suffix(']'))
            .and_then(|n| n.parse::<usize>().ok())
            .ok_or_else(|| format!("a part named {name:?}, neither payload_json nor files[n]"))?;
        let filename = filename.ok_or_else(|| format!("{name} has no file name"))?;
        body.files.push(FilePart {
            index,
            filename,
            content_type,
            data,
        });
    }
    if body.json.is_none() && !body.files.is_empty() {
        return Err("files without a payload_json".into());
    }
    Ok(body)
}

/// What breaks Discord's rules for files in `body`, sent to a message that holds `existing`
/// attachments (an edit) or none (a new message).
pub fn problems(body: &Body, existing: &[Value]) -> Vec<String> {
    let mut out = Vec::new();
    if body.files.len() > MAX_FILES {
        out.push(format!("{} files, at most {MAX_FILES}", body.files.len()));
    }
    let mut seen = std::collections::HashSet::new();
    for f in &body.files {
        if f.index >= MAX_FILES || !seen.insert(f.index) {
            out.push(format!("files[{}] is out of range or repeated", f.index));
        }
        if f.data.is_empty() || f.data.len() > MAX_BYTES {
            out.push(format!("{}: {} bytes", f.filename, f.data.len()));
        }
        if f.filename.ends_with(".png") {
            if f.content_type.as_deref() != Some("image/png") {
                out.push(format!("{}: sent as {:?}", f.filename, f.content_type));
            }
            if f.png_size().is_none() {
                out.push(format!("{}: not a PNG that decodes", f.filename));
            }
        }
    }
    let payload = body.json.clone().unwrap_or(Value::Null);
    let listed = payload["attachments"].as_array().cloned();
    for a in listed.iter().flatten() {
        let id = a["id"].as_u64().or_else(|| a["id"].as_str()?.parse().ok());
        let uploaded = body.files.iter().find(|f| Some(f.index as u64) == id);
        let kept = existing
            .iter()
            .any(|e| e["id"].as_str() == id.map(|i| i.to_string()).as_deref());
        match uploaded {
            Some(f) if a["filename"].as_str().is_some_and(|n| n != f.filename) => {
                out.push(format!(
                    "attachment {id:?} names another file than files[{}]",
                    f.index
                ));
            }
            Some(_) => {}
            None if kept => {}
            None => out.push(format!("attachment {id:?} is neither uploaded nor kept")),
        }
    }
    let names = attached_names(body, existing);
    for e in payload["embeds"].as_array().into_iter().flatten() {
        if let Some(url) = e["image"]["url"].as_str() {
            let name = url.strip_prefix("attachment://");
            if name.is_some_and(|n| !names.iter().any(|have| have == n)) {
                out.push(format!(
                    "an embed shows {url}, which the message does not carry"
                ));
            }
        }
    }
    out
}

/// The names of the files the message will carry after `body`: the uploads and the kept ones
/// (an edit that lists no attachments keeps them all).
fn attached_names(body: &Body, existing: &[Value]) -> Vec<String> {
    attachments(body, existing, &mut || 0)
        .iter()
        .filter_map(|a| a["filename"].as_str().map(str::to_string))
        .collect()
}

/// The message's attachments after `body`, as Discord returns them; `id` numbers new ones.
pub fn attachments(body: &Body, existing: &[Value], id: &mut dyn FnMut() -> u64) -> Vec<Value> {
    let payload = body.json.clone().unwrap_or(Value::Null);
    let mut out: Vec<Value> = match payload["attachments"].as_array() {
        Some(listed) => existing
            .iter()
            .filter(|e| listed.iter().any(|a| same_id(&a["id"], &e["id"])))
            .cloned()
            .collect(),
        // Without a list, an edit keeps what the message had and adds the new files.
        None => existing.to_vec(),
    };
    for f in &body.files {
        let n = id();
        let (width, height) = f.png_size().unzip();
        out.push(json!({
            "id": n.to_string(),
            "filename": f.filename,
            "size": f.data.len(),
            "url": format!("https://cdn.discordapp.com/attachments/{n}/{}", f.filename),
            "proxy_url": format!("https://media.discordapp.net/attachments/{n}/{}", f.filename),
            "content_type": f.content_type,
            "width": width,
            "height": height,
        }));
    }
    out
}

fn same_id(a: &Value, b: &Value) -> bool {
    let text = |v: &Value| {
        v.as_str()
            .map(str::to_string)
            .or_else(|| v.as_u64().map(|n| n.to_string()))
    };
    text(a).is_some() && text(a) == text(b)
}

/// `fields` with every attachment id as a string. Discord's own upload example numbers a new
/// attachment by its `files[n]` index as a JSON integer (and serenity sends it so), while the
/// OpenAPI spec types every id as a snowflake string; Discord accepts both, so the fake does.
pub fn ids_as_strings(fields: &mut Value) {
    for a in fields["attachments"].as_array_mut().into_iter().flatten() {
        if let Some(n) = a["id"].as_u64() {
            a["id"] = json!(n.to_string());
        }
    }
}

/// The files of `body` as the transcript records them.
pub fn described(body: &Body) -> Value {
    body.files
        .iter()
        .map(|f| {
            json!({
                "part": format!("files[{}]", f.index),
                "filename": f.filename,
                "content_type": f.content_type,
                "size": f.data.len(),
                "png": f.png_size().map(|(w, h)| json!([w, h])),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png() -> Bytes {
        Bytes::from(
            skald::render::png(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>"#,
                8,
            )
            .unwrap(),
        )
    }

    fn file(index: usize, name: &str, data: Bytes) -> FilePart {
        FilePart {
            index,
            filename: name.into(),
            content_type: Some("image/png".into()),
            data,
        }
    }

    fn body(json: Value, files: Vec<FilePart>) -> Body {
        Body {
            json: Some(json),
            files,
            multipart: true,
        }
    }

    fn board(id: Value) -> Value {
        json!({
            "attachments": [{ "id": id, "filename": "board.png" }],
            "embeds": [{ "image": { "url": "attachment://board.png" } }],
        })
    }

    #[tokio::test]
    async fn a_multipart_body_is_read_into_its_payload_and_files() {
        let boundary = "XyZ";
        let mut raw = String::new();
        raw += &format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n"
        );
        raw += "{\"content\":\"hi\"}\r\n";
        raw += &format!("--{boundary}\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\n");
        raw += "abc\r\n";
        raw += &format!("--{boundary}--\r\n");
        let mut headers = HeaderMap::new();
        let kind = format!("multipart/form-data; boundary={boundary}");
        headers.insert("content-type", kind.parse().unwrap());
        let read = read(&headers, Bytes::from(raw)).await.unwrap();
        assert_eq!(read.json, Some(json!({ "content": "hi" })));
        assert_eq!(read.files.len(), 1);
        assert_eq!(
            (read.files[0].index, read.files[0].filename.as_str()),
            (0, "a.txt")
        );
        assert_eq!(&read.files[0].data[..], b"abc");
    }

    #[test]
    fn a_picture_uploaded_and_shown_is_fine() {
        let sent = body(board(json!(0)), vec![file(0, "board.png", png())]);
        assert_eq!(problems(&sent, &[]), Vec::<String>::new());
    }

    #[test]
    fn broken_uploads_are_named() {
        let not_png = body(
            board(json!(0)),
            vec![file(0, "board.png", Bytes::from_static(b"nope"))],
        );
        assert!(problems(&not_png, &[])
            .iter()
            .any(|p| p.contains("not a PNG")));
        let mut wrong_type = file(0, "board.png", png());
        wrong_type.content_type = Some("text/plain".into());
        assert!(!problems(&body(board(json!(0)), vec![wrong_type]), &[]).is_empty());
        // An embed showing a file the message does not carry.
        let missing = body(board(json!(0)), vec![file(0, "other.png", png())]);
        let said = problems(&missing, &[]);
        assert!(
            said.iter().any(|p| p.contains("names another file")),
            "{said:?}"
        );
        assert!(
            said.iter().any(|p| p.contains("does not carry")),
            "{said:?}"
        );
        // An attachment that is neither uploaded nor already on the message.
        let ghost = body(board(json!("123")), Vec::new());
        assert!(problems(&ghost, &[])
            .iter()
            .any(|p| p.contains("neither uploaded nor kept")));
        let eleven = (0..11)
            .map(|i| file(i, &format!("{i}.png"), png()))
            .collect();
        assert!(problems(&body(json!({}), eleven), &[])
            .iter()
            .any(|p| p.contains("at most")));
    }

    #[test]
    fn an_edit_keeps_listed_attachments_and_replaces_the_rest() {
        let old = json!({ "id": "55", "filename": "board.png" });
        let keep = body(board(json!("55")), Vec::new());
        assert!(problems(&keep, std::slice::from_ref(&old)).is_empty());
        let mut n = 900;
        let kept = attachments(&keep, std::slice::from_ref(&old), &mut || {
            n += 1;
            n
        });
        assert_eq!(kept, vec![old.clone()]);
        let replace = body(board(json!(0)), vec![file(0, "board.png", png())]);
        let now = attachments(&replace, &[old], &mut || 901);
        assert_eq!(now.len(), 1);
        assert_eq!(now[0]["id"], "901");
        assert_eq!(now[0]["width"], 8);
    }

    #[test]
    fn integer_attachment_ids_read_as_snowflakes() {
        let mut fields = board(json!(0));
        ids_as_strings(&mut fields);
        assert_eq!(fields["attachments"][0]["id"], "0");
    }
}
