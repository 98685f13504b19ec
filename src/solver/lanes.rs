//! The solver's vectors. [`Lanes`] is four 32-bit lanes: one digit's candidates in the three
//! bands, band `k` in lane `k` and lane 3 always 0. Work that combines the bands of a digit
//! (columns, stacks) moves lanes; work that combines digits (counting a cell's or a mini-row's
//! digits) combines nine vectors lane by lane, so every band is done at once. [`Vector`] is what
//! the solver's vector passes need, for [`Lanes`] (one digit at a time) and, on x86-64 machines
//! with AVX2, for [`Lanes2`] (two digits at a time).
//!
//! Explicit SIMD where the target has it: SSE2 on x86 and x86-64 (part of the x86-64 baseline),
//! NEON on AArch64 (every 64-bit phone), SIMD128 on WebAssembly built with it (the page is);
//! elsewhere (32-bit ARM) plain arrays, which the compiler may vectorise on its own. All give the
//! same answers bit for bit. The plain arrays are compiled into every test build, so the solver's
//! tests run the whole search on them and on the target's own vectors and compare the two; CI
//! runs those tests on x86-64, under qemu on AArch64 (NEON) and 32-bit ARM, and under Node.js's
//! WebAssembly with SIMD128. [`NATIVE`] names the vectors a build uses.

/// One digit's planes: `[band 0, band 1, band 2, 0]`.
pub(super) type Bands = [u32; 4];

/// What the solver's vector passes do with a vector of one or more digits' [`Bands`].
///
/// Every operation is lane by lane within a digit's four lanes, except where it says otherwise.
pub(super) trait Vector: Copy {
    /// How many digits one vector holds.
    const DIGITS: usize;
    /// The planes of digits `first..first + DIGITS` (digits past 8 read as 0).
    fn load(planes: &[Bands; 9], first: usize) -> Self;
    /// Writes the planes of digits `first..first + DIGITS` (those past 8 are not written).
    fn store(self, planes: &mut [Bands; 9], first: usize);
    /// The same value in every lane of every digit.
    fn splat(value: u32) -> Self;
    /// The one-digit vector of the same implementation: what the digit-combining operations
    /// give back.
    type One: One;
    /// The same four lanes for every digit.
    fn broadcast(lanes: Self::One) -> Self;
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    fn xor(self, other: Self) -> Self;
    /// `self & !other`.
    fn and_not(self, other: Self) -> Self;
    fn add(self, other: Self) -> Self;
    fn shl<const N: i32>(self) -> Self;
    fn shr<const N: i32>(self) -> Self;
    /// Lane `k` takes lane `k + 1` (mod 3) of the same digit: each band sees the next band's.
    fn next_band(self) -> Self;
    /// Lane `k` takes lane `k + 2` (mod 3) of the same digit.
    fn band_after_next(self) -> Self;
    /// Byte by byte: all ones where the bytes are equal, else 0.
    fn eq_bytes(self, other: Self) -> Self;
    fn is_zero(self) -> bool;
    /// The digits' lanes added together.
    fn sum_digits(self) -> Self::One;
    /// Bit-sliced counters (`at_least[i]`: the bits counted at least `i + 1` times) of each
    /// digit's share, combined into the counters of all of them (saturating at 3).
    fn merge_counts(at_least: [Self; 3]) -> [Self::One; 3];
    #[inline(always)]
    fn zero() -> Self {
        Self::splat(0)
    }
}

