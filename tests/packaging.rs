//! The platform packaging that cannot be built on Linux is checked for what can go wrong in it:
//! the Android metadata cargo-quad-apk reads, the iOS Info.plist, and the build scripts. The
//! Android build script is run for real, with stand-ins for the tools it calls (cargo, rustup,
//! Docker, the SDK's zipalign and apksigner) that record how they were called.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn manifest() -> toml::Table {
    let text = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    text.parse().expect("Cargo.toml parses")
}

/// The crate version as Android's integer version code: major * 10000 + minor * 100 + patch.
fn version_code() -> i64 {
    let parts: Vec<i64> = env!("CARGO_PKG_VERSION")
        .split('.')
        .map(|p| p.parse().unwrap())
        .collect();
    parts[0] * 10_000 + parts[1] * 100 + parts[2]
}

#[test]
fn android_metadata_is_what_cargo_quad_apk_and_the_loader_need() {
    let manifest = manifest();
    let package = manifest["package"].as_table().unwrap();
    let android = package["metadata"]["android"].as_table().unwrap();
    let name = package["name"].as_str().unwrap();
    assert!(
        !name.contains('-'),
        "the library name comes from the crate name: no hyphen"
    );

    // The Java side loads the library named after the app id's last segment; cargo-quad-apk
    // names it after the binary target.
    let app_id = android["package_name"].as_str().unwrap();
    let bins = manifest["bin"].as_array().unwrap();
    let game_bin = bins
        .iter()
        .find(|b| b["path"].as_str() == Some("src/main.rs"))
        .expect("the game binary");
    assert_eq!(app_id.rsplit('.').next(), game_bin["name"].as_str());
    assert_eq!(game_bin["name"].as_str(), Some(name));
    assert_eq!(app_id.split('.').count(), 3, "reverse-DNS app id: {app_id}");

    assert_eq!(android["label"].as_str(), Some("Peerless"));
    assert_eq!(
        android["version_name"].as_str(),
        Some(env!("CARGO_PKG_VERSION"))
    );
    assert_eq!(android["version_code"].as_integer(), Some(version_code()));
    let sdk = |key: &str| android[key].as_integer().unwrap();
    assert!(
        sdk("android_version") >= 30,
        "miniquad's Java uses API-30 classes"
    );
    assert!(
        (30..=35).contains(&sdk("target_sdk_version")),
        "API 36 hides the back key"
    );
    assert!(sdk("min_sdk_version") <= sdk("target_sdk_version"));
    let targets: Vec<&str> = android["build_targets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    for target in [
        "aarch64-linux-android",
        "armv7-linux-androideabi",
        "x86_64-linux-android",
    ] {
        assert!(targets.contains(&target), "{target} missing");
    }
    assert_eq!(android["fullscreen"].as_bool(), Some(true));
    assert_eq!(
        android["activity_attributes"]["android:screenOrientation"].as_str(),
        Some("portrait")
    );
    let activity = android["activity_attributes"].as_table().unwrap();
    assert!(
        !activity.contains_key("android:configChanges"),
        "cargo-quad-apk writes configChanges itself"
    );
    // cargo-quad-apk's manifest has a MAIN/LAUNCHER intent filter and no android:exported:
    // targeting SDK 31 or more, the installer then refuses the APK, and the launcher can start
    // only an exported activity.
    assert!(sdk("target_sdk_version") >= 31);
    assert_eq!(
        activity.get("android:exported").and_then(|v| v.as_str()),
        Some("true"),
        "android:exported on the launcher activity"
    );
    assert_eq!(android["icon"].as_str(), Some("@mipmap/ic_launcher"));
    let res = root().join(android["res"].as_str().unwrap());
    for density in ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"] {
        let icon = res.join(format!("mipmap-{density}/ic_launcher.png"));
        assert!(icon.is_file(), "{} missing", icon.display());
    }
}

