//! Numbers with a fraction, as the screens and the scripted mode's report print them: with
//! integers only. The standard library prints a float with an algorithm and tables of its own
//! (some 7 KB of the page's wasm) that nothing else in the game needs.

use std::fmt;
use std::time::Duration;

/// `value` rounded to at most `places` decimals (up to 9), its trailing zeros left out: `412`,
/// `206.5`, `117.33`. What the report gives of a position; a test reads it back as a float.
#[derive(Clone, Copy, Debug)]
pub struct Decimal(pub f32, pub u32);

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Decimal(value, places) = *self;
        let places = places.min(9);
        let scale = 10u64.pow(places);
        let scaled = (f64::from(value).abs() * scale as f64).round();
        if !scaled.is_finite() || scaled >= 1e18 {
            // Nothing the game lays out is this large; say so rather than print a wrong number.
            return f.write_str(if value.is_nan() { "NaN" } else { "inf" });
        }
        // Finite, not negative and below 1e18: it fits.
        let scaled = scaled as u64;
        if value < 0.0 && scaled != 0 {
            f.write_str("-")?;
        }
        write!(f, "{}", scaled / scale)?;
        let (mut fraction, mut digits) = (scaled % scale, places);
        if fraction == 0 {
            return Ok(());
        }
        while fraction % 10 == 0 {
            fraction /= 10;
            digits -= 1;
        }
        write!(f, ".{fraction:0width$}", width = digits as usize)
    }
}

/// A duration in `unit`s (seconds, milliseconds: `Duration::from_secs(1)` and so on) with one
/// decimal, always shown: `2.0`, `16.7`. What a player and the report read of a time.
#[derive(Clone, Copy, Debug)]
pub struct Tenths(pub Duration, pub Duration);

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Tenths(time, unit) = *self;
        let tenth = unit.as_nanos().max(10) / 10;
        let tenths = (time.as_nanos() + tenth / 2) / tenth;
        write!(f, "{}.{}", tenths / 10, tenths % 10)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_round_and_leave_out_trailing_zeros() {
        for (value, places, text) in [
            (412.0, 2, "412"),
            (206.5, 2, "206.5"),
            (117.333_33, 2, "117.33"),
            (0.006, 2, "0.01"),
            (1.999, 2, "2"),
            (-3.25, 1, "-3.3"),
            (-0.001, 2, "0"),
            (0.0, 3, "0"),
            (1.05, 3, "1.05"),
            (12.000_5, 4, "12.0005"),
        ] {
            assert_eq!(
                Decimal(value, places).to_string(),
                text,
                "{value} to {places}"
            );
        }
        assert_eq!(Decimal(f32::NAN, 2).to_string(), "NaN");
        assert_eq!(Decimal(f32::INFINITY, 2).to_string(), "inf");
    }

    #[test]
    fn decimals_read_back_as_the_number_they_round() {
        for i in 0..20_000u32 {
            let value = i as f32 * 0.37 - 1000.0;
            let text = Decimal(value, 2).to_string();
            let back: f32 = text.parse().unwrap();
            assert!((back - value).abs() <= 0.005 + 1e-3, "{value}: {text}");
        }
    }

    #[test]
    fn tenths_of_a_unit_are_rounded_and_always_shown() {
        let second = Duration::from_secs(1);
        let ms = Duration::from_millis(1);
        assert_eq!(
            Tenths(Duration::from_millis(2_000), second).to_string(),
            "2.0"
        );
        assert_eq!(
            Tenths(Duration::from_millis(1_949), second).to_string(),
            "1.9"
        );
        assert_eq!(
            Tenths(Duration::from_millis(1_950), second).to_string(),
            "2.0"
        );
        assert_eq!(
            Tenths(Duration::from_micros(16_667), ms).to_string(),
            "16.7"
        );
        assert_eq!(Tenths(Duration::ZERO, ms).to_string(), "0.0");
    }
}