/// One digit at a time: [`One`] and [`Vector`] for the `Lanes` of the module it is invoked in,
/// whose inherent methods are the operations.
macro_rules! one_digit_vector {
    () => {
        impl super::One for Lanes {
            #[inline(always)]
            fn load_bands(bands: &super::Bands) -> Self {
                Self::load(bands)
            }

            #[inline(always)]
            fn store_bands(self, bands: &mut super::Bands) {
                Self::store(self, bands);
            }

            #[inline(always)]
            fn to_array(self) -> super::Bands {
                let mut lanes = [0; 4];
                self.store(&mut lanes);
                lanes
            }

            #[inline(always)]
            fn filled_cells(cells: &[u8; 81]) -> [u32; 3] {
                filled_cells(cells)
            }
        }

        impl super::Vector for Lanes {
            const DIGITS: usize = 1;
            type One = Self;

            #[inline(always)]
            fn load(planes: &[super::Bands; 9], first: usize) -> Self {
                Self::load(&planes[first])
            }

            #[inline(always)]
            fn store(self, planes: &mut [super::Bands; 9], first: usize) {
                Self::store(self, &mut planes[first]);
            }

            #[inline(always)]
            fn splat(value: u32) -> Self {
                Self::splat(value)
            }

            #[inline(always)]
            fn broadcast(lanes: Self) -> Self {
                lanes
            }

            #[inline(always)]
            fn and(self, other: Self) -> Self {
                Self::and(self, other)
            }

            #[inline(always)]
            fn or(self, other: Self) -> Self {
                Self::or(self, other)
            }

            #[inline(always)]
            fn xor(self, other: Self) -> Self {
                Self::xor(self, other)
            }

            #[inline(always)]
            fn and_not(self, other: Self) -> Self {
                Self::and_not(self, other)
            }

            #[inline(always)]
            fn add(self, other: Self) -> Self {
                Self::add(self, other)
            }

            #[inline(always)]
            fn shl<const N: i32>(self) -> Self {
                Self::shl::<N>(self)
            }

            #[inline(always)]
            fn shr<const N: i32>(self) -> Self {
                Self::shr::<N>(self)
            }

            #[inline(always)]
            fn next_band(self) -> Self {
                Self::next_band(self)
            }

            #[inline(always)]
            fn band_after_next(self) -> Self {
                Self::band_after_next(self)
            }

            #[inline(always)]
            fn eq_bytes(self, other: Self) -> Self {
                Self::eq_bytes(self, other)
            }

            #[inline(always)]
            fn is_zero(self) -> bool {
                Self::is_zero(self)
            }

            #[inline(always)]
            fn sum_digits(self) -> Self {
                self
            }

            #[inline(always)]
            fn merge_counts(at_least: [Self; 3]) -> [Self; 3] {
                at_least
            }
        }
    };
}

/// One digit's four lanes: a [`Vector`] of one digit that is also read and written as plain
/// [`Bands`], and that knows how the board's digits fill the bands.
pub(super) trait One: Vector<One = Self> {
    /// A digit's planes.
    fn load_bands(bands: &Bands) -> Self;
    /// Writes a digit's planes.
    fn store_bands(self, bands: &mut Bands);
    /// The lanes as an array.
    fn to_array(self) -> Bands;
    /// The filled cells (a byte other than 0) of each band of a board's digits, as bits `0..27`.
    fn filled_cells(cells: &[u8; 81]) -> [u32; 3];
}

#[cfg(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    target_feature = "sse2"
))]
#[cfg_attr(peerless_portable, allow(dead_code))]
mod sse2 {
    #[cfg(target_arch = "x86")]
    use core::arch::x86::*;
    #[cfg(target_arch = "x86_64")]
    use core::arch::x86_64::*;

    /// Calls SSE2 intrinsics, which Rust marks as needing the `sse2` target feature.
    macro_rules! sse2 {
        ($call:expr) => {
            // SAFETY: this module is compiled only when `sse2` is enabled for the whole build
            // (`cfg(target_feature = "sse2")`), so the instructions exist wherever it runs; the
            // intrinsics called through here take no pointers.
            unsafe { $call }
        };
    }

    /// What [`super::NATIVE`] says when these are the build's vectors.
    pub const NAME: &str = "sse2";

    /// Four lanes in an SSE2 register.
    #[derive(Clone, Copy)]
    pub struct Lanes(pub(super) __m128i);

    one_digit_vector!();

