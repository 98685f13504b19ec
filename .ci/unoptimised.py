#!/usr/bin/env python3
"""Cargo options that leave the libraries Cargo.toml optimises by name unoptimised in a profile.

Cargo.toml gives some libraries opt-level 2 in every development and test build
(`[profile.dev.package]`, which the test profile and the profiles made from dev inherit). A
`package."*"` override does not reach a package named there, so a build that wants every library
unoptimised (the phones' engine tests in .ci/run, android/link-check.py's quick profile) names
each of them too. This reads them from Cargo.toml, for both:

    .ci/unoptimised.py PROFILE    # one `--config=...` option a line
"""

import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def unoptimised_by_name(profile):
    """A `--config` option setting `profile`'s level to 0 for each library Cargo.toml optimises
    by name in `[profile.dev.package]`."""
    with open(ROOT / "Cargo.toml", "rb") as manifest:
        named = tomllib.load(manifest).get("profile", {}).get("dev", {}).get("package", {})
    return [f"--config=profile.{profile}.package.'{name}'.opt-level=0" for name in named if name != "*"]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: .ci/unoptimised.py PROFILE")
    print("\n".join(unoptimised_by_name(sys.argv[1])))
