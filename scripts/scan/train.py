#!/usr/bin/env python3
"""Trains the cell classifier of src/scan/ and writes the weights the engine ships.

The cells are cut by the engine itself (`peerless-cli scan --cells`), so the network learns
from exactly what it will be given. It learns from the training photos (their .dat files give
each cell's class) and from photos of grids rendered here with the system's free fonts, under
random perspective, blur, noise, light and JPEG compression.

    python3 scripts/scan/train.py --photos DIR --out assets/scan/digits.bin \
        [--folds /tmp/scan-folds] [--cli target/release/peerless-cli]

With --folds, it first trains one model per fold (fold K: every photo imageN with N mod 5 != K,
and the rendered grids) and writes DIR/fold-K.bin, for `peerless-cli scan --cross-validate`;
then the shipped model on every photo. Seeded: the same packages (requirements.txt) and fonts
give the same weights.
"""

import argparse
import io
import os
import random
import re
import struct
import subprocess
import sys
import time

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

SEED = 61
FOLDS = 5
INPUT = 400
SIDE = 20
HIDDEN = 160
CLASSES = 10

FONT_DIRS = ["/usr/share/fonts/truetype", "/usr/share/fonts/opentype"]
# Fonts that print digits as newspapers do; any of them installed is used.
FONT_NAMES = re.compile(
    r"(DejaVuSans|DejaVuSans-Bold|DejaVuSerif|DejaVuSerif-Bold|DejaVuSansCondensed|"
    r"LiberationSans-Regular|LiberationSans-Bold|LiberationSerif-Regular|"
    r"FreeSans|FreeSansBold|FreeSerif|NimbusSans-Regular|NimbusSans-Bold|"
    r"NimbusRoman-Regular|NimbusRoman-Bold|URWGothic-Book|URWGothic-Demi|Inter-Regular|"
    r"Inter-Bold|Inter-Medium|NimbusSansNarrow-Regular|C059-Roman|P052-Roman)\.(ttf|otf)$"
)


def fonts():
    found = []
    for root in FONT_DIRS:
        for folder, _, files in os.walk(root):
            for name in files:
                if FONT_NAMES.search(name):
                    found.append(os.path.join(folder, name))
    return sorted(found)


def render_grid(rng, font_paths, path):
    """A photo of a rendered grid, saved to `path` (.jpg), with its .dat beside it."""
    size = rng.randint(330, 440)
    pad = 60
    paper = rng.randint(170, 250)
    canvas = Image.new("L", (size + 2 * pad, size + 2 * pad), paper)
    draw = ImageDraw.Draw(canvas)
    font = ImageFont.truetype(rng.choice(font_paths), int(size / 9 * rng.uniform(0.5, 0.72)))
    cell = size / 9
    ink = rng.randint(0, 70)
    thin, thick = rng.choice([1, 1, 2]), rng.choice([2, 3, 4])
    for k in range(10):
        width = thick if k % 3 == 0 else thin
        at = pad + k * cell
        draw.line([(at, pad), (at, pad + size)], fill=ink, width=width)
        draw.line([(pad, at), (pad + size, at)], fill=ink, width=width)
    digits = [[0] * 9 for _ in range(9)]
    share = rng.uniform(0.25, 0.45)
    for r in range(9):
        for c in range(9):
            if rng.random() < share:
                d = rng.randint(1, 9)
                digits[r][c] = d
                x = pad + (c + 0.5 + rng.uniform(-0.08, 0.08)) * cell
                y = pad + (r + 0.5 + rng.uniform(-0.08, 0.08)) * cell
                draw.text((x, y), str(d), fill=ink, font=font, anchor="mm")
    # Perspective: the grid's corners moved at random, onto a 640 by 480 photo.
    w, h = 640, 480
    side = rng.uniform(300, 440)
    cx, cy = w / 2 + rng.uniform(-60, 60), h / 2 + rng.uniform(-20, 20)
    jitter = side * 0.08
    dst = [
        (cx - side / 2 + rng.uniform(-jitter, jitter), cy - side / 2 + rng.uniform(-jitter, jitter)),
        (cx + side / 2 + rng.uniform(-jitter, jitter), cy - side / 2 + rng.uniform(-jitter, jitter)),
        (cx + side / 2 + rng.uniform(-jitter, jitter), cy + side / 2 + rng.uniform(-jitter, jitter)),
        (cx - side / 2 + rng.uniform(-jitter, jitter), cy + side / 2 + rng.uniform(-jitter, jitter)),
    ]
    src = [(pad, pad), (pad + size, pad), (pad + size, pad + size), (pad, pad + size)]
    coeffs = perspective_coefficients(dst, src)
    photo = canvas.transform((w, h), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=paper)
    photo = photo.filter(ImageFilter.GaussianBlur(rng.uniform(0.0, 1.4)))
    pixels = np.asarray(photo, dtype=np.float32)
    yy, xx = np.mgrid[0:h, 0:w]
    light = 1.0 + rng.uniform(-0.3, 0.3) * (xx / w - 0.5) + rng.uniform(-0.3, 0.3) * (yy / h - 0.5)
    pixels = pixels * light * rng.uniform(0.6, 1.0)
    pixels += np.random.default_rng(rng.randint(0, 2**31)).normal(0, rng.uniform(1, 8), pixels.shape)
    photo = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    buffer = io.BytesIO()
    photo.save(buffer, "JPEG", quality=rng.randint(40, 90))
    with open(path, "wb") as file:
        file.write(buffer.getvalue())
    with open(path[:-4] + ".dat", "w") as file:
        file.write("rendered\n640x480 JPG\n")
        for row in digits:
            file.write(" ".join(map(str, row)) + " \n")