    impl Lanes {
        #[inline(always)]
        pub fn load(lanes: &[u32; 4]) -> Lanes {
            // SAFETY: `lanes` is 16 readable bytes, and the unaligned load needs no alignment.
            Lanes(unsafe { _mm_loadu_si128(lanes.as_ptr().cast()) })
        }

        #[inline(always)]
        pub fn store(self, lanes: &mut [u32; 4]) {
            // SAFETY: `lanes` is 16 writable bytes, and the unaligned store needs no alignment.
            unsafe { _mm_storeu_si128(lanes.as_mut_ptr().cast(), self.0) }
        }

        #[inline(always)]
        pub fn splat(value: u32) -> Lanes {
            Lanes(sse2!(_mm_set1_epi32(value as i32)))
        }

        #[inline(always)]
        pub fn and(self, other: Lanes) -> Lanes {
            Lanes(sse2!(_mm_and_si128(self.0, other.0)))
        }

        #[inline(always)]
        pub fn or(self, other: Lanes) -> Lanes {
            Lanes(sse2!(_mm_or_si128(self.0, other.0)))
        }

        #[inline(always)]
        pub fn xor(self, other: Lanes) -> Lanes {
            Lanes(sse2!(_mm_xor_si128(self.0, other.0)))
        }

        /// `self & !other`.
        #[inline(always)]
        pub fn and_not(self, other: Lanes) -> Lanes {
            Lanes(sse2!(_mm_andnot_si128(other.0, self.0)))
        }

        #[inline(always)]
        pub fn add(self, other: Lanes) -> Lanes {
            Lanes(sse2!(_mm_add_epi32(self.0, other.0)))
        }

        #[inline(always)]
        pub fn shl<const N: i32>(self) -> Lanes {
            Lanes(sse2!(_mm_slli_epi32::<N>(self.0)))
        }

        #[inline(always)]
        pub fn shr<const N: i32>(self) -> Lanes {
            Lanes(sse2!(_mm_srli_epi32::<N>(self.0)))
        }

        /// Lane `k` takes lane `k + 1` (mod 3): each band sees the next band's value.
        #[inline(always)]
        pub fn next_band(self) -> Lanes {
            Lanes(sse2!(_mm_shuffle_epi32::<0b11_00_10_01>(self.0)))
        }

        /// Lane `k` takes lane `k + 2` (mod 3).
        #[inline(always)]
        pub fn band_after_next(self) -> Lanes {
            Lanes(sse2!(_mm_shuffle_epi32::<0b11_01_00_10>(self.0)))
        }

        /// Byte by byte: all ones where the bytes are equal, else 0.
        #[inline(always)]
        pub fn eq_bytes(self, other: Lanes) -> Lanes {
            Lanes(sse2!(_mm_cmpeq_epi8(self.0, other.0)))
        }

        #[inline(always)]
        pub fn is_zero(self) -> bool {
            sse2!(_mm_movemask_epi8(_mm_cmpeq_epi8(
                self.0,
                _mm_setzero_si128()
            ))) == 0xFFFF
        }
    }

    /// The filled cells (a byte other than 0) of each band, as bits `0..27`: two overlapping
    /// 16-byte compares per band instead of 27 tests.
    #[inline]
    pub fn filled_cells(cells: &[u8; 81]) -> [u32; 3] {
        [0, 1, 2].map(|band| {
            let bytes: &[u8; 27] = cells[27 * band..][..27].try_into().unwrap_or(&[0; 27]);
            let empty = |at: usize| {
                // SAFETY: `bytes[at..at + 16]` lies within the 27 bytes (`at` is 0 or 11), and
                // the unaligned load needs no alignment.
                let chunk = unsafe { _mm_loadu_si128(bytes[at..at + 16].as_ptr().cast()) };
                sse2!(_mm_movemask_epi8(_mm_cmpeq_epi8(
                    chunk,
                    _mm_setzero_si128()
                ))) as u32
            };
            !(empty(0) | empty(11) << 11) & super::super::BAND
        })
    }

