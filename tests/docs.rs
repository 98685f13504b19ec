//! The documents hold together: every relative link and image in the README, ARCHITECTURE.md, the
//! platform guides and `docs/` names a file that exists (and a heading, when it names one), every
//! path a document writes as code names a file or folder of the repository, every screenshot is
//! shown somewhere, and the README stays the short page a player reads first (the rest belongs in
//! `docs/`).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Component, Path, PathBuf};

/// The README's longest: past it, a section belongs in `docs/`.
const README_MAX_LINES: usize = 260;

/// Top-level folders whose paths a document may write as code (`tests/window.rs`): each must exist.
const CHECKED_FOLDERS: [&str; 12] = [
    ".ci", "android", "assets", "benches", "docs", "examples", "fuzz", "ios", "scripts", "src",
    "tests", "web",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// README.md and every Markdown file of `docs/`: the documents written for readers.
fn documents() -> Vec<PathBuf> {
    let mut paths = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("a docs/ folder")
        .map(|entry| entry.expect("a docs/ entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    paths.extend(docs);
    paths
}

/// The documents whose links are checked: the readers' documents and the guides beside the code.
fn linked_documents() -> Vec<PathBuf> {
    let mut paths = documents();
    for guide in [
        "ARCHITECTURE.md",
        "android/README.md",
        "ios/README.md",
        "fuzz/README.md",
        "assets/README.md",
        "tests/data/README.md",
    ] {
        paths.push(root().join(guide));
    }
    paths
}

/// A document's lines outside fenced code blocks, numbered from 1, with each inline code span
/// replaced by spaces, so that only links that render are read.
fn prose_lines(text: &str) -> Vec<(usize, String)> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut in_code = false;
        let prose: String = line
            .chars()
            .map(|c| {
                if c == '`' {
                    in_code = !in_code;
                    ' '
                } else if in_code {
                    ' '
                } else {
                    c
                }
            })
            .collect();
        lines.push((index + 1, prose));
    }
    lines
}

/// The targets of a document's inline links and images, `[text](target)` and `![alt](target)`,
/// with their line numbers.
fn link_targets(text: &str) -> Vec<(usize, String)> {
    let mut targets = Vec::new();
    for (number, line) in prose_lines(text) {
        let mut rest = line.as_str();
        while let Some(start) = rest.find("](") {
            let after = &rest[start + 2..];
            let Some(end) = after.find(')') else { break };
            // A title after the address (`(path "title")`) is not part of it.
            let target = after[..end].split_whitespace().next().unwrap_or("");
            targets.push((number, target.to_string()));
            rest = &after[end..];
        }
    }
    targets
}

/// The anchor GitHub gives a heading: lower case, spaces as hyphens, other punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a Markdown file's headings.
fn anchors(path: &Path) -> BTreeSet<String> {
    prose_lines(&read(path))
        .into_iter()
        .filter_map(|(_, line)| {
            let title = line.trim_start_matches('#');
            (line.starts_with('#') && title.starts_with(' ')).then(|| anchor(title))
        })
        .collect()
}

/// `a/b/../c` as `a/c`, so that paths reached two ways compare equal.
fn normal(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Every relative link's file, resolved, with the document and line that names it; checks that
/// each exists and that a heading it names is there.
fn linked_files(problems: &mut Vec<String>) -> BTreeSet<PathBuf> {
    let mut linked = BTreeSet::new();
    for document in linked_documents() {
        let shown = document.strip_prefix(root()).unwrap().display().to_string();
        let folder = document.parent().unwrap();
        for (line, target) in link_targets(&read(&document)) {
            if target.is_empty()
                || target.starts_with("http://")
                || target.starts_with("https://")
                || target.starts_with("mailto:")
            {
                continue;
            }
            let (file, heading) = match target.split_once('#') {
                Some((file, heading)) => (file, Some(heading)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                document.clone()
            } else {
                normal(&folder.join(file))
            };
            if !path.exists() {
                problems.push(format!("{shown}:{line}: {target} does not exist"));
                continue;
            }
            if let Some(heading) = heading {
                if path.extension().is_some_and(|ext| ext == "md")
                    && !anchors(&path).contains(heading)
                {
                    problems.push(format!("{shown}:{line}: {target}: no heading #{heading}"));
                }
            }
            linked.insert(path);
        }
    }
    linked
}

#[test]
fn every_relative_link_and_image_names_a_file_that_exists() {
    let mut problems = Vec::new();
    linked_files(&mut problems);
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_screenshot_is_shown_in_a_document() {
    let mut problems = Vec::new();
    let linked = linked_files(&mut problems);
    let mut pictures = Vec::new();
    let mut folders = vec![root().join("docs/screenshots")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("docs/screenshots") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "png") {
                pictures.push(path);
            }
        }
    }
    assert!(!pictures.is_empty(), "docs/screenshots has pictures");
    let unshown: Vec<String> = pictures
        .iter()
        .filter(|picture| !linked.contains(&normal(picture)))
        .map(|picture| picture.strip_prefix(root()).unwrap().display().to_string())
        .collect();
    assert!(
        unshown.is_empty(),
        "screenshots no document shows (show them, or stop scripts/screenshots.sh making them):\n{}",
        unshown.join("\n")
    );
}

#[test]
fn every_path_written_as_code_exists() {
    let mut problems = Vec::new();
    for document in documents() {
        let shown = document.strip_prefix(root()).unwrap().display().to_string();
        for (index, line) in read(&document).lines().enumerate() {
            // The code spans of the line (fenced blocks hold commands, whose words are checked
            // where they are paths of their own: inline).
            for (i, span) in line.split('`').enumerate() {
                if i % 2 == 0 {
                    continue;
                }
                let Some((top, _)) = span.split_once('/') else {
                    continue;
                };
                let plain = !span.contains(|c: char| " <>*${}|~".contains(c));
                if plain && CHECKED_FOLDERS.contains(&top) && !root().join(span).exists() {
                    problems.push(format!("{shown}:{}: `{span}` does not exist", index + 1));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "paths that do not exist:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_readme_is_short() {
    let lines = read(&root().join("README.md")).lines().count();
    assert!(
        lines <= README_MAX_LINES,
        "README.md has {lines} lines, more than {README_MAX_LINES}: move the detail to docs/"
    );
}

#[test]
fn the_link_reader_reads_links_images_and_anchors() {
    let text = "See [the page](docs/web.md#speed-and-size) and ![a picture](shot.png \"t\").\n\
                `[not](a-link.md)`\n\
                ```\n\
                [nor](this.md)\n\
                ```\n\
                [last](x.md)";
    let targets: Vec<(usize, String)> = link_targets(text);
    assert_eq!(
        targets,
        vec![
            (1, "docs/web.md#speed-and-size".to_string()),
            (1, "shot.png".to_string()),
            (6, "x.md".to_string()),
        ]
    );
    assert_eq!(anchor("Speed and size"), "speed-and-size");
    assert_eq!(
        anchor("Who translated, and correcting a translation"),
        "who-translated-and-correcting-a-translation"
    );
    assert_eq!(
        normal(Path::new("docs/../android/README.md")),
        PathBuf::from("android/README.md")
    );
}
