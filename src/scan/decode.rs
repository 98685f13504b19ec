//! The photo's bytes to a grey picture of a working size: JPEG or PNG decoded, a large photo
//! scaled down (a JPEG already in its DCT), the colours weighed into one channel.

use std::io::Cursor;

use image::codecs::jpeg::JpegDecoder;
use image::codecs::png::PngDecoder;
use image::{DynamicImage, ImageDecoder, ImageFormat};

use super::ScanError;

/// The largest file read: a phone's photo is a few megabytes, a camera's RAW-sized JPEG some
/// tens. Past this the bytes are refused before any decoding.
pub const MAX_FILE_BYTES: usize = 64 << 20;
/// The most pixels a photo may have: 100 megapixels, past every phone's camera. A file that
/// says more (or lies about it) is refused before its pixels are allocated.
pub const MAX_PIXELS: u64 = 100_000_000;
/// The fewest pixels on the shorter side: below it no grid can be read.
pub const MIN_SIDE: u32 = 120;
/// The longer side of the working picture: photos up to it are read as they are, larger ones
/// scaled down to at most this. 1280 keeps the dataset's 960x1280 photos whole.
const WORK_SIDE: u32 = 1280;
/// What a JPEG larger than the working size asks of its DCT scaling: a side at least this long.
const DCT_SIDE: u32 = 800;
/// The memory the decoder may take for one photo, on top of what it returns.
const MAX_ALLOC: u64 = 400 << 20;

/// A grey picture, a byte a pixel, row by row.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Grey {
    /// Pixels a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// `width * height` brightnesses, 0 black.
    pub pixels: Vec<u8>,
}

impl Grey {
    /// The brightness at `(x, y)`, 0 outside the picture.
    #[inline]
    pub fn at(&self, x: usize, y: usize) -> u8 {
        if x < self.width && y < self.height {
            self.pixels[y * self.width + x]
        } else {
            0
        }
    }

    /// The brightness at a point between pixels, interpolated from its four neighbours
    /// (bilinear); points outside are clamped to the edge.
    #[inline]
    pub fn sample(&self, x: f32, y: f32) -> f32 {
        let max_x = (self.width.max(1) - 1) as f32;
        let max_y = (self.height.max(1) - 1) as f32;
        let x = x.clamp(0.0, max_x);
        let y = y.clamp(0.0, max_y);
        let (x0, y0) = (x.floor(), y.floor());
        let (fx, fy) = (x - x0, y - y0);
        let (x0, y0) = (x0 as usize, y0 as usize);
        let x1 = (x0 + 1).min(self.width.saturating_sub(1));
        let y1 = (y0 + 1).min(self.height.saturating_sub(1));
        let p = |x: usize, y: usize| f32::from(self.at(x, y));
        let top = p(x0, y0) + (p(x1, y0) - p(x0, y0)) * fx;
        let bottom = p(x0, y1) + (p(x1, y1) - p(x0, y1)) * fx;
        top + (bottom - top) * fy
    }
}