    /// Two digits' lanes in an AVX2 register: twice the work per instruction in the vector
    /// passes. Used only by the search compiled for AVX2 machines (`search_avx2`), which runs
    /// only where AVX2 was detected.
    #[derive(Clone, Copy)]
    pub struct Lanes2(__m256i);

    /// Calls AVX2 intrinsics for [`Lanes2`].
    macro_rules! avx2 {
        ($call:expr) => {
            // SAFETY: `Lanes2` exists only in the search compiled for AVX2 (`search_avx2`),
            // which is called only after AVX2 was detected on the machine (`has_avx2`); the
            // intrinsics called through here take no pointers.
            unsafe { $call }
        };
    }

    impl super::Vector for Lanes2 {
        const DIGITS: usize = 2;
        type One = Lanes;

        #[inline(always)]
        fn load(planes: &[super::Bands; 9], first: usize) -> Lanes2 {
            if first + 2 <= planes.len() {
                let pair = &planes[first..first + 2];
                // SAFETY: `pair` is two `[u32; 4]`, 32 contiguous readable bytes, which is what
                // the unaligned load reads; it runs only where AVX2 was detected (see `avx2!`).
                Lanes2(unsafe { _mm256_loadu_si256(pair.as_ptr().cast()) })
            } else {
                let low = Lanes::load(&planes[first]);
                Lanes2(avx2!(_mm256_zextsi128_si256(low.0)))
            }
        }

        #[inline(always)]
        fn store(self, planes: &mut [super::Bands; 9], first: usize) {
            if first + 2 <= planes.len() {
                let pair = &mut planes[first..first + 2];
                // SAFETY: `pair` is 32 contiguous writable bytes, which is what the unaligned
                // store writes; it runs only where AVX2 was detected (see `avx2!`).
                unsafe { _mm256_storeu_si256(pair.as_mut_ptr().cast(), self.0) }
            } else {
                self.digit(0).store(&mut planes[first]);
            }
        }

        #[inline(always)]
        fn splat(value: u32) -> Lanes2 {
            Lanes2(avx2!(_mm256_set1_epi32(value as i32)))
        }

        #[inline(always)]
        fn broadcast(lanes: Lanes) -> Lanes2 {
            Lanes2(avx2!(_mm256_broadcastsi128_si256(lanes.0)))
        }

        #[inline(always)]
        fn and(self, other: Lanes2) -> Lanes2 {
            Lanes2(avx2!(_mm256_and_si256(self.0, other.0)))
        }

        #[inline(always)]
        fn or(self, other: Lanes2) -> Lanes2 {
            Lanes2(avx2!(_mm256_or_si256(self.0, other.0)))
        }

        #[inline(always)]
        fn xor(self, other: Lanes2) -> Lanes2 {
            Lanes2(avx2!(_mm256_xor_si256(self.0, other.0)))
        }

        #[inline(always)]
        fn and_not(self, other: Lanes2) -> Lanes2 {
            Lanes2(avx2!(_mm256_andnot_si256(other.0, self.0)))
        }

        #[inline(always)]
        fn add(self, other: Lanes2) -> Lanes2 {
            Lanes2(avx2!(_mm256_add_epi32(self.0, other.0)))
        }

        #[inline(always)]
        fn shl<const N: i32>(self) -> Lanes2 {
            Lanes2(avx2!(_mm256_slli_epi32::<N>(self.0)))
        }

        #[inline(always)]
        fn shr<const N: i32>(self) -> Lanes2 {
            Lanes2(avx2!(_mm256_srli_epi32::<N>(self.0)))
        }

        #[inline(always)]
        fn next_band(self) -> Lanes2 {
            // The shuffle works within each 128-bit half: within each digit.
            Lanes2(avx2!(_mm256_shuffle_epi32::<0b11_00_10_01>(self.0)))
        }

        #[inline(always)]
        fn band_after_next(self) -> Lanes2 {
            Lanes2(avx2!(_mm256_shuffle_epi32::<0b11_01_00_10>(self.0)))
        }