/// The activity's native methods the game's own Java adds (quad.toml's main_activity_inject,
/// put into miniquad's MainActivity by cargo-quad-apk) are in the app id's package, so JNI
/// finds each by a name that holds the app id: every one has its function in the game, under
/// the name this app id gives it, and the injected blocks are ones cargo-quad-apk places.
#[test]
fn the_activitys_injected_natives_are_named_for_the_app_id() {
    let manifest = manifest();
    let android = &manifest["package"]["metadata"]["android"];
    let app_id = android["package_name"].as_str().unwrap();
    let quad: toml::Table = read("quad.toml").parse().expect("quad.toml parses");
    let inject = read(quad["main_activity_inject"].as_str().unwrap());
    let blocks: Vec<&str> = inject
        .lines()
        .filter_map(|line| line.strip_prefix("//%"))
        .map(str::trim)
        .collect();
    for block in &blocks {
        assert!(
            [
                "IMPORTS",
                "MAIN_ACTIVITY_BODY",
                "MAIN_ACTIVITY_ON_ACTIVITY_RESULT",
                "END"
            ]
            .contains(block),
            "{block}"
        );
    }
    let natives: Vec<&str> = inject
        .lines()
        .filter(|line| line.contains(" native "))
        .filter_map(|line| line.split('(').next()?.split_whitespace().last())
        .collect();
    assert!(!natives.is_empty(), "{inject}");
    let jni = read("src/app/platform/android/jni.rs");
    for native in natives {
        let name = format!("Java_{}_MainActivity_{native}", app_id.replace('.', "_"));
        assert!(
            jni.contains(&format!("fn {name}(")),
            "{name} is not in jni.rs"
        );
    }
}

#[test]
fn the_ios_info_plist_has_the_keys_and_matches_the_crate() {
    let plist: plist::Dictionary =
        plist::from_file(root().join("ios/Info.plist")).expect("Info.plist parses");
    let string = |key: &str| {
        plist
            .get(key)
            .and_then(|v| v.as_string())
            .unwrap_or_else(|| panic!("{key} missing"))
            .to_string()
    };
    let manifest = manifest();
    let android = &manifest["package"]["metadata"]["android"];
    assert_eq!(
        string("CFBundleIdentifier"),
        android["package_name"].as_str().unwrap(),
        "one app id on both platforms"
    );
    assert_eq!(string("CFBundleDisplayName"), "Peerless");
    assert_eq!(string("CFBundleExecutable"), env!("CARGO_PKG_NAME"));
    assert_eq!(
        string("CFBundleShortVersionString"),
        env!("CARGO_PKG_VERSION")
    );
    assert_eq!(string("CFBundleVersion"), env!("CARGO_PKG_VERSION"));
    assert_eq!(string("CFBundlePackageType"), "APPL");
    let orientations = |key: &str| -> Vec<String> {
        plist
            .get(key)
            .and_then(|v| v.as_array())
            .unwrap_or_else(|| panic!("{key} missing"))
            .iter()
            .map(|v| v.as_string().unwrap().to_string())
            .collect()
    };
    assert_eq!(
        orientations("UISupportedInterfaceOrientations"),
        ["UIInterfaceOrientationPortrait"],
        "portrait on iPhone"
    );
    assert_eq!(
        orientations("UISupportedInterfaceOrientations~ipad").len(),
        4,
        "all on iPad"
    );
    for key in [
        "UIRequiresFullScreen",
        "UIStatusBarHidden",
        "LSRequiresIPhoneOS",
    ] {
        assert_eq!(
            plist.get(key).and_then(|v| v.as_boolean()),
            Some(true),
            "{key}"
        );
    }
    assert!(plist.get("UILaunchScreen").is_some(), "a launch screen");
    let icons = plist
        .get("CFBundleIcons")
        .and_then(|v| v.as_dictionary())
        .and_then(|d| d.get("CFBundlePrimaryIcon"))
        .and_then(|v| v.as_dictionary())
        .and_then(|d| d.get("CFBundleIconFiles"))
        .and_then(|v| v.as_array())
        .expect("icon files");
    for icon in icons {
        let name = icon.as_string().unwrap();
        assert!(
            root().join(format!("ios/icons/{name}@2x.png")).is_file(),
            "{name}@2x.png missing"
        );
    }
}

