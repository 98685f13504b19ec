//! The screenshots' PNG files, written with the inflater's own deflate (the game carries it
//! for its catalogues) rather than the image library macroquad would use: that library, its
//! PNG encoder and their checksums were some 80 KB of the desktop binary for one file a test
//! asks for.

use std::io::Write as _;

/// The CRC-32 (ISO 3309, as PNG's chunks use it) of `bytes`, continuing from `crc`.
fn crc32(mut crc: u32, bytes: &[u8]) -> u32 {
    crc = !crc;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

/// Adler-32 of `bytes`, as zlib's stream ends with it.
fn adler32(bytes: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for chunk in bytes.chunks(5552) {
        for &byte in chunk {
            a += u32::from(byte);
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    (b << 16) | a
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(crc32(0, kind), data);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// `rgba` (`width` x `height` pixels, 4 bytes each, rows from the top) as a PNG file's bytes.
pub fn encode(rgba: &[u8], width: u32, height: u32) -> Vec<u8> {
    let row = width as usize * 4;
    // Each row after its filter byte (0: none).
    let mut raw = Vec::with_capacity((row + 1) * height as usize);
    for line in rgba.chunks(row).take(height as usize) {
        raw.push(0);
        raw.extend_from_slice(line);
    }
    let mut zlib = vec![0x78, 0x9C];
    zlib.extend(miniz_oxide::deflate::compress_to_vec(&raw, 6));
    zlib.extend_from_slice(&adler32(&raw).to_be_bytes());
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // 8 bits a sample, RGBA, deflate, adaptive filtering, no interlace.
    header.extend_from_slice(&[8, 6, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"IDAT", &zlib);
    chunk(&mut out, b"IEND", &[]);
    out
}

/// Writes `rgba` as a PNG file at `path`.
pub fn write(path: &std::path::Path, rgba: &[u8], width: u32, height: u32) -> std::io::Result<()> {
    let mut file = std::fs::File::create(path)?;
    file.write_all(&encode(rgba, width, height))?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checksums_are_the_standard_ones() {
        assert_eq!(crc32(0, b"123456789"), 0xCBF4_3926);
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    }

    #[test]
    fn a_written_picture_reads_back_as_it_was() {
        let (width, height) = (7u32, 5u32);
        let rgba: Vec<u8> = (0..width * height * 4)
            .map(|i| (i * 37 % 251) as u8)
            .collect();
        let bytes = encode(&rgba, width, height);
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut buffer = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buffer).unwrap();
        assert_eq!((info.width, info.height), (width, height));
        assert_eq!(info.color_type, png::ColorType::Rgba);
        assert_eq!(&buffer[..info.buffer_size()], &rgba[..]);
    }
}