        #[inline(always)]
        fn eq_bytes(self, other: Lanes2) -> Lanes2 {
            Lanes2(avx2!(_mm256_cmpeq_epi8(self.0, other.0)))
        }

        #[inline(always)]
        fn is_zero(self) -> bool {
            avx2!(_mm256_testz_si256(self.0, self.0)) == 1
        }

        #[inline(always)]
        fn sum_digits(self) -> Lanes {
            self.digit(0).add(self.digit(1))
        }

        #[inline(always)]
        fn merge_counts(at_least: [Lanes2; 3]) -> [Lanes; 3] {
            let (a, b) = (at_least.map(|c| c.digit(0)), at_least.map(|c| c.digit(1)));
            [
                a[0].or(b[0]),
                a[1].or(b[1]).or(a[0].and(b[0])),
                a[2].or(b[2]).or(a[1].and(b[0])).or(a[0].and(b[1])),
            ]
        }
    }

    impl Lanes2 {
        /// The lanes of the first (0) or second (1) digit of the vector.
        #[inline(always)]
        fn digit(self, index: usize) -> Lanes {
            if index == 0 {
                Lanes(avx2!(_mm256_castsi256_si128(self.0)))
            } else {
                Lanes(avx2!(_mm256_extracti128_si256::<1>(self.0)))
            }
        }
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[cfg_attr(peerless_portable, allow(dead_code))]
mod simd128 {
    use core::arch::wasm32::*;

    /// What [`super::NATIVE`] says when these are the build's vectors.
    pub const NAME: &str = "simd128";

    /// Four lanes in a WebAssembly SIMD register (every browser since 2023; the page is built
    /// with `simd128` enabled, web/build.sh).
    #[derive(Clone, Copy)]
    pub struct Lanes(v128);

    one_digit_vector!();

    impl Lanes {
        #[inline(always)]
        pub fn load(lanes: &[u32; 4]) -> Lanes {
            Lanes(u32x4(lanes[0], lanes[1], lanes[2], lanes[3]))
        }

        #[inline(always)]
        pub fn store(self, lanes: &mut [u32; 4]) {
            *lanes = [
                u32x4_extract_lane::<0>(self.0),
                u32x4_extract_lane::<1>(self.0),
                u32x4_extract_lane::<2>(self.0),
                u32x4_extract_lane::<3>(self.0),
            ];
        }

        #[inline(always)]
        pub fn splat(value: u32) -> Lanes {
            Lanes(u32x4_splat(value))
        }

        #[inline(always)]
        pub fn and(self, other: Lanes) -> Lanes {
            Lanes(v128_and(self.0, other.0))
        }

        #[inline(always)]
        pub fn or(self, other: Lanes) -> Lanes {
            Lanes(v128_or(self.0, other.0))
        }

        #[inline(always)]
        pub fn xor(self, other: Lanes) -> Lanes {
            Lanes(v128_xor(self.0, other.0))
        }

        /// `self & !other`.
        #[inline(always)]
        pub fn and_not(self, other: Lanes) -> Lanes {
            Lanes(v128_andnot(self.0, other.0))
        }

        #[inline(always)]
        pub fn add(self, other: Lanes) -> Lanes {
            Lanes(u32x4_add(self.0, other.0))
        }

        #[inline(always)]
        pub fn shl<const N: i32>(self) -> Lanes {
            Lanes(u32x4_shl(self.0, N as u32))
        }

        #[inline(always)]
        pub fn shr<const N: i32>(self) -> Lanes {
            Lanes(u32x4_shr(self.0, N as u32))
        }

        /// Lane `k` takes lane `k + 1` (mod 3): each band sees the next band's value.
        #[inline(always)]
        pub fn next_band(self) -> Lanes {
            Lanes(u32x4_shuffle::<1, 2, 0, 3>(self.0, self.0))
        }