def perspective_coefficients(dst, src):
    """PIL's perspective coefficients mapping output points `dst` to input points `src`."""
    a, b = [], []
    for (x, y), (u, v) in zip(dst, src):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    return np.linalg.solve(np.array(a, dtype=np.float64), np.array(b, dtype=np.float64)).tolist()


def labels(dat_path):
    with open(dat_path) as file:
        lines = file.read().split("\n")[2:]
    digits = [int(word) for line in lines for word in line.split()]
    assert len(digits) == 81, dat_path
    return digits


def cut_cells(cli, photos, out):
    """Runs the engine's cutter; returns the cells (n, 400) float32, and per photo whether found."""
    subprocess.run([cli, "scan", "--cells", out] + photos, check=False, stderr=subprocess.DEVNULL)
    data = open(out, "rb").read()
    cells, found, at = [], [], 0
    for _ in photos:
        flag = data[at]
        at += 1
        if flag:
            block = np.frombuffer(data[at : at + 81 * INPUT], dtype=np.uint8)
            at += 81 * INPUT
            cells.append(block.reshape(81, INPUT).astype(np.float32) / 255.0)
            found.append(True)
        else:
            cells.append(None)
            found.append(False)
    return cells, found


def shift(batch, rng):
    """Each input moved by up to one pixel each way: the cutter's centring is not exact."""
    images = batch.reshape(-1, SIDE, SIDE)
    out = np.zeros_like(images)
    dx, dy = rng.integers(-1, 2), rng.integers(-1, 2)
    out[:, max(dy, 0) : SIDE + min(dy, 0), max(dx, 0) : SIDE + min(dx, 0)] = images[
        :, max(-dy, 0) : SIDE + min(-dy, 0), max(-dx, 0) : SIDE + min(-dx, 0)
    ]
    return out.reshape(-1, INPUT)


def train(x, y, seed, epochs=30):
    """A 400-160-10 network, ReLU and softmax, trained by Adam on cross-entropy."""
    rng = np.random.default_rng(seed)
    w1 = rng.normal(0, np.sqrt(2 / INPUT), (INPUT, HIDDEN)).astype(np.float32)
    b1 = np.zeros(HIDDEN, np.float32)
    w2 = rng.normal(0, np.sqrt(2 / HIDDEN), (HIDDEN, CLASSES)).astype(np.float32)
    b2 = np.zeros(CLASSES, np.float32)
    params = [w1, b1, w2, b2]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step, batch = 0, 128
    for epoch in range(epochs):
        rate = 1e-3 * (0.5 ** (epoch / 10))
        order = rng.permutation(len(x))
        for start in range(0, len(x), batch):
            idx = order[start : start + batch]
            xb, yb = x[idx], y[idx]
            if rng.random() < 0.5:
                xb = shift(xb, rng)
            h = np.maximum(xb @ w1 + b1, 0)
            z = h @ w2 + b2
            z -= z.max(axis=1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=1, keepdims=True)
            p[np.arange(len(yb)), yb] -= 1
            dz = p / len(yb)
            grads = [None] * 4
            grads[2] = h.T @ dz + 1e-4 * w2
            grads[3] = dz.sum(axis=0)
            dh = (dz @ w2.T) * (h > 0)
            grads[0] = xb.T @ dh + 1e-4 * w1
            grads[1] = dh.sum(axis=0)
            step += 1
            for i, (param, grad) in enumerate(zip(params, grads)):
                m[i] = 0.9 * m[i] + 0.1 * grad
                v[i] = 0.999 * v[i] + 0.001 * grad * grad
                mh = m[i] / (1 - 0.9**step)
                vh = v[i] / (1 - 0.999**step)
                param -= rate * mh / (np.sqrt(vh) + 1e-8)
    return params