/// Decodes `bytes` (JPEG or PNG) to a grey picture whose longer side is at most the working
/// size, and the factor from its pixels back to the photo's (1 when it was not scaled).
///
/// The EXIF orientation is not applied: the pixels are read as stored. Of the 160 training
/// photos, 7 carry a rotation (6 say 90 degrees, 1 says 180) whose pixels are already upright,
/// so turning them by the tag would turn their digits over.
pub fn decode(bytes: &[u8]) -> Result<(Grey, f32), ScanError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(ScanError::TooLarge);
    }
    let format = image::guess_format(bytes).map_err(|_| ScanError::NotAnImage)?;
    let (image, original) = match format {
        ImageFormat::Jpeg => {
            let mut decoder = JpegDecoder::new(Cursor::new(bytes)).map_err(damaged)?;
            let original = check_size(decoder.dimensions())?;
            let (width, height) = original;
            if width.max(height) > WORK_SIDE {
                // The scale that keeps the longer side at least DCT_SIDE: 1/4 of a 12 MP photo.
                let factor = (width.max(height) / DCT_SIDE).clamp(1, 8);
                let factor = [8, 4, 2, 1].into_iter().find(|&f| f <= factor).unwrap_or(1);
                let wanted = |side: u32| u16::try_from(side.div_ceil(factor)).unwrap_or(u16::MAX);
                decoder
                    .scale(wanted(width), wanted(height))
                    .map_err(damaged)?;
            }
            (from_decoder(decoder)?, original)
        }
        ImageFormat::Png => {
            let decoder = PngDecoder::new(Cursor::new(bytes)).map_err(damaged)?;
            let original = check_size(decoder.dimensions())?;
            (from_decoder(decoder)?, original)
        }
        _ => return Err(ScanError::UnsupportedFormat),
    };
    let grey = image.into_luma8();
    let (width, height) = (grey.width() as usize, grey.height() as usize);
    let grey = Grey {
        width,
        height,
        pixels: grey.into_raw(),
    };
    let grey = shrink(grey, WORK_SIDE as usize);
    let scale = original.0 as f32 / grey.width.max(1) as f32;
    Ok((grey, scale))
}

/// The decoded pixels, the decoder held to [`MAX_ALLOC`].
fn from_decoder<'a>(mut decoder: impl ImageDecoder<'a>) -> Result<DynamicImage, ScanError> {
    let mut limits = image::io::Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    decoder
        .set_limits(limits)
        .map_err(|_| ScanError::TooLarge)?;
    DynamicImage::from_decoder(decoder).map_err(damaged)
}

/// The photo's size, refused when it is too small to hold a readable grid or too large to
/// decode.
fn check_size((width, height): (u32, u32)) -> Result<(u32, u32), ScanError> {
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ScanError::TooLarge);
    }
    if width.min(height) < MIN_SIDE {
        return Err(ScanError::TooSmall);
    }
    Ok((width, height))
}

/// A decoder's failure: the file said it was an image and is not a whole one.
fn damaged(error: image::ImageError) -> ScanError {
    match error {
        image::ImageError::Limits(_) => ScanError::TooLarge,
        _ => ScanError::Damaged,
    }
}

/// `grey` shrunk by a whole factor until its longer side is at most `side`, each pixel the mean
/// of the block it replaces (a box filter: no aliasing of fine print).
fn shrink(grey: Grey, side: usize) -> Grey {
    let longer = grey.width.max(grey.height);
    if longer <= side {
        return grey;
    }
    let factor = longer.div_ceil(side);
    let (width, height) = (grey.width / factor, grey.height / factor);
    let mut pixels = vec![0u8; width * height];
    let mut sums = vec![0u32; width];
    for (y, out) in pixels.chunks_exact_mut(width.max(1)).enumerate() {
        sums.fill(0);
        for row in grey.pixels[y * factor * grey.width..]
            .chunks_exact(grey.width)
            .take(factor)
        {
            for (x, sum) in sums.iter_mut().enumerate() {
                *sum += row[x * factor..(x + 1) * factor]
                    .iter()
                    .map(|&p| u32::from(p))
                    .sum::<u32>();
            }
        }
        let area = (factor * factor) as u32;
        for (pixel, sum) in out.iter_mut().zip(&sums) {
            *pixel = (sum / area) as u8;
        }
    }
    Grey {
        width,
        height,
        pixels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrinking_averages_whole_blocks() {
        let grey = Grey {
            width: 4,
            height: 2,
            pixels: vec![0, 100, 200, 200, 100, 200, 0, 0],
        };
        let small = shrink(grey, 2);
        assert_eq!((small.width, small.height), (2, 1));
        assert_eq!(small.pixels, vec![100, 100]);
    }

    #[test]
    fn bytes_that_are_no_image_are_refused() {
        assert_eq!(decode(b"hello").unwrap_err(), ScanError::NotAnImage);
        assert_eq!(decode(&[0xFF, 0xD8, 0xFF]).unwrap_err(), ScanError::Damaged);
    }
}