        /// Lane `k` takes lane `k + 2` (mod 3).
        #[inline(always)]
        pub fn band_after_next(self) -> Lanes {
            Lanes(u32x4_shuffle::<2, 0, 1, 3>(self.0, self.0))
        }

        /// Byte by byte: all ones where the bytes are equal, else 0.
        #[inline(always)]
        pub fn eq_bytes(self, other: Lanes) -> Lanes {
            Lanes(u8x16_eq(self.0, other.0))
        }

        #[inline(always)]
        pub fn is_zero(self) -> bool {
            !v128_any_true(self.0)
        }
    }

    /// The filled cells (a byte other than 0) of each band, as bits `0..27`: two overlapping
    /// 16-byte compares per band instead of 27 tests.
    #[inline]
    pub fn filled_cells(cells: &[u8; 81]) -> [u32; 3] {
        [0, 1, 2].map(|band| {
            let bytes: &[u8; 27] = cells[27 * band..][..27].try_into().unwrap_or(&[0; 27]);
            let filled = |at: usize| {
                let chunk: [u8; 16] = bytes[at..at + 16].try_into().unwrap_or([0; 16]);
                let chunk = u8x16(
                    chunk[0], chunk[1], chunk[2], chunk[3], chunk[4], chunk[5], chunk[6], chunk[7],
                    chunk[8], chunk[9], chunk[10], chunk[11], chunk[12], chunk[13], chunk[14],
                    chunk[15],
                );
                u32::from(u8x16_bitmask(u8x16_ne(chunk, u8x16_splat(0))))
            };
            (filled(0) | filled(11) << 11) & super::super::BAND
        })
    }
}

#[cfg(all(target_arch = "aarch64", target_feature = "neon"))]
#[cfg_attr(peerless_portable, allow(dead_code))]
mod neon {
    use core::arch::aarch64::*;

    /// Calls NEON intrinsics, which Rust marks as needing the `neon` target feature.
    macro_rules! neon {
        ($call:expr) => {
            // SAFETY: this module is compiled only when `neon` is enabled for the whole build
            // (`cfg(target_feature = "neon")`, every AArch64 target), so the instructions exist
            // wherever it runs; the intrinsics called through here take no pointers.
            unsafe { $call }
        };
    }

    /// What [`super::NATIVE`] says when these are the build's vectors.
    pub const NAME: &str = "neon";

    /// Four lanes in a NEON register.
    #[derive(Clone, Copy)]
    pub struct Lanes(uint32x4_t);

    one_digit_vector!();

    /// The byte indices that move lane `k + 1` (mod 3) into lane `k`, and lane 3 into itself.
    const NEXT_BAND: [u8; 16] = [4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 12, 13, 14, 15];
    /// The byte indices that move lane `k + 2` (mod 3) into lane `k`, and lane 3 into itself.
    const BAND_AFTER_NEXT: [u8; 16] = [8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15];

    impl Lanes {
        #[inline(always)]
        pub fn load(lanes: &[u32; 4]) -> Lanes {
            // SAFETY: `lanes` is four readable `u32`s, which is what the load reads.
            Lanes(unsafe { vld1q_u32(lanes.as_ptr()) })
        }

        #[inline(always)]
        pub fn store(self, lanes: &mut [u32; 4]) {
            // SAFETY: `lanes` is four writable `u32`s, which is what the store writes.
            unsafe { vst1q_u32(lanes.as_mut_ptr(), self.0) }
        }

        #[inline(always)]
        pub fn splat(value: u32) -> Lanes {
            Lanes(neon!(vdupq_n_u32(value)))
        }

        #[inline(always)]
        pub fn and(self, other: Lanes) -> Lanes {
            Lanes(neon!(vandq_u32(self.0, other.0)))
        }

        #[inline(always)]
        pub fn or(self, other: Lanes) -> Lanes {
            Lanes(neon!(vorrq_u32(self.0, other.0)))
        }

        #[inline(always)]
        pub fn xor(self, other: Lanes) -> Lanes {
            Lanes(neon!(veorq_u32(self.0, other.0)))
        }