def accuracy(params, x, y):
    w1, b1, w2, b2 = params
    z = np.maximum(x @ w1 + b1, 0) @ w2 + b2
    return float((z.argmax(axis=1) == y).mean())


def write_weights(params, path):
    """The engine's format (src/scan/network.rs): PSCN, version 1, the layers' count, then
    each layer's shape, ReLU flag, per-output scales and biases (f32) and 8-bit weights."""
    w1, b1, w2, b2 = params
    out = bytearray(b"PSCN" + bytes([1, 2]))
    for weights, bias, relu in ((w1.T, b1, 1), (w2.T, b2, 0)):
        outputs, inputs = weights.shape
        scale = np.abs(weights).max(axis=1) / 127.0
        scale[scale == 0] = 1.0
        quantised = np.clip(np.round(weights / scale[:, None]), -127, 127).astype(np.int8)
        out += struct.pack("<HHB", inputs, outputs, relu)
        out += scale.astype("<f4").tobytes() + bias.astype("<f4").tobytes()
        out += quantised.tobytes()
    with open(path, "wb") as file:
        file.write(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--photos", required=True, help="the training photos (imageN.jpg + .dat)")
    parser.add_argument("--out", required=True, help="where the shipped weights go")
    parser.add_argument("--folds", help="a folder for the cross-validation's fold weights")
    parser.add_argument("--cli", default="target/release/peerless-cli")
    parser.add_argument("--work", default="/tmp/peerless-scan-work")
    parser.add_argument("--rendered", type=int, default=600, help="grids rendered from fonts")
    parser.add_argument("--epochs", type=int, default=35)
    args = parser.parse_args()
    started = time.time()
    rng = random.Random(SEED)
    np.random.seed(SEED)
    os.makedirs(args.work, exist_ok=True)

    font_paths = fonts()
    if not font_paths:
        sys.exit("no fonts found: apt-get install fonts-dejavu-core fonts-urw-base35")
    print(f"{len(font_paths)} fonts", flush=True)
    rendered = []
    for i in range(args.rendered):
        path = os.path.join(args.work, f"rendered{i}.jpg")
        render_grid(rng, font_paths, path)
        rendered.append(path)

    photos = sorted(
        (os.path.join(args.photos, name) for name in os.listdir(args.photos) if name.endswith(".jpg")),
        key=lambda p: int(re.search(r"(\d+)\.jpg$", p).group(1)),
    )
    numbers = [int(re.search(r"(\d+)\.jpg$", p).group(1)) for p in photos]
    real_cells, real_found = cut_cells(args.cli, photos, os.path.join(args.work, "real.bin"))
    fake_cells, fake_found = cut_cells(args.cli, rendered, os.path.join(args.work, "rendered.bin"))
    print(f"grids found: {sum(real_found)} of {len(photos)} photos, "
          f"{sum(fake_found)} of {len(rendered)} rendered", flush=True)

    def stack(cells, found, paths, keep):
        xs, ys = [], []
        for c, f, p, k in zip(cells, found, paths, keep):
            if f and k:
                xs.append(c)
                ys.append(labels(p[:-4] + ".dat"))
        if not xs:
            return np.zeros((0, INPUT), np.float32), np.zeros(0, np.int64)
        return np.concatenate(xs), np.array(ys, dtype=np.int64).reshape(-1)

    fake_x, fake_y = stack(fake_cells, fake_found, rendered, [True] * len(rendered))
    runs = [(k, [n % FOLDS != k for n in numbers]) for k in range(FOLDS)] if args.folds else []
    runs.append((None, [True] * len(photos)))
    for fold, keep in runs:
        x, y = stack(real_cells, real_found, photos, keep)
        x, y = np.concatenate([x, fake_x]), np.concatenate([y, fake_y])
        params = train(x, y, SEED + (fold if fold is not None else FOLDS), args.epochs)
        if fold is None:
            path = args.out
        else:
            os.makedirs(args.folds, exist_ok=True)
            path = os.path.join(args.folds, f"fold-{fold}.bin")
        held_x, held_y = stack(real_cells, real_found, photos, [not k for k in keep])
        held = f", held-out cells {accuracy(params, held_x, held_y):.4f}" if len(held_y) else ""
        print(f"{path}: training cells {accuracy(params, x, y):.4f}{held} "
              f"({time.time() - started:.0f} s)", flush=True)
        write_weights(params, path)


if __name__ == "__main__":
    main()