/// Runs a checker on a script; `None` when the checker is not installed.
fn check_script(checker: &str, args: &[&str], script: &Path) -> Option<bool> {
    let output = Command::new(checker).args(args).arg(script).output().ok()?;
    if !output.status.success() {
        eprintln!(
            "{checker} {}:\n{}{}",
            script.display(),
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Some(output.status.success())
}

#[test]
fn the_build_scripts_pass_bash_n_and_shellcheck() {
    let scripts = [
        "android/build-apk.sh",
        "android/make-icons.sh",
        "ios/build-sim.sh",
        "ios/make-icons.sh",
        "assets/icon/make-icon.sh",
        "assets/fonts/subset.sh",
        "web/build.sh",
        ".ci/run",
        ".ci/lint",
    ];
    // And every maintainer's script.
    let mut maintainers: Vec<String> = std::fs::read_dir(root().join("scripts"))
        .expect("scripts/")
        .map(|entry| format!("scripts/{}", entry.unwrap().file_name().to_string_lossy()))
        .filter(|name| name.ends_with(".sh"))
        .collect();
    maintainers.sort();
    assert!(maintainers.len() >= 4, "{maintainers:?}");
    let mut shellcheck_missing = false;
    for script in scripts
        .iter()
        .copied()
        .chain(maintainers.iter().map(String::as_str))
    {
        let path = root().join(script);
        assert_eq!(check_script("bash", &["-n"], &path), Some(true), "{script}");
        match check_script("shellcheck", &[], &path) {
            Some(ok) => assert!(ok, "shellcheck {script}"),
            None => shellcheck_missing = true,
        }
    }
    if shellcheck_missing {
        // .ci/run installs shellcheck: under CI=true this fails rather than skip the half.
        common::skip(
            "the_build_scripts_pass_bash_n_and_shellcheck (its shellcheck half)",
            "shellcheck is not installed (apt-get install shellcheck)",
        );
    }
}

/// The skip rule itself, seen from outside: this test binary is run again on the shellcheck test
/// with a `PATH` where bash is found and shellcheck is not. Without `CI` the test passes and says
/// it skipped; under `CI=true` it fails and says why.
#[cfg(unix)]
#[test]
fn a_missing_checker_skips_on_a_developers_machine_and_fails_under_ci() {
    let dir = common::TempDir::new("no-shellcheck");
    let bash = ["/bin/bash", "/usr/bin/bash"]
        .into_iter()
        .find(|path| Path::new(path).exists())
        .expect("bash is installed");
    std::os::unix::fs::symlink(bash, dir.path().join("bash")).unwrap();
    let run = |ci: Option<&str>| {
        let mut command = Command::new(std::env::current_exe().unwrap());
        command
            .args([
                "--exact",
                "the_build_scripts_pass_bash_n_and_shellcheck",
                "--nocapture",
            ])
            .env("PATH", dir.path());
        match ci {
            Some(value) => command.env("CI", value),
            None => command.env_remove("CI"),
        };
        let output = command.output().unwrap();
        let text = String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr);
        (output.status.success(), text)
    };
    let (passed, text) = run(None);
    assert!(passed, "{text}");
    assert!(text.contains("1 passed"), "the test ran: {text}");
    assert!(
        text.contains("SKIPPED") && text.contains("shellcheck is not installed"),
        "{text}"
    );
    let (passed, text) = run(Some("true"));
    assert!(!passed, "under CI=true a skip is a failure: {text}");
    assert!(
        text.contains("CI=true does not allow skipping it: shellcheck is not installed"),
        "{text}"
    );
}

// ---------------------------------------------------------------------------------------------
// Android: the minimum SDK, the pins, and the build script run with stand-in tools.

/// The API level cargo-quad-apk's d8 call compiles the dex for, whatever the manifest says: the
/// pinned revision passes `--min-api 26` (src/ops/build.rs, `d8_cmd.arg("--min-api").arg("26")`),
/// and that dex does not load on Android 7 (API 24, 25).
const D8_MIN_API: i64 = 26;

fn read(path: &str) -> String {
    std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The value of a `NAME=value` line of the Android build script (up to a comment).
fn script_pin(name: &str) -> String {
    let script = read("android/build-apk.sh");
    let prefix = format!("{name}=");
    let line = script
        .lines()
        .find(|line| line.starts_with(&prefix))
        .unwrap_or_else(|| panic!("android/build-apk.sh sets {name}"));
    line[prefix.len()..]
        .split_whitespace()
        .next()
        .expect("a value")
        .to_string()
}

/// The default of an `ARG NAME=value` line of android/Dockerfile.
fn dockerfile_arg(name: &str) -> String {
    let dockerfile = read("android/Dockerfile");
    let prefix = format!("ARG {name}=");
    dockerfile
        .lines()
        .find_map(|line| line.strip_prefix(&prefix))
        .unwrap_or_else(|| panic!("android/Dockerfile has ARG {name}"))
        .trim()
        .to_string()
}

/// A README section: from its `## ` heading to the next one.
fn section(text: &str, heading: &str) -> String {
    let start = text
        .find(&format!("\n## {heading}\n"))
        .unwrap_or_else(|| panic!("a section \"## {heading}\""));
    let rest = &text[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |end| end + 3);
    rest[..end].to_string()
}

/// `1.88` or `1.88.0` as numbers, for comparing versions.
fn version(text: &str) -> Vec<u32> {
    let mut parts: Vec<u32> = text
        .split('.')
        .map(|part| part.parse().unwrap_or_else(|_| panic!("a version: {text}")))
        .collect();
    parts.resize(3, 0);
    parts
}

#[test]
fn the_minimum_sdk_is_one_the_dex_loads_on() {
    let manifest = manifest();
    let android = &manifest["package"]["metadata"]["android"];
    let min = android["min_sdk_version"].as_integer().unwrap();
    assert!(
        min >= D8_MIN_API,
        "min_sdk_version {min}: cargo-quad-apk's dex needs API {D8_MIN_API}"
    );
    // What the README promises is what the manifest says.
    let readme = read("android/README.md");
    assert!(readme.contains(&format!("minimum SDK {min}")), "{readme}");
    assert!(
        section(&read("README.md"), "Android").contains(&format!("(API {min})")),
        "README.md's Android section names the minimum API"
    );
}

#[test]
fn the_pinned_tool_ndk_and_platform_agree_across_script_dockerfile_and_readmes() {
    let rev = script_pin("QUAD_APK_REV");
    assert!(
        rev.len() == 40 && rev.chars().all(|c| c.is_ascii_hexdigit()),
        "a full commit id: {rev}"
    );
    let ndk = script_pin("NDK_VERSION");
    assert!(
        ndk.starts_with("25."),
        "NDK r25 (r26 moved lib64/clang): {ndk}"
    );
    assert_eq!(dockerfile_arg("QUAD_APK_REV"), rev);
    assert_eq!(dockerfile_arg("NDK_VERSION"), ndk);
    // The link check reproduces that revision's link of the game (android/link-check.py).
    assert!(
        read("android/link-check.py").contains(&format!("\nQUAD_APK_REV = \"{rev}\"\n")),
        "android/link-check.py reproduces cargo-quad-apk at {rev}"
    );

    // The image has the compile SDK cargo-quad-apk links against (platforms/android-N/android.jar)
    // and build tools no older than it.
    let manifest = manifest();
    let android_version = manifest["package"]["metadata"]["android"]["android_version"]
        .as_integer()
        .unwrap();
    assert_eq!(
        dockerfile_arg("ANDROID_PLATFORM"),
        android_version.to_string()
    );
    let build_tools = dockerfile_arg("BUILD_TOOLS");
    assert!(
        version(&build_tools)[0] >= android_version as u32,
        "{build_tools}"
    );
    let dockerfile = read("android/Dockerfile");
    assert!(dockerfile.contains("\"platforms;android-${ANDROID_PLATFORM}\""));
    assert!(dockerfile.contains("\"ndk;${NDK_VERSION}\""));
    assert!(dockerfile.contains("--rev ${QUAD_APK_REV} cargo-quad-apk"));
    assert!(dockerfile.contains("cargo install --locked"));

    // The image's Rust builds every locked dependency (Cargo.toml's rust-version says which).
    let rust = dockerfile
        .lines()
        .find_map(|line| line.strip_prefix("FROM rust:"))
        .expect("FROM rust:<version>-...");
    let rust = rust.split('-').next().unwrap();
    let needed = manifest["package"]["rust-version"].as_str().unwrap();
    assert!(
        version(rust) >= version(needed),
        "the image's Rust {rust} is older than rust-version {needed}"
    );

    // The build guide names the same revision, NDK and platform (the README and docs/android.md
    // send the reader to it rather than repeat them).
    let guide = read("android/README.md");
    for pin in [rev.as_str(), ndk.as_str(), "r25c"] {
        assert!(guide.contains(pin), "android/README.md names {pin}");
    }
    assert!(
        guide.contains(&format!("--rev {rev} cargo-quad-apk"))
            || guide.contains(&format!("--rev\n{rev} cargo-quad-apk")),
        "android/README.md installs cargo-quad-apk at the pinned revision"
    );
    assert!(
        guide.contains(&format!("platforms;android-{android_version}")),
        "android/README.md names the platform"
    );
}

#[test]
fn the_android_readme_names_the_log_tag_miniquad_writes() {
    // miniquad's log macros, panic hook and Java side log under "SAPP"; nothing sends standard
    // output or error to logcat ("RustStdoutStderr" is another glue's tag).
    let readme = read("android/README.md");
    assert!(readme.contains("adb logcat -s SAPP:V"), "{readme}");
    assert!(!readme.contains("RustStdoutStderr"));
}

#[test]
fn the_scripts_a_mac_runs_expand_no_array() {
    // macOS's /bin/bash is 3.2, where expanding an empty array under `set -u` is an error.
    for script in [
        "android/build-apk.sh",
        "android/make-icons.sh",
        "ios/build-sim.sh",
        "ios/make-icons.sh",
    ] {
        let text = read(script);
        assert!(
            !text.contains("[@]") && !text.contains("[*]"),
            "{script} expands an array"
        );
    }
}

/// A copy of the Android build script in a folder of its own (so a run writes nothing into the
/// checkout), beside stand-ins for cargo, rustup, Docker and the SDK's tools that record each
/// call in a log, an SDK folder and an NDK folder with a `source.properties`.
#[cfg(unix)]
struct Rig {
    dir: common::TempDir,
}

#[cfg(unix)]
impl Rig {
    fn new(name: &str) -> Rig {
        let dir = common::TempDir::new(name);
        let rig = Rig { dir };
        let tree = rig.tree();
        std::fs::create_dir_all(tree.join("android")).unwrap();
        std::fs::create_dir_all(tree.join("src")).unwrap();
        std::fs::create_dir_all(tree.join("target")).unwrap();
        std::fs::copy(
            root().join("android/build-apk.sh"),
            tree.join("android/build-apk.sh"),
        )
        .unwrap();
        std::fs::write(tree.join("src/main.rs"), "fn main() {}\n").unwrap();
        std::fs::write(tree.join("target/stale"), "an old build\n").unwrap();

        let log = r#"printf '%s\n' "$(basename "$0") $*" >> "$RIG_LOG""#;
        rig.tool(
            "bin/cargo",
            &format!(
                r#"{log}
case "$1" in
install) [ "$2" = --list ] && printf '%s\n    cargo-quad-apk\n' "$RIG_INSTALLED" ;;
quad-apk)
    printf 'cwd %s\n' "$PWD" >> "$RIG_LOG"
    mkdir -p target/android-artifacts/release/apk
    printf 'built by cargo\n' > target/android-artifacts/release/apk/peerless.apk ;;
esac"#
            ),
        );
        rig.tool("bin/rustup", log);
        rig.tool(
            "bin/docker",
            &format!(
                r#"{log}
if [ "$1" = run ]; then
    d=$(mktemp -d)
    printf 'built in the container\n' > "$d/peerless.apk"
    tar -c -f - -C "$d" peerless.apk
    rm -rf "$d"
fi"#
            ),
        );
        rig.tool(
            "sdk/build-tools/35.0.0/zipalign",
            &format!("{log}\ncp \"$4\" \"$5\""),
        );
        rig.tool("sdk/build-tools/35.0.0/apksigner", log);
        std::fs::create_dir_all(rig.path("sdk/platforms/android-35")).unwrap();
        std::fs::write(rig.path("sdk/platforms/android-35/android.jar"), "").unwrap();
        rig.set_ndk(&script_pin("NDK_VERSION"));
        rig
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.dir.path().join(relative)
    }

    /// The copy of the project the script runs in.
    fn tree(&self) -> PathBuf {
        self.path("tree")
    }

    fn tool(&self, relative: &str, body: &str) {
        use std::os::unix::fs::PermissionsExt;
        let path = self.path(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }

    fn set_ndk(&self, revision: &str) {
        std::fs::create_dir_all(self.path("ndk")).unwrap();
        std::fs::write(
            self.path("ndk/source.properties"),
            format!("Pkg.Desc = Android NDK\nPkg.Revision = {revision}\n"),
        )
        .unwrap();
    }

    /// What `cargo install --list` shows for cargo-quad-apk installed from its repository at
    /// the pinned revision.
    fn pinned_install() -> String {
        let rev = script_pin("QUAD_APK_REV");
        format!(
            "cargo-quad-apk v0.1.4 (https://github.com/not-fl3/cargo-quad-apk?rev={rev}#{}):",
            &rev[..8]
        )
    }

    /// Runs the script with `args` and extra environment, from the rig's folder.
    fn run(&self, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
        let path = format!(
            "{}:{}",
            self.path("bin").display(),
            std::env::var("PATH").unwrap_or_default()
        );
        let mut command = Command::new("bash");
        command
            .arg(self.tree().join("android/build-apk.sh"))
            .args(args)
            .current_dir(self.dir.path())
            .env("PATH", path)
            .env("RIG_LOG", self.path("log"))
            .env("RIG_INSTALLED", Rig::pinned_install())
            .env("ANDROID_HOME", self.path("sdk"))
            .env("NDK_HOME", self.path("ndk"))
            .env_remove("PEERLESS_KEYSTORE")
            .env_remove("PEERLESS_KEY_ALIAS")
            .env_remove("PEERLESS_KEYSTORE_PASS")
            .env_remove("PEERLESS_BUILD_DIR");
        for (key, value) in env {
            command.env(key, value);
        }
        command.output().expect("bash runs")
    }

    /// The recorded calls, one line each: the tool's name and its arguments.
    fn calls(&self) -> Vec<String> {
        std::fs::read_to_string(self.path("log"))
            .unwrap_or_default()
            .lines()
            .map(str::to_string)
            .collect()
    }

    fn call(&self, prefix: &str) -> String {
        let calls = self.calls();
        calls
            .iter()
            .find(|call| call.starts_with(prefix))
            .unwrap_or_else(|| panic!("no call {prefix}...: {calls:#?}"))
            .clone()
    }

    fn apk(&self) -> PathBuf {
        self.tree()
            .join("target/android-artifacts/release/apk/peerless.apk")
    }
}

#[cfg(unix)]
fn succeeded(output: &std::process::Output) {
    assert!(
        output.status.success(),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

#[cfg(unix)]
#[test]
fn the_build_script_packages_the_game_binary_only() {
    let rig = Rig::new("apk-local");
    let output = rig.run(&["--local"], &[]);
    succeeded(&output);
    assert_eq!(
        rig.call("cargo quad-apk"),
        "cargo quad-apk build --release --bin peerless --locked",
        "the game binary alone (without --bin, the puzzle tool becomes an APK too), signed with the debug key"
    );
    assert_eq!(
        rig.call("cwd"),
        format!("cwd {}", rig.tree().display()),
        "built at the project's root"
    );
    assert!(rig.call("rustup").contains("aarch64-linux-android"));
    assert_eq!(
        std::fs::read_to_string(rig.apk()).unwrap(),
        "built by cargo\n"
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("APK: target/android-artifacts/release/apk/peerless.apk"),
        "{stdout}"
    );
}

#[cfg(unix)]
#[test]
fn a_release_is_built_unsigned_then_signed_with_the_password_off_the_command_line() {
    let rig = Rig::new("apk-release");
    std::fs::write(rig.path("release.jks"), "a keystore").unwrap();
    let password = "pass-that-must-stay-hidden";
    let output = rig.run(
        &["--local"],
        &[
            // Relative to where the script was started, not to the project.
            ("PEERLESS_KEYSTORE", "release.jks"),
            ("PEERLESS_KEY_ALIAS", "peerless"),
            ("PEERLESS_KEYSTORE_PASS", password),
        ],
    );
    succeeded(&output);
    assert_eq!(
        rig.call("cargo quad-apk"),
        "cargo quad-apk build --release --bin peerless --locked --nosign"
    );
    assert!(rig.call("zipalign").starts_with("zipalign -f -p 4 "));
    let sign = rig.call("apksigner sign");
    let keystore = rig.path("release.jks");
    assert!(
        sign.contains(&format!("--ks {} ", keystore.display())),
        "{sign}"
    );
    assert!(sign.contains("--ks-key-alias peerless"), "{sign}");
    assert!(
        sign.contains("--ks-pass env:PEERLESS_KEYSTORE_PASS"),
        "{sign}"
    );
    assert!(rig.call("apksigner verify").ends_with("peerless.apk"));
    assert!(
        rig.calls().iter().all(|call| !call.contains(password)),
        "the password is on a command line: {:#?}",
        rig.calls()
    );
}

#[cfg(unix)]
#[test]
fn the_build_script_refuses_an_ndk_or_a_tool_that_cannot_build_the_apk() {
    let rev = script_pin("QUAD_APK_REV");

    // NDK r26 moved lib64/clang, where cargo-quad-apk looks for libunwind.a.
    let rig = Rig::new("apk-ndk26");
    rig.set_ndk("26.1.10909125");
    let output = rig.run(&["--local"], &[]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("26.1.10909125") && stderr.contains("NDK r25c"),
        "{stderr}"
    );
    assert!(stderr.contains("ndk;25.2.9519653"), "{stderr}");
    assert!(rig
        .calls()
        .iter()
        .all(|call| !call.contains("quad-apk build")));

    // The registry's cargo-quad-apk 0.1.4 (2022) cannot build it.
    let rig = Rig::new("apk-registry-tool");
    let output = rig.run(&["--local"], &[("RIG_INSTALLED", "cargo-quad-apk v0.1.4:")]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("--git https://github.com/not-fl3/cargo-quad-apk")
            && stderr.contains(&format!("--rev {rev} cargo-quad-apk")),
        "{stderr}"
    );
    assert!(rig
        .calls()
        .iter()
        .all(|call| !call.contains("quad-apk build")));

    let output = Rig::new("apk-usage").run(&["--debug"], &[]);
    assert_eq!(output.status.code(), Some(2));
}

#[cfg(unix)]
#[test]
fn the_docker_build_keeps_its_key_and_hands_back_files_the_user_owns() {
    use std::os::unix::fs::MetadataExt;
    let rig = Rig::new("apk-docker");
    // An APK from an earlier build must not pass for this one's.
    std::fs::create_dir_all(rig.apk().parent().unwrap()).unwrap();
    std::fs::write(rig.apk(), "an old APK\n").unwrap();
    let output = rig.run(&[], &[]);
    succeeded(&output);

    let calls = rig.calls();
    let build = rig.call("docker build");
    assert_eq!(
        build,
        "docker build --platform linux/amd64 -t peerless-android -f android/Dockerfile android"
    );
    let run = rig.call("docker run");
    assert!(
        calls.iter().position(|c| *c == build) < calls.iter().position(|c| *c == run),
        "the image is built first: {calls:#?}"
    );
    let tree = rig.tree();
    for part in [
        " --rm ".to_string(),
        " --platform linux/amd64 ".to_string(),
        // The container cannot write into the tree...
        format!(" -v {}:/src:ro -w /src ", tree.display()),
        // ...and keeps its debug key, so a rebuilt APK installs over the last one.
        " -v peerless-android-keys:/root/.android ".to_string(),
        " -v peerless-android-target:/build/target ".to_string(),
        " peerless-android android/build-apk.sh --container".to_string(),
    ] {
        assert!(run.contains(&part), "{part:?} in {run}");
    }
    assert!(
        !run.contains(" -t ") && !run.contains(" -it "),
        "no terminal: standard output carries the APK"
    );
    assert!(
        !run.contains("/keystore"),
        "no release key asked for: {run}"
    );

    // The APK came through the pipe, written here by the user running the script.
    assert_eq!(
        std::fs::read_to_string(rig.apk()).unwrap(),
        "built in the container\n"
    );
    let me = std::fs::metadata(rig.dir.path()).unwrap().uid();
    assert_eq!(std::fs::metadata(rig.apk()).unwrap().uid(), me);

    // A release: the keystore is mounted read-only, the alias and password passed by name.
    let rig = Rig::new("apk-docker-release");
    std::fs::write(rig.path("release.jks"), "a keystore").unwrap();
    let password = "pass-that-must-stay-hidden";
    let output = rig.run(
        &[],
        &[
            ("PEERLESS_KEYSTORE", "release.jks"),
            ("PEERLESS_KEY_ALIAS", "peerless"),
            ("PEERLESS_KEYSTORE_PASS", password),
        ],
    );
    succeeded(&output);
    let run = rig.call("docker run");
    let keystore = rig.path("release.jks");
    assert!(
        run.contains(&format!(
            " -v {}:/keystore:ro -e PEERLESS_KEYSTORE=/keystore -e PEERLESS_KEY_ALIAS -e PEERLESS_KEYSTORE_PASS ",
            keystore.display()
        )),
        "{run}"
    );
    assert!(!run.contains(password));
}

#[cfg(unix)]
#[test]
fn inside_the_container_the_build_works_on_a_copy_and_streams_the_apk() {
    let rig = Rig::new("apk-container");
    let work = rig.path("build");
    let output = rig.run(
        &["--container"],
        &[("PEERLESS_BUILD_DIR", work.to_str().unwrap())],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(
        rig.call("cargo quad-apk"),
        "cargo quad-apk build --release --bin peerless --locked"
    );
    assert_eq!(rig.call("cwd"), format!("cwd {}", work.display()));
    assert!(work.join("src/main.rs").is_file(), "the source is copied");
    assert!(
        !work.join("target/stale").exists(),
        "the tree's own target folder is not"
    );
    assert!(
        !rig.tree().join("target/android-artifacts").exists(),
        "nothing is written into the tree"
    );

    // Standard output is a tar stream holding the APK and nothing else.
    let stream = rig.path("stream.tar");
    std::fs::write(&stream, &output.stdout).unwrap();
    let listing = Command::new("tar")
        .arg("-tf")
        .arg(&stream)
        .output()
        .unwrap();
    assert!(listing.status.success(), "standard output is a tar stream");
    assert_eq!(String::from_utf8_lossy(&listing.stdout), "peerless.apk\n");
}

// ---------------------------------------------------------------------------------------------
// iOS: the minimum iOS against the launch-screen key.

#[test]
fn the_ios_minimum_is_one_that_has_the_launch_screen_key() {
    let plist: plist::Dictionary =
        plist::from_file(root().join("ios/Info.plist")).expect("Info.plist parses");
    let minimum = plist
        .get("MinimumOSVersion")
        .and_then(|v| v.as_string())
        .expect("MinimumOSVersion");
    let launch = plist
        .get("UILaunchScreen")
        .and_then(|v| v.as_dictionary())
        .expect("a UILaunchScreen dictionary: without a launch screen iOS letterboxes the game");
    // UILaunchScreen is iOS 14's: an iOS 13 that the plist admitted would ignore it.
    assert!(
        version(minimum) >= version("14.0"),
        "MinimumOSVersion {minimum} is older than UILaunchScreen (iOS 14)"
    );
    // A colour or image named there must exist; this bundle has no asset catalog to hold one.
    for (key, value) in launch {
        let name = value.as_string().unwrap_or_default();
        assert!(!name.is_empty(), "UILaunchScreen's {key} names nothing");
    }
    assert!(
        launch.get("UIColorName").is_none() && launch.get("UIImageName").is_none(),
        "ios/build-sim.sh compiles no asset catalog for a named colour or image"
    );

    // The binary is built for the same minimum, and the READMEs say it.
    let script = read("ios/build-sim.sh");
    assert!(
        script.contains(
            "IPHONEOS_DEPLOYMENT_TARGET=$(/usr/libexec/PlistBuddy -c 'Print :MinimumOSVersion' ios/Info.plist)"
        ) && script.contains("export IPHONEOS_DEPLOYMENT_TARGET"),
        "build-sim.sh takes its minimum iOS from the plist"
    );
    let major = minimum.split('.').next().unwrap();
    let guide = read("ios/README.md");
    assert!(guide.contains(&format!("`MinimumOSVersion` {minimum}")));
    assert!(guide.contains(&format!("IPHONEOS_DEPLOYMENT_TARGET={minimum} cargo build")));
    assert!(
        section(&read("README.md"), "iOS").contains(&format!("iOS {major} or later")),
        "README.md's iOS section names the minimum"
    );
}