        /// `self & !other`.
        #[inline(always)]
        pub fn and_not(self, other: Lanes) -> Lanes {
            Lanes(neon!(vbicq_u32(self.0, other.0)))
        }

        #[inline(always)]
        pub fn add(self, other: Lanes) -> Lanes {
            Lanes(neon!(vaddq_u32(self.0, other.0)))
        }

        #[inline(always)]
        pub fn shl<const N: i32>(self) -> Lanes {
            Lanes(neon!(vshlq_n_u32::<N>(self.0)))
        }

        #[inline(always)]
        pub fn shr<const N: i32>(self) -> Lanes {
            Lanes(neon!(vshrq_n_u32::<N>(self.0)))
        }

        /// Lane `k` takes lane `k + 1` (mod 3): each band sees the next band's value.
        #[inline(always)]
        pub fn next_band(self) -> Lanes {
            Lanes(Self::shuffle(self.0, NEXT_BAND))
        }

        /// Lane `k` takes lane `k + 2` (mod 3).
        #[inline(always)]
        pub fn band_after_next(self) -> Lanes {
            Lanes(Self::shuffle(self.0, BAND_AFTER_NEXT))
        }

        #[inline(always)]
        fn shuffle(lanes: uint32x4_t, bytes: [u8; 16]) -> uint32x4_t {
            // SAFETY: `bytes` is 16 readable bytes, which is what the load reads.
            let index = unsafe { vld1q_u8(bytes.as_ptr()) };
            neon!(vreinterpretq_u32_u8(vqtbl1q_u8(
                vreinterpretq_u8_u32(lanes),
                index
            )))
        }

        /// Byte by byte: all ones where the bytes are equal, else 0.
        #[inline(always)]
        pub fn eq_bytes(self, other: Lanes) -> Lanes {
            Lanes(neon!(vreinterpretq_u32_u8(vceqq_u8(
                vreinterpretq_u8_u32(self.0),
                vreinterpretq_u8_u32(other.0)
            ))))
        }

        #[inline(always)]
        pub fn is_zero(self) -> bool {
            neon!(vmaxvq_u32(self.0)) == 0
        }
    }

    /// The filled cells (a byte other than 0) of each band, as bits `0..27`.
    #[inline]
    pub fn filled_cells(cells: &[u8; 81]) -> [u32; 3] {
        [0, 1, 2].map(|band| {
            let mut filled = 0u32;
            for (at, &value) in cells[27 * band..][..27].iter().enumerate() {
                filled |= u32::from(value != 0) << at;
            }
            filled
        })
    }
}

/// The portable lanes: the vectors of targets without SIMD the solver uses, and in every test
/// build the reference the target's own vectors are compared with.
#[cfg(any(
    test,
    peerless_portable,
    not(any(
        all(
            any(target_arch = "x86", target_arch = "x86_64"),
            target_feature = "sse2"
        ),
        all(target_arch = "aarch64", target_feature = "neon"),
        all(target_arch = "wasm32", target_feature = "simd128")
    ))
))]
mod portable {
    /// What [`super::NATIVE`] says when these are the build's vectors.
    #[cfg_attr(all(test, not(peerless_portable)), allow(dead_code))]
    pub const NAME: &str = "portable";

    /// Four lanes in an array: the portable fallback.
    #[derive(Clone, Copy)]
    pub struct Lanes([u32; 4]);

    one_digit_vector!();

