//! The Rust version the package declares (`rust-version` in Cargo.toml) is one that every locked
//! dependency builds with. Only one toolchain is installed where the tests run, so the claim is
//! checked against what the dependencies themselves declare: no package in Cargo.lock that a
//! build uses, on any platform and as any kind of dependency (tests and benchmarks included), may
//! need a newer Rust than ours. (Our own use of the standard library is checked against
//! `rust-version` by clippy's `incompatible_msrv` lint.)

mod common;

use std::process::Command;

use serde_json::Value;

/// A Rust version, `1.85` or `1.85.0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct RustVersion(u32, u32, u32);

impl RustVersion {
    fn parse(text: &str) -> RustVersion {
        let parts: Vec<u32> = text
            .split('.')
            .map(|part| {
                part.parse()
                    .unwrap_or_else(|_| panic!("a Rust version: {text}"))
            })
            .collect();
        match parts[..] {
            [major, minor] => RustVersion(major, minor, 0),
            [major, minor, patch] => RustVersion(major, minor, patch),
            _ => panic!("a Rust version: {text}"),
        }
    }

    /// The first Rust that knows `edition`.
    fn of_edition(edition: &str) -> RustVersion {
        match edition {
            "2015" => RustVersion(1, 0, 0),
            "2018" => RustVersion(1, 31, 0),
            "2021" => RustVersion(1, 56, 0),
            "2024" => RustVersion(1, 85, 0),
            other => panic!("an edition this test does not know: {other}"),
        }
    }
}

impl std::fmt::Display for RustVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}.{}.{}", self.0, self.1, self.2)
    }
}

/// `cargo metadata` for the locked dependencies, without the network, for every platform or
/// only for `platform`.
fn metadata(platform: Option<&str>) -> Result<Value, String> {
    let mut command = Command::new(env!("CARGO"));
    command
        .args(["metadata", "--locked", "--offline", "--format-version", "1"])
        .arg("--manifest-path")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"));
    if let Some(platform) = platform {
        command.args(["--filter-platform", platform]);
    }
    let output = command.output().map_err(|e| format!("cargo: {e}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).trim().to_string());
    }
    serde_json::from_slice(&output.stdout).map_err(|e| format!("cargo metadata's JSON: {e}"))
}

/// The platform this machine builds for by default, from `rustc -vV`.
fn host() -> String {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let output = Command::new(rustc).arg("-vV").output().expect("rustc runs");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    text.lines()
        .find_map(|line| line.strip_prefix("host: "))
        .expect("rustc names its host")
        .to_string()
}

/// Every dependency whose declared `rust-version` (or edition) needs a newer Rust than
/// `ours`, as `name version (needs X)`.
fn too_new(metadata: &Value, ours: RustVersion) -> Vec<String> {
    let packages = metadata["packages"].as_array().expect("packages");
    assert!(packages.len() > 10, "the dependencies are listed");
    let mut offenders: Vec<String> = packages
        .iter()
        .filter(|package| package["source"].is_string()) // not our own package
        .filter_map(|package| {
            let edition = RustVersion::of_edition(package["edition"].as_str().expect("edition"));
            let declared = package["rust_version"].as_str().map(RustVersion::parse);
            let needs = declared.map_or(edition, |declared| declared.max(edition));
            (needs > ours).then(|| {
                format!(
                    "{} {} (needs {needs})",
                    package["name"].as_str().unwrap(),
                    package["version"].as_str().unwrap()
                )
            })
        })
        .collect();
    offenders.sort();
    offenders
}

/// Our declared version, from the same metadata.
fn ours(metadata: &Value) -> RustVersion {
    let ours = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|package| package["name"] == "peerless" && package["source"].is_null())
        .expect("our package");
    RustVersion::parse(ours["rust_version"].as_str().expect("rust-version is set"))
}

/// The locked dependencies of every platform when all are downloaded (`.ci/run` fetches them),
/// otherwise this machine's (building the tests downloaded them), with which they are; `None`
/// (after saying why) when not even these can be read. Either shortfall fails under `CI=true`.
fn locked_dependencies(test: &str) -> Option<(Value, String)> {
    let error = match metadata(None) {
        Ok(metadata) => return Some((metadata, "any platform".to_string())),
        Err(error) => error,
    };
    common::skip(
        &format!("{test} (other platforms)"),
        &format!(
            "not every platform's dependencies are downloaded (`cargo fetch` does it): {error}"
        ),
    );
    let host = host();
    match metadata(Some(&host)) {
        Ok(metadata) => Some((metadata, host)),
        Err(error) => {
            common::skip(
                test,
                &format!("this platform's dependencies are not downloaded: {error}"),
            );
            None
        }
    }
}

#[test]
fn no_locked_dependency_needs_a_newer_rust_than_rust_version_says() {
    let Some((metadata, platforms)) =
        locked_dependencies("no_locked_dependency_needs_a_newer_rust_than_rust_version_says")
    else {
        return;
    };
    let ours = ours(&metadata);
    assert_eq!(ours, RustVersion::parse(env!("CARGO_PKG_RUST_VERSION")));
    let offenders = too_new(&metadata, ours);
    assert!(
        offenders.is_empty(),
        "rust-version is {ours}, but these locked dependencies ({platforms}) need a newer Rust: \
         {}",
        offenders.join(", ")
    );
}

#[test]
fn the_check_names_what_is_too_new() {
    let Some((metadata, _)) = locked_dependencies("the_check_names_what_is_too_new") else {
        return;
    };
    // Against an older Rust the edition-2024 crates we use are named.
    let offenders = too_new(&metadata, RustVersion(1, 80, 0));
    assert!(
        offenders
            .iter()
            .any(|o| o.starts_with("rand_core 0.10") && o.ends_with("(needs 1.85.0)")),
        "{offenders:?}"
    );
    assert!(too_new(&metadata, RustVersion(9, 0, 0)).is_empty());
}
