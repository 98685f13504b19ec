//! The cell classifier: a small fully connected network read from its weights file, and its
//! forward pass. Our own, about a hundred lines: ARCHITECTURE.md gives the measurement against
//! a runtime (candle) that chose it.

use super::cells::INPUT;

/// Classes a cell is read as: empty, then the digits 1 to 9.
pub const CLASSES: usize = 10;
/// The weights file's first bytes.
const MAGIC: &[u8; 4] = b"PSCN";
/// The version of the weights file's layout this code reads.
const VERSION: u8 = 1;
/// The most numbers a layer may have, so a damaged file cannot ask for gigabytes.
const MAX_LAYER: usize = 1 << 20;

/// A weights file that cannot be read, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// The file does not start with the weights' magic and version.
    Header,
    /// The file ends before its layers do, or goes on after them.
    Length,
    /// The layers do not chain: a layer's inputs are not the last one's outputs, or the first
    /// does not take a cell's input, or the last does not give the ten classes.
    Shape,
}

impl std::fmt::Display for WeightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            WeightsError::Header => "not a Peerless weights file (version 1)",
            WeightsError::Length => "the weights file is cut short or too long",
            WeightsError::Shape => "the weights file's layers do not fit a cell's input",
        })
    }
}

impl std::error::Error for WeightsError {}

/// One fully connected layer: `outputs` rows of `inputs` weights, and a bias each.
#[derive(Clone, Debug)]
struct Layer {
    inputs: usize,
    outputs: usize,
    relu: bool,
    weights: Vec<f32>,
    bias: Vec<f32>,
}

/// The network that reads a cell: layers of weights stored as bytes with a scale per output
/// (8-bit quantised, a quarter of the size of floats), expanded to floats once when read.
#[derive(Clone, Debug)]
pub struct Classifier {
    layers: Vec<Layer>,
    widest: usize,
}

/// The weights the engine ships, made by `scripts/scan/train.py` from the training photos and
/// rendered digits (`assets/scan/README.md` says how).
static SHIPPED: &[u8] = include_bytes!("../../assets/scan/digits.bin");

impl Classifier {
    /// The shipped classifier.
    pub fn shipped() -> Classifier {
        // The shipped file is checked by this module's tests, so it always reads; an empty
        // network (every cell unsure) would stand in rather than a panic.
        Classifier::from_bytes(SHIPPED).unwrap_or(Classifier {
            layers: Vec::new(),
            widest: 0,
        })
    }

    /// Reads a weights file: `PSCN`, the version, the number of layers, then each layer's
    /// inputs and outputs (two bytes each, little-endian), whether a ReLU follows (a byte),
    /// its scales and biases (a 4-byte float per output) and its weights (a signed byte each,
    /// output by output).
    pub fn from_bytes(bytes: &[u8]) -> Result<Classifier, WeightsError> {
        let mut reader = Reader { bytes };
        if reader.take(4)? != MAGIC || reader.byte()? != VERSION {
            return Err(WeightsError::Header);
        }
        let count = usize::from(reader.byte()?);
        let mut layers = Vec::with_capacity(count);
        let mut expected = INPUT;
        for _ in 0..count {
            let inputs = usize::from(reader.u16()?);
            let outputs = usize::from(reader.u16()?);
            let relu = reader.byte()? != 0;
            if inputs != expected || outputs == 0 || inputs * outputs > MAX_LAYER {
                return Err(WeightsError::Shape);
            }
            let scales = reader.floats(outputs)?;
            let bias = reader.floats(outputs)?;
            let raw = reader.take(inputs * outputs)?;
            let weights = raw
                .chunks_exact(inputs)
                .zip(&scales)
                .flat_map(|(row, &scale)| row.iter().map(move |&w| f32::from(w as i8) * scale))
                .collect();
            layers.push(Layer {
                inputs,
                outputs,
                relu,
                weights,
                bias,
            });
            expected = outputs;
        }
        if !reader.bytes.is_empty() {
            return Err(WeightsError::Length);
        }
        if expected != CLASSES || layers.is_empty() {
            return Err(WeightsError::Shape);
        }
        let widest = layers.iter().map(|l| l.outputs).max().unwrap_or(0);
        Ok(Classifier { layers, widest })
    }

    /// The probabilities of the ten classes (empty, 1 ... 9) for one cell's input. The two
    /// buffers are the layers' activations, reused from cell to cell.
    pub fn classify(&self, input: &[f32; INPUT], buffers: &mut [Vec<f32>; 2]) -> [f32; CLASSES] {
        if self.layers.is_empty() {
            return [1.0 / CLASSES as f32; CLASSES];
        }
        let [current, next] = buffers;
        current.clear();
        current.extend_from_slice(input);
        next.reserve(self.widest);
        for layer in &self.layers {
            next.clear();
            for (row, &bias) in layer.weights.chunks_exact(layer.inputs).zip(&layer.bias) {
                let sum = bias + dot(row, current);
                next.push(if layer.relu { sum.max(0.0) } else { sum });
            }
            std::mem::swap(current, next);
        }
        let mut out = [0f32; CLASSES];
        out.copy_from_slice(&current[..CLASSES.min(current.len())]);
        softmax(&mut out);
        out
    }

    /// The number of weights and biases, for the figures.
    pub fn parameters(&self) -> usize {
        self.layers
            .iter()
            .map(|l| l.inputs * l.outputs + l.outputs)
            .sum()
    }
}

/// A dot product in eight lanes, which the compiler turns into vector instructions.
#[inline]
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut lanes = [0f32; 8];
    let (a_chunks, b_chunks) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = a_chunks
        .remainder()
        .iter()
        .zip(b_chunks.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in a_chunks.zip(b_chunks) {
        for i in 0..8 {
            lanes[i] += x[i] * y[i];
        }
    }
    lanes.iter().sum::<f32>() + tail
}

/// Turns scores into probabilities that add up to 1.
fn softmax(scores: &mut [f32; CLASSES]) {
    let top = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut total = 0.0;
    for score in scores.iter_mut() {
        *score = (*score - top).exp();
        total += *score;
    }
    for score in scores.iter_mut() {
        *score /= total;
    }
}

/// The weights file read front to back.
struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    fn take(&mut self, count: usize) -> Result<&'a [u8], WeightsError> {
        if self.bytes.len() < count {
            return Err(WeightsError::Length);
        }
        let (head, rest) = self.bytes.split_at(count);
        self.bytes = rest;
        Ok(head)
    }

    fn byte(&mut self) -> Result<u8, WeightsError> {
        Ok(self.take(1)?[0])
    }

    fn u16(&mut self) -> Result<u16, WeightsError> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    fn floats(&mut self, count: usize) -> Result<Vec<f32>, WeightsError> {
        let bytes = self.take(count * 4)?;
        Ok(bytes
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_weights_read() {
        let classifier = Classifier::from_bytes(SHIPPED).unwrap();
        assert!(classifier.parameters() > 1000);
    }

    #[test]
    fn damaged_weights_are_refused() {
        assert_eq!(
            Classifier::from_bytes(b"nope").unwrap_err(),
            WeightsError::Header
        );
        let cut = &SHIPPED[..SHIPPED.len() - 1];
        assert_eq!(
            Classifier::from_bytes(cut).unwrap_err(),
            WeightsError::Length
        );
    }
}
