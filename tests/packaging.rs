//! The platform packaging that cannot be built on Linux is checked for what can go wrong in it:
//! the Android metadata cargo-quad-apk reads, the iOS Info.plist, and the build scripts.

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
    ];
    let mut shellcheck_missing = false;
    for script in scripts {
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

#[test]
fn the_minimum_sdk_is_one_the_dex_loads_on() {
    let manifest = manifest();
    let android = &manifest["package"]["metadata"]["android"];
    let min = android["min_sdk_version"].as_integer().unwrap();
    assert!(
        min >= D8_MIN_API,
        "min_sdk_version {min}: cargo-quad-apk's dex needs API {D8_MIN_API}"
    );
}
