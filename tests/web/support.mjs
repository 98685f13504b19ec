// What the browser tests share: a static server for the built page, Debian's Chromium through
// playwright-core, the game's report read from the page, and a small PNG reader for the pixels
// of screenshots (node has zlib; no image package is needed).

import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, "../..");
export const SITE = process.env.PEERLESS_WEB_DIR || path.join(ROOT, "target/web");
export const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";

export const PUZZLE =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
export const SOLVED =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// Wikipedia's Killer in our one-line format (tests/data/killer_published.txt): cage letters,
/// ':', the sums; no givens.
export const KILLER = "AABBBCDEFGGHHCCDEFGGIICJKKFLMMINJKOFLPPQNJOORSPTQNUVVRSTTQWUUXXSYZWWaaXXSYZWbbbcc:" +
    "3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17";

/// The phone the issue names: a 412x915 viewport at device scale 2.625, touch, mobile. It and
/// the desktop are in English whatever the machine's language (the game speaks the browser's).
export const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: "en-US" };
/// A desktop window with a mouse and a keyboard.
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: "en-US" };

const TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
    ".ftl": "text/plain; charset=utf-8",
    ".otf": "font/otf",
};

/// Serves a built folder (SITE unless told) on 127.0.0.1 at a free port, as static hosts do:
/// each file with a validator (an ETag of its bytes) and `no-cache`, so the browser keeps what it
/// fetched and asks whether it changed before it uses it again (304, no body). `network.up =
/// false` makes it drop every request unanswered, as a phone with no network sees it;
/// `network.bodies` counts, by path, the times a file's bytes were sent whole. A file of the
/// build named in `absent` may be missing (a test of the page without it).
export async function serve(site = SITE, absent = []) {
    for (const file of [
        "index.html", "gl.js", "peerless.js", "peerless.wasm", "engine.wasm", "sw.js", "manifest.webmanifest", "l10n/en.ftl",
    ].filter((file) => !absent.includes(file))) {
        if (!fs.existsSync(path.join(site, file))) {
            throw new Error(`${site}/${file} is missing: run web/build.sh first`);
        }
    }
    const network = { up: true, requests: 0, bodies: new Map() };
    const server = http.createServer((request, response) => {
        if (!network.up) {
            request.socket.destroy();
            return;
        }
        network.requests += 1;
        const name = new URL(request.url, "http://localhost").pathname;
        const file = path.join(site, name === "/" ? "index.html" : decodeURIComponent(name));
        if (!file.startsWith(site)) {
            response.writeHead(403).end();
            return;
        }
        fs.readFile(file, (error, data) => {
            if (error) {
                response.writeHead(404).end();
                return;
            }
            const type = TYPES[path.extname(file)] || "application/octet-stream";
            const etag = `"${crypto.createHash("sha256").update(data).digest("hex").slice(0, 32)}"`;
            const headers = { "content-type": type, "cache-control": "no-cache", etag };
            if (request.headers["if-none-match"] === etag) {
                response.writeHead(304, headers).end();
                return;
            }
            network.bodies.set(name, (network.bodies.get(name) ?? 0) + 1);
            response.writeHead(200, headers).end(data);
        });
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, network, origin: `http://127.0.0.1:${server.address().port}` };
}

/// Debian's Chromium, headless, WebGL through SwiftShader, with no network chatter.
export async function launch() {
    if (!fs.existsSync(CHROMIUM)) {
        throw new Error(`no browser at ${CHROMIUM} (Debian: apt-get install chromium)`);
    }
    return chromium.launch({
        executablePath: CHROMIUM,
        args: [
            "--no-sandbox",
            "--use-gl=swiftshader",
            "--enable-unsafe-swiftshader",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
        ],
    });
}

/// The layout a report gives, from its complete blocks only (each ends with `layout end G`; the
/// lines after the last end belong to a block still being reported, and are left for later).
/// A block with the board replaces the board, the pad, the tools and the pause button; every
/// block replaces the menu (a screen without one reports an empty menu). CSS pixels; `safe` is
/// the window less the insets the game took, `drawn` the box around all the game screen's parts.
export function layoutOf(lines) {
    const at = { generation: 0, body: [] };
    let block = [];
    for (const line of lines) {
        const words = line.split(" ");
        if (words[0] === "body") {
            block.push(line);
            continue;
        }
        if (words[0] !== "layout") {
            continue;
        }
        if (words[1] !== "end") {
            block.push(line);
            continue;
        }
        for (const key of Object.keys(at)) {
            if (key.startsWith("menu ") || (key === "chart" || key === "calendar")) {
                delete at[key];
            }
        }
        at.body = [];
        for (const entry of block) {
            const w = entry.split(" ");
            if (w[0] === "body") {
                at.body.push(entry.slice("body ".length));
            } else if (w[3] === "board") {
                for (const key of Object.keys(at)) {
                    if (/^(digit|tool) /.test(key)) {
                        delete at[key];
                    }
                }
                at.window = { w: +w[1], h: +w[2] };
                at.board = { x: +w[4], y: +w[5], cell: +w[7] };
            } else if (w[1] === "digit" || w[1] === "tool") {
                at[`${w[1]} ${w[2]}`] = { x: +w[3], y: +w[4] };
            } else if (w[1] === "menu") {
                at[`menu ${w[2]}`] = { x: +w[3], y: +w[4], label: w.slice(5).join(" ") };
            } else if (w[1] === "pause") {
                at.pause = { x: +w[2], y: +w[3] };
            } else if (w[1] === "chart" || w[1] === "calendar" || w[1] === "safe" || w[1] === "drawn") {
                at[w[1]] = { x: +w[2], y: +w[3], w: +w[4], h: +w[5] };
            }
        }
        at.generation = +words[2];
        block = [];
    }
    return at;
}

/// A page with the game's report, read from the page itself (the array the plugin fills with
/// `?report`): a frame's lines are all there once the frame has run, so what a test reads after
/// a wait is the state the wait was for. Console errors and uncaught exceptions are collected.
export async function openGame(context, url, { before } = {}) {
    const page = await context.newPage();
    // What a test sets up in the page before it loads (emulated insets, permissions).
    await before?.(page);
    const errors = [];
    page.on("console", (message) => {
        if (message.type() === "error") {
            errors.push(`console error: ${message.text()}`);
        }
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    await page.goto(url);
    const lines = [];
    /// Waits until `ready(lines)` gives something other than undefined, reading the report
    /// anew every 20 ms, and returns it; `describe` says what was awaited when time runs out.
    async function until(ready, describe, timeout) {
        const start = Date.now();
        for (;;) {
            await game.report();
            const found = ready(lines);
            if (found !== undefined) {
                return found;
            }
            if (Date.now() - start > timeout) {
                throw new Error(`${describe()} after ${timeout} ms; the report:\n${lines.join("\n")}`);
            }
            await page.waitForTimeout(20);
        }
    }
    const game = {
        page,
        /// The report as last read.
        lines,
        errors,
        /// Reads the report's new lines from the page and returns the whole report.
        async report() {
            const fresh = await page.evaluate((known) => {
                const report = window.peerlessReport;
                return report === undefined ? null : report.slice(known);
            }, lines.length);
            if (fresh === null) {
                throw new Error("the page keeps no report (opened without ?report)");
            }
            lines.push(...fresh);
            return lines;
        },
        /// Waits until a report line satisfies `wanted` (a prefix or a predicate) and returns it.
        line(wanted, timeout = 15000) {
            return this.after(0, wanted, timeout);
        },
        /// Waits until a report line from index `from` on satisfies `wanted`: what an action
        /// taken when the report had `from` lines made, not an earlier line alike.
        after(from, wanted, timeout = 15000) {
            const matches = typeof wanted === "string" ? (line) => line.startsWith(wanted) : wanted;
            return until(
                (all) => all.slice(from).find(matches),
                () => `no report line ${wanted} after line ${from}`,
                timeout,
            );
        },
        /// Waits until `count` report lines start with `wanted`, and returns them.
        count(wanted, count, timeout = 15000) {
            const found = (all) => all.filter((line) => line.startsWith(wanted));
            return until(
                (all) => (found(all).length >= count ? found(all) : undefined),
                () => `${found(lines).length} of ${count} lines ${wanted}`,
                timeout,
            );
        },
        /// Waits until the newest complete layout satisfies `wanted` (any complete one by
        /// default) and returns it: where things are, in CSS pixels.
        layout(wanted = () => true, timeout = 15000) {
            return until(
                (all) => {
                    const at = layoutOf(all);
                    return at.generation > 0 && wanted(at) ? at : undefined;
                },
                () => `no complete layout ${wanted}`,
                timeout,
            );
        },
        /// Waits for a menu button whose label is `label`, and returns where it is.
        async menu(label, timeout = 15000) {
            const at = await this.layout((at) => menuIn(at, label) !== undefined, timeout);
            return menuIn(at, label);
        },
        /// A finger's tap on the menu button `label`, once the button is there.
        async tapMenu(label, timeout = 15000) {
            const at = await this.menu(label, timeout);
            await page.touchscreen.tap(at.x, at.y);
        },
        /// On the import screen, a tap on From a photo, and `files` (a path, or playwright's
        /// { name, mimeType, buffer }) given to the browser's chooser it opens. Returns the
        /// report's length when the photo was given, for `after`.
        async choosePhoto(files) {
            const chooser = page.waitForEvent("filechooser");
            await this.tapMenu("From a photo");
            const from = lines.length;
            await (await chooser).setFiles(files);
            return from;
        },
        /// The newest complete layout already read, or else the first one the page reports:
        /// where to tap, without another round trip to the page when the report is up to date
        /// (every tap helper below waits for its move, so it is).
        async current() {
            const at = layoutOf(lines);
            return at.generation > 0 ? at : this.layout();
        },
        /// The centre of cell (row, col), counted from 1.
        async cell(row, col) {
            const board = (await this.current()).board;
            return { x: board.x + (col - 0.5) * board.cell, y: board.y + (row - 0.5) * board.cell };
        },
        /// Where digit `d` of the pad is.
        async digit(d) {
            return (await this.current())[`digit ${d}`];
        },
        /// A finger's tap on cell (row, col), then on digit `d` of the pad, each waited for
        /// until the game has made its move: a test never runs ahead of a busy game.
        async touchCellThenDigit(row, col, d) {
            await this.tapCell(row, col);
            await this.tapDigit(d, `move Enter r${row}c${col} ${d}`);
        },
        /// A finger's tap on cell (row, col), waited for until the game has selected it.
        async tapCell(row, col) {
            const from = lines.length;
            const cell = await this.cell(row, col);
            await page.touchscreen.tap(cell.x, cell.y);
            await this.after(from, `move Select r${row}c${col}`);
        },
        /// A mouse click on cell (row, col), waited for until the game has selected it.
        async clickCell(row, col) {
            const from = lines.length;
            const cell = await this.cell(row, col);
            await page.mouse.click(cell.x, cell.y);
            await this.after(from, `move Select r${row}c${col}`);
            return cell;
        },
        /// A finger's tap on digit `d` of the pad, waited for until the game reports `made`
        /// (a prefix of the move's line).
        async tapDigit(d, made) {
            const from = lines.length;
            const digit = await this.digit(d);
            await page.touchscreen.tap(digit.x, digit.y);
            await this.after(from, made);
        },
    };
    // The first frame reports where everything is, in its first complete layout.
    await game.line("first frame ");
    await game.layout();
    return game;
}

/// The menu button labelled `label` in a layout, if there is one.
function menuIn(at, label) {
    return Object.entries(at).find(([key, value]) => key.startsWith("menu ") && value.label === label)?.[1];
}

/// Decodes a PNG (8-bit RGB or RGBA, as Chromium writes screenshots) into { width, height,
/// at(x, y) -> [r, g, b] }.
export function readPng(buffer) {
    let offset = 8;
    let width = 0;
    let height = 0;
    let channels = 4;
    const data = [];
    while (offset < buffer.length) {
        const length = buffer.readUInt32BE(offset);
        const type = buffer.toString("ascii", offset + 4, offset + 8);
        const body = buffer.subarray(offset + 8, offset + 8 + length);
        if (type === "IHDR") {
            width = body.readUInt32BE(0);
            height = body.readUInt32BE(4);
            if (body[8] !== 8 || (body[9] !== 2 && body[9] !== 6) || body[12] !== 0) {
                throw new Error("only 8-bit, non-interlaced RGB or RGBA PNGs are read");
            }
            channels = body[9] === 6 ? 4 : 3;
        } else if (type === "IDAT") {
            data.push(body);
        }
        offset += length + 12;
    }
    const raw = zlib.inflateSync(Buffer.concat(data));
    const stride = width * channels;
    const pixels = Buffer.alloc(height * stride);
    for (let y = 0; y < height; y++) {
        const filter = raw[y * (stride + 1)];
        const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
        for (let i = 0; i < stride; i++) {
            const left = i >= channels ? pixels[y * stride + i - channels] : 0;
            const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
            const corner = y > 0 && i >= channels ? pixels[(y - 1) * stride + i - channels] : 0;
            let value = line[i];
            if (filter === 1) value += left;
            else if (filter === 2) value += up;
            else if (filter === 3) value += (left + up) >> 1;
            else if (filter === 4) {
                const p = left + up - corner;
                const pa = Math.abs(p - left);
                const pb = Math.abs(p - up);
                const pc = Math.abs(p - corner);
                value += pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
            }
            pixels[y * stride + i] = value & 0xff;
        }
    }
    return {
        width,
        height,
        at(x, y) {
            const i = Math.floor(y) * stride + Math.floor(x) * channels;
            return [pixels[i], pixels[i + 1], pixels[i + 2]];
        },
    };
}

/// Whether two colours are within `tolerance` on every channel.
export function close(a, b, tolerance = 12) {
    return a.every((value, i) => Math.abs(value - b[i]) <= tolerance);
}

/// `0xRRGGBB` as [r, g, b].
export function rgb(hex) {
    return [(hex >> 16) & 0xff, (hex >> 8) & 0xff, hex & 0xff];
}

/// A Killer in our one-line format (src/killer/text.rs: a cage letter for each cell, row by
/// row, ':', the sums in the order of the cages' first cells, and optionally ':' and the
/// givens) read as { cageOf: the cage index of each of the 81 cells, cages: [{ cells, sum }],
/// givens: 81 characters }. Cells with the same letter that touch side by side are one cage.
export function readKiller(line) {
    const [letters, sums, givens = ".".repeat(81)] = line.split(":");
    const cells = [...letters].filter((ch) => /[A-Za-z]/.test(ch));
    if (cells.length !== 81) {
        throw new Error(`${cells.length} cage letters in ${line}`);
    }
    const cageOf = Array(81).fill(-1);
    const cages = [];
    for (let start = 0; start < 81; start++) {
        if (cageOf[start] >= 0) continue;
        const cage = { cells: [], sum: 0 };
        const stack = [start];
        cageOf[start] = cages.length;
        while (stack.length > 0) {
            const at = stack.pop();
            cage.cells.push(at);
            const [r, c] = [Math.floor(at / 9), at % 9];
            for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]) {
                const next = nr * 9 + nc;
                if (nr >= 0 && nr < 9 && nc >= 0 && nc < 9 && cageOf[next] < 0 && cells[next] === cells[at]) {
                    cageOf[next] = cages.length;
                    stack.push(next);
                }
            }
        }
        cage.cells.sort((a, b) => a - b);
        cages.push(cage);
    }
    const numbers = sums.split(",").map(Number);
    if (numbers.length !== cages.length) {
        throw new Error(`${cages.length} cages and ${numbers.length} sums in ${line}`);
    }
    cages.forEach((cage, i) => {
        cage.sum = numbers[i];
    });
    return { cageOf, cages, givens: givens.replace(/0/g, ".") };
}

/// The solutions of a Killer line (at most `limit`), as 81-character strings: a search of its
/// own, in the test, that the game's engine has no part in. A digit is left for an empty cell
/// when its row, column, box and cage do not hold it and some set of different digits with it
/// completes the cage's sum; each step fills a digit that has one place left in a row, column
/// or box, or else the cell with the fewest digits left, and gives up on a unit that has no
/// place left for a digit it lacks.
export function solveKiller(line, limit = 2) {
    const { cageOf, cages, givens } = readKiller(line);
    const board = [...givens].map((ch) => (ch === "." ? 0 : Number(ch)));
    const bit = (d) => 1 << (d - 1);
    const count = (mask) => {
        let n = 0;
        for (let m = mask; m !== 0; m &= m - 1) n += 1;
        return n;
    };
    // The sets of different digits (9-bit masks) by size and sum.
    const sets = Array.from({ length: 10 }, () => Array.from({ length: 46 }, () => []));
    for (let mask = 1; mask < 512; mask++) {
        let sum = 0;
        for (let d = 1; d <= 9; d++) {
            if (mask & bit(d)) sum += d;
        }
        sets[count(mask)][sum].push(mask);
    }
    // The rows, columns and boxes as lists of cells, and each cell's three.
    const units = [];
    for (let k = 0; k < 9; k++) {
        units.push([...Array(9).keys()].map((i) => k * 9 + i));
        units.push([...Array(9).keys()].map((i) => i * 9 + k));
        const [r, c] = [Math.floor(k / 3) * 3, (k % 3) * 3];
        units.push([...Array(9).keys()].map((i) => (r + Math.floor(i / 3)) * 9 + c + (i % 3)));
    }
    const unitsOf = [...Array(81).keys()].map((i) => units.filter((u) => u.includes(i)));
    const found = [];
    const search = () => {
        // What each cage can still take: the digits of the sets that complete it.
        const cageLeft = cages.map((cage) => {
            let used = 0;
            let sum = cage.sum;
            let empty = 0;
            for (const i of cage.cells) {
                if (board[i] === 0) {
                    empty += 1;
                } else {
                    used |= bit(board[i]);
                    sum -= board[i];
                }
            }
            let digits = 0;
            if (sum >= 0 && sum <= 45) {
                for (const mask of sets[empty][sum]) {
                    if ((mask & used) === 0) digits |= mask;
                }
            }
            return empty === 0 ? (sum === 0 ? 0 : -1) : digits;
        });
        if (cageLeft.includes(-1)) return;
        const left = board.map((d, i) => {
            if (d !== 0) return 0;
            let seen = 0;
            for (const unit of unitsOf[i]) {
                for (const j of unit) {
                    if (board[j] !== 0) seen |= bit(board[j]);
                }
            }
            return cageLeft[cageOf[i]] & ~seen;
        });
        let best = null;
        let fewest = 10;
        for (let i = 0; i < 81; i++) {
            if (board[i] !== 0) continue;
            const n = count(left[i]);
            if (n === 0) return;
            if (n < fewest) {
                [best, fewest] = [{ cell: i, digits: left[i] }, n];
            }
        }
        if (best === null) {
            found.push(board.join(""));
            return;
        }
        // A unit's digit with no place is a dead end; one with a single place is the move.
        if (fewest > 1) {
            for (const unit of units) {
                let held = 0;
                for (const j of unit) {
                    if (board[j] !== 0) held |= bit(board[j]);
                }
                for (let d = 1; d <= 9; d++) {
                    if (held & bit(d)) continue;
                    const places = unit.filter((j) => left[j] & bit(d));
                    if (places.length === 0) return;
                    if (places.length === 1 && fewest > 1) {
                        [best, fewest] = [{ cell: places[0], digits: bit(d) }, 1];
                    }
                }
            }
        }
        for (let d = 1; d <= 9 && found.length < limit; d++) {
            if (best.digits & bit(d)) {
                board[best.cell] = d;
                search();
                board[best.cell] = 0;
            }
        }
    };
    search();
    return found;
}
