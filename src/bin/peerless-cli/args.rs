//! A small command-line parser: `--flag`, `--option VALUE`, `--option=VALUE`, `-h`, `--` and
//! positional arguments. The tool has a handful of options per command, which does not justify a
//! parsing dependency in a crate that ships on phones.

use std::collections::VecDeque;
use std::ffi::OsString;

use crate::CliError;

/// One command-line argument, classified.
#[derive(Debug, PartialEq, Eq)]
pub enum Arg {
    /// `--name` or `-n` (with any `=value` split off and kept for [`Args::value`]).
    Flag(String),
    /// Anything else, including `-` (standard input) and everything after `--`.
    Positional(String),
}

/// The arguments after the command name, consumed one at a time.
pub struct Args {
    pending: VecDeque<String>,
    /// The value of the last flag when it was written `--name=value`.
    attached: Option<String>,
    only_positional: bool,
    command: &'static str,
}

impl Args {
    /// Wraps the raw arguments of `command` (for error messages); rejects non-UTF-8 arguments.
    pub fn new(raw: Vec<OsString>, command: &'static str) -> Result<Args, CliError> {
        let pending = raw
            .into_iter()
            .map(|arg| {
                arg.into_string()
                    .map_err(|arg| CliError::Usage(format!("argument {arg:?} is not valid UTF-8")))
            })
            .collect::<Result<VecDeque<_>, _>>()?;
        Ok(Args {
            pending,
            attached: None,
            only_positional: false,
            command,
        })
    }

    /// The next argument, or `None` when all are consumed. A `--name=value` value not taken by
    /// [`Args::value`] is an error.
    pub fn next(&mut self) -> Result<Option<Arg>, CliError> {
        if let Some(value) = self.attached.take() {
            return Err(self.usage(format!("this option takes no value (got '{value}')")));
        }
        let Some(arg) = self.pending.pop_front() else {
            return Ok(None);
        };
        if self.only_positional || arg == "-" || !arg.starts_with('-') {
            return Ok(Some(Arg::Positional(arg)));
        }
        if arg == "--" {
            self.only_positional = true;
            return self.next();
        }
        match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => {
                self.attached = Some(value.to_string());
                Ok(Some(Arg::Flag(name.to_string())))
            }
            _ => Ok(Some(Arg::Flag(arg))),
        }
    }

    /// The value of the option just returned by [`Args::next`]: the `=value` part, or the next
    /// argument.
    pub fn value(&mut self, flag: &str) -> Result<String, CliError> {
        if let Some(value) = self.attached.take() {
            return Ok(value);
        }
        self.pending
            .pop_front()
            .ok_or_else(|| self.usage(format!("{flag} needs a value")))
    }

    /// The value of `flag` parsed as a number.
    pub fn number<T: std::str::FromStr>(&mut self, flag: &str) -> Result<T, CliError> {
        let text = self.value(flag)?;
        text.parse()
            .map_err(|_| self.usage(format!("{flag} needs a number, got '{text}'")))
    }

    /// A usage error that names the command, for flags this command does not know.
    pub fn unknown(&self, arg: Arg) -> CliError {
        match arg {
            Arg::Flag(flag) => self.usage(format!("unknown option '{flag}'")),
            Arg::Positional(value) => self.usage(format!("unexpected argument '{value}'")),
        }
    }

    /// A usage error for this command.
    pub fn usage(&self, message: String) -> CliError {
        CliError::Usage(format!(
            "{message}\nTry 'peerless-cli {} --help'.",
            self.command
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Args {
        Args::new(list.iter().map(OsString::from).collect(), "test").unwrap()
    }

    #[test]
    fn classifies_flags_values_and_positionals() {
        let mut a = args(&["--limit=3", "--stats", "-", "--", "--file"]);
        assert_eq!(a.next().unwrap(), Some(Arg::Flag("--limit".into())));
        assert_eq!(a.number::<usize>("--limit").unwrap(), 3);
        assert_eq!(a.next().unwrap(), Some(Arg::Flag("--stats".into())));
        assert_eq!(a.next().unwrap(), Some(Arg::Positional("-".into())));
        assert_eq!(a.next().unwrap(), Some(Arg::Positional("--file".into())));
        assert_eq!(a.next().unwrap(), None);
    }

    #[test]
    fn reports_missing_and_bad_values() {
        let mut a = args(&["--limit"]);
        a.next().unwrap();
        let CliError::Usage(message) = a.value("--limit").unwrap_err() else {
            panic!("usage error expected")
        };
        assert!(message.starts_with("--limit needs a value"));
        let mut a = args(&["--limit", "x"]);
        a.next().unwrap();
        assert!(a.number::<usize>("--limit").is_err());
        let mut a = args(&["--stats=yes"]);
        a.next().unwrap();
        assert!(a.next().is_err(), "a value on a plain flag is refused");
    }
}
