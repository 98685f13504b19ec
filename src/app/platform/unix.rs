//! What every Unix platform (Linux and other desktops, Android, iOS) answers the same way: the
//! local date, from the C library's `localtime_r`, which reads the system's time zone (`TZ`,
//! `/etc/localtime`, Android's `persist.sys.timezone`, iOS's zone database).

use peerless::game::Date;

/// Today's date where the player is: the system clock in the system's time zone. Falls back to
/// the UTC date if the C library cannot tell the offset.
pub fn today() -> Date {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let seconds = i64::try_from(now).unwrap_or(0);
    Date::from_unix_time(seconds, utc_offset(seconds).unwrap_or(0))
}

/// The system's offset from UTC at the instant `seconds` (since 1970), in seconds east of UTC.
fn utc_offset(seconds: i64) -> Option<i64> {
    let time = libc::time_t::try_from(seconds).ok()?;
    // SAFETY: `tm` is plain data, valid when zeroed; `localtime_r` writes only into it, is
    // thread-safe (unlike `localtime`), and returns null on failure, which is checked before
    // `tm` is read.
    unsafe {
        let mut tm: libc::tm = std::mem::zeroed();
        if libc::localtime_r(&time, &mut tm).is_null() {
            return None;
        }
        // `c_long`: 64 bits here, 32 on 32-bit phones (armv7), where the conversion is real.
        #[allow(clippy::useless_conversion)]
        Some(i64::from(tm.tm_gmtoff))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_local_offset_is_within_a_day() {
        let now = 1_780_000_000;
        let offset = utc_offset(now).expect("the C library knows the offset");
        assert!((-14 * 3600..=14 * 3600).contains(&offset), "{offset}");
    }
}
