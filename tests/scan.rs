//! The photo reader on photos: the committed weights read the fixture photos right, and every
//! kind of bad input gets its typed error, never a panic.

use std::io::Cursor;

use image::{DynamicImage, GrayImage, ImageOutputFormat};
use peerless::scan::{self, ScanError, Solutions};

fn photo(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/data/photos/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// The 81 digits of a `.dat`: two lines about the phone, then 9 rows of 9 digits (0 empty).
fn truth(name: &str) -> String {
    let text = String::from_utf8(photo(name)).unwrap();
    text.lines()
        .skip(2)
        .flat_map(|line| line.split_whitespace())
        .map(|digit| if digit == "0" { "." } else { digit })
        .collect()
}

fn png(image: GrayImage) -> Vec<u8> {
    let mut bytes = Cursor::new(Vec::new());
    DynamicImage::ImageLuma8(image)
        .write_to(&mut bytes, ImageOutputFormat::Png)
        .unwrap();
    bytes.into_inner()
}

fn grey(name: &str) -> GrayImage {
    image::load_from_memory(&photo(name)).unwrap().into_luma8()
}

const FIXTURES: [&str; 4] = ["image1", "image2", "image10", "image1000"];

#[test]
fn the_shipped_weights_read_the_fixture_photos_right() {
    for name in FIXTURES {
        let reading = scan::read(&photo(&format!("{name}.jpg"))).unwrap();
        assert_eq!(
            reading.board.to_string(),
            truth(&format!("{name}.dat")),
            "{name}"
        );
        assert_eq!(reading.solutions, Solutions::One, "{name}");
        assert!(reading.is_sure(), "{name}: {:?}", reading.doubtful);
    }
}

#[test]
fn the_corners_are_in_the_photos_pixels() {
    let reading = scan::read(&photo("image1000.jpg")).unwrap();
    let (width, height) = grey("image1000.jpg").dimensions();
    // On the photo, or (where the photo cuts the grid's border, as this one's bottom left) a
    // few pixels past its edge, where the border's lines cross.
    let past = width as f32 / 100.0;
    for corner in reading.corners {
        assert!(
            corner.x >= -past && corner.x < width as f32 + past,
            "{corner:?}"
        );
        assert!(
            corner.y >= -past && corner.y < height as f32 + past,
            "{corner:?}"
        );
    }
    // The grid fills much of the photo: its corners are far apart in full-size pixels.
    assert!(reading.corners[0].distance(reading.corners[2]) > width as f32 * 0.5);
}

#[test]
fn a_png_reads_as_the_jpeg_does() {
    let from_png = scan::read(&png(grey("image1.jpg"))).unwrap();
    let from_jpeg = scan::read(&photo("image1.jpg")).unwrap();
    assert_eq!(from_png.board, from_jpeg.board);
}

#[test]
fn bytes_that_are_no_photo_are_refused_by_kind() {
    assert_eq!(scan::read(b"").unwrap_err(), ScanError::NotAnImage);
    assert_eq!(scan::read(&[7; 5000]).unwrap_err(), ScanError::NotAnImage);
    assert_eq!(
        scan::read(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;").unwrap_err(),
        ScanError::UnsupportedFormat
    );
    let whole = photo("image1.jpg");
    assert_eq!(
        scan::read(&whole[..whole.len() / 3]).unwrap_err(),
        ScanError::Damaged
    );
}

#[test]
fn a_photo_larger_than_any_camera_makes_is_refused_before_decoding() {
    // The JPEG's frame header says 65000 by 65000 pixels.
    let mut bytes = photo("image1.jpg");
    let frame = bytes
        .windows(2)
        .position(|pair| pair == [0xFF, 0xC0])
        .unwrap();
    bytes[frame + 5..frame + 9].copy_from_slice(&[0xFD, 0xE8, 0xFD, 0xE8]);
    assert_eq!(scan::read(&bytes).unwrap_err(), ScanError::TooLarge);
}

#[test]
fn pictures_without_a_readable_grid_say_why() {
    let blank = GrayImage::from_pixel(640, 480, image::Luma([230]));
    assert_eq!(scan::read(&png(blank)).unwrap_err(), ScanError::NoGrid);

    let tiny = GrayImage::from_pixel(100, 80, image::Luma([230]));
    assert_eq!(scan::read(&png(tiny)).unwrap_err(), ScanError::TooSmall);

    // The photo shrunk to a fifth, on a large sheet of paper.
    let small = image::imageops::resize(
        &grey("image1.jpg"),
        128,
        96,
        image::imageops::FilterType::Triangle,
    );
    // The sheet is the photo's paper: the brightness most of its pixels are under.
    let mut tones: Vec<u8> = small.pixels().map(|p| p.0[0]).collect();
    tones.sort_unstable();
    let paper = tones[tones.len() * 8 / 10];
    let mut sheet = GrayImage::from_pixel(640, 480, image::Luma([paper]));
    image::imageops::overlay(&mut sheet, &small, 260, 200);
    assert_eq!(
        scan::read(&png(sheet)).unwrap_err(),
        ScanError::GridTooSmall
    );

    // Blurred that much, the grid's lines are lost before its sharpness is measured.
    let blurred = image::imageops::blur(&grey("image1.jpg"), 6.0);
    let error = scan::read(&png(blurred)).unwrap_err();
    assert!(
        matches!(error, ScanError::Blurred | ScanError::NoGrid),
        "{error:?}"
    );
}

#[test]
fn two_grids_side_by_side_are_refused() {
    let one = grey("image2.jpg");
    let mut two = GrayImage::new(one.width() * 2, one.height());
    image::imageops::overlay(&mut two, &one, 0, 0);
    image::imageops::overlay(&mut two, &one, i64::from(one.width()), 0);
    assert_eq!(scan::read(&png(two)).unwrap_err(), ScanError::TwoGrids);
}