    impl Lanes {
        #[inline(always)]
        fn map2(self, other: Lanes, f: impl Fn(u32, u32) -> u32) -> Lanes {
            let (a, b) = (self.0, other.0);
            Lanes([f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2]), f(a[3], b[3])])
        }

        #[inline(always)]
        pub fn load(lanes: &[u32; 4]) -> Lanes {
            Lanes(*lanes)
        }

        #[inline(always)]
        pub fn store(self, lanes: &mut [u32; 4]) {
            *lanes = self.0;
        }

        #[inline(always)]
        pub fn splat(value: u32) -> Lanes {
            Lanes([value; 4])
        }

        #[inline(always)]
        pub fn and(self, other: Lanes) -> Lanes {
            self.map2(other, |a, b| a & b)
        }

        #[inline(always)]
        pub fn or(self, other: Lanes) -> Lanes {
            self.map2(other, |a, b| a | b)
        }

        #[inline(always)]
        pub fn xor(self, other: Lanes) -> Lanes {
            self.map2(other, |a, b| a ^ b)
        }

        /// `self & !other`.
        #[inline(always)]
        pub fn and_not(self, other: Lanes) -> Lanes {
            self.map2(other, |a, b| a & !b)
        }

        #[inline(always)]
        pub fn add(self, other: Lanes) -> Lanes {
            self.map2(other, u32::wrapping_add)
        }

        #[inline(always)]
        pub fn shl<const N: i32>(self) -> Lanes {
            Lanes(self.0.map(|a| a << N))
        }

        #[inline(always)]
        pub fn shr<const N: i32>(self) -> Lanes {
            Lanes(self.0.map(|a| a >> N))
        }

        /// Lane `k` takes lane `k + 1` (mod 3): each band sees the next band's value.
        #[inline(always)]
        pub fn next_band(self) -> Lanes {
            let a = self.0;
            Lanes([a[1], a[2], a[0], a[3]])
        }

        /// Lane `k` takes lane `k + 2` (mod 3).
        #[inline(always)]
        pub fn band_after_next(self) -> Lanes {
            let a = self.0;
            Lanes([a[2], a[0], a[1], a[3]])
        }

        /// Byte by byte: all ones where the bytes are equal, else 0.
        #[inline(always)]
        pub fn eq_bytes(self, other: Lanes) -> Lanes {
            self.map2(other, |a, b| {
                let (a, b) = (a.to_le_bytes(), b.to_le_bytes());
                u32::from_le_bytes([0, 1, 2, 3].map(|i| if a[i] == b[i] { 0xFF } else { 0 }))
            })
        }

        #[inline(always)]
        pub fn is_zero(self) -> bool {
            self.0 == [0; 4]
        }
    }

    /// The filled cells (a byte other than 0) of each band, as bits `0..27`.
    #[inline]
    pub fn filled_cells(cells: &[u8; 81]) -> [u32; 3] {
        [0, 1, 2].map(|band| {
            let mut filled = 0u32;
            for (at, &value) in cells[27 * band..][..27].iter().enumerate() {
                filled |= u32::from(value != 0) << at;
            }
            filled
        })
    }
}

#[cfg(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    target_feature = "sse2"
))]
pub(super) use sse2::Lanes2;

#[cfg(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    target_feature = "sse2",
    not(peerless_portable)
))]
pub(super) use sse2::{Lanes, NAME as NATIVE};

#[cfg(all(
    target_arch = "aarch64",
    target_feature = "neon",
    not(peerless_portable)
))]
pub(super) use neon::{Lanes, NAME as NATIVE};

#[cfg(all(
    target_arch = "wasm32",
    target_feature = "simd128",
    not(peerless_portable)
))]
pub(super) use simd128::{Lanes, NAME as NATIVE};

/// Plain arrays where the target has no SIMD the solver uses, or in a build with
/// `--cfg peerless_portable` (`scripts/compare-solvers.sh` measures one, so that a change to
/// the search is timed on the portable path too, on any machine).
#[cfg(any(
    peerless_portable,
    not(any(
        all(
            any(target_arch = "x86", target_arch = "x86_64"),
            target_feature = "sse2"
        ),
        all(target_arch = "aarch64", target_feature = "neon"),
        all(target_arch = "wasm32", target_feature = "simd128")
    ))
))]
pub(super) use portable::{Lanes, NAME as NATIVE};

/// The portable lanes, for comparing the target's own with (tests only, where they differ).
#[cfg(test)]
pub(super) use portable::Lanes as PortableLanes;
