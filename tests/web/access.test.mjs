// A screen reader's view of the page: the game's accessibility tree mirrored into the page
// (web/peerless.js), read through Chromium's own accessibility tree (CDP
// Accessibility.getFullAXTree: what a screen reader is given), never the pixels or the game's
// report (the page keeps one, `?report`, for the harness's wait for the first frame only).
// Every wait is for the state it reads in that tree.
//
//   web/build.sh && (cd tests/web && npm ci && npm test)

import assert from "node:assert/strict";
import { after, before, test } from "node:test";

import { DESKTOP, KILLER, launch, openGame, PUZZLE, readKiller, serve, solveKiller, SOLVED } from "./support.mjs";

let server;
let origin;
let browser;

before(async () => {
    ({ server, origin } = await serve());
    browser = await launch();
});

after(async () => {
    await browser?.close();
    server?.close();
});

/// The page's accessibility tree as Chromium gives it to a screen reader: its nodes with
/// their role, name, focus and parent's role; and, as `live`, the text each of the page's
/// live regions holds as the page has it (before the layout folds its spaces away).
async function axTree(page) {
    const cdp = await page.context().newCDPSession(page);
    try {
        const { nodes } = await cdp.send("Accessibility.getFullAXTree");
        const byId = new Map(nodes.map((n) => [n.nodeId, n]));
        // The text a node holds: its static text, all the way down (a live region's words are
        // its content, not its name).
        const text = (n) => n.role?.value === "StaticText"
            ? n.name?.value ?? ""
            : (n.childIds ?? []).map((id) => byId.get(id)).filter(Boolean).map(text).join("");
        const tree = nodes
            .filter((n) => !n.ignored)
            .map((n) => ({
                role: n.role?.value ?? "",
                name: n.role?.value === "status" ? text(n) : n.name?.value ?? "",
                focused: (n.properties ?? []).some((p) => p.name === "focused" && p.value.value),
                parent: byId.get(n.parentId)?.role?.value ?? "",
            }));
        tree.live = await page.evaluate(() =>
            [...document.querySelectorAll("#peerless-a11y [aria-live]")].map((e) => e.textContent));
        return tree;
    } finally {
        await cdp.detach();
    }
}

/// Reads the tree until `find(nodes)` gives something, for at most `timeout` ms.
async function until(page, what, find, timeout = 15000) {
    const start = Date.now();
    let nodes = [];
    for (;;) {
        nodes = await axTree(page);
        const found = find(nodes);
        if (found !== undefined && found !== null && found !== false) {
            return found;
        }
        if (Date.now() - start > timeout) {
            const seen = nodes
                .filter((n) => ["gridcell", "status", "button", "heading"].includes(n.role) && (n.focused || n.role !== "gridcell"))
                .map((n) => `${n.role} ${JSON.stringify(n.name)}${n.focused ? " (focused)" : ""}`);
            throw new Error(`gave up waiting for ${what}; the tree has:\n${seen.join("\n")}`);
        }
        await page.waitForTimeout(30);
    }
}

const focusedCell = (nodes) => nodes.find((n) => n.role === "gridcell" && n.focused);

/// The live region that speaks: the game's announcements go to two polite regions in turn, the
/// newest in one, the other emptied. Every read checks what the page's regions hold: at most
/// one speaks, and it holds the announcement's words alone (a stray space once told a sentence
/// said twice from one said once, and half the announcements ended with it).
function status(nodes) {
    const regions = nodes.filter((n) => n.role === "status");
    const live = nodes.live ?? [];
    const speaking = live.filter((text) => text !== "");
    assert.ok(speaking.length <= 1, `one live region speaks at a time: ${JSON.stringify(live)}`);
    for (const text of speaking) {
        assert.equal(text, text.trim(), `an announcement's words alone: ${JSON.stringify(text)}`);
    }
    return regions.find((n) => n.name !== "") ?? regions[0];
}

/// Which of the page's live regions speaks (0 or 1), and what.
function speaking(nodes) {
    const at = (nodes.live ?? []).findIndex((text) => text !== "");
    return at < 0 ? null : { region: at, text: nodes.live[at] };
}

/// A cell's place from its name ("5, given, row 1, column 3").
function place(name) {
    const m = name.match(/row (\d), column (\d)/);
    return m ? [Number(m[1]), Number(m[2])] : null;
}

test("a screen reader finds the board as a grid of 81 named cells, the pad's and tools' buttons, and a live region", async () => {
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, `${origin}/index.html?report#${PUZZLE}`);
    const nodes = await until(game.page, "81 cells", (nodes) =>
        nodes.filter((n) => n.role === "gridcell").length === 81 ? nodes : undefined);
    const cells = nodes.filter((n) => n.role === "gridcell").map((n) => n.name);
    assert.equal(cells[0], "5, given, row 1, column 1");
    assert.equal(cells[2], "empty, row 1, column 3");
    assert.equal(cells[80], "9, given, row 9, column 9");
    assert.ok(cells.every((name) => /^(\d, given|\d|empty), row \d, column \d/.test(name)), cells.join("\n"));
    assert.equal(nodes.filter((n) => n.role === "row").length, 9);
    assert.ok(nodes.some((n) => n.role === "grid" && n.name === "Board"));
    const buttons = nodes.filter((n) => n.role === "button").map((n) => n.name);
    for (const name of ["Pause", "Undo", "Erase", "Notes", "Auto", "Hint", "Redo"]) {
        assert.ok(buttons.includes(name), `${name}: ${buttons}`);
    }
    for (let d = 1; d <= 9; d++) {
        assert.ok(buttons.some((b) => b.startsWith(`${d}, `) && b.endsWith(" left")), `${d}: ${buttons}`);
    }
    assert.equal(nodes.filter((n) => n.role === "status").length, 2, "two live regions");
    assert.equal(nodes.live.length, 2, "two live regions in the page");
    // A linked puzzle is an imported one: the header says so, with the grade the engine found.
    assert.ok(nodes.some((n) => n.role === "heading" && n.name.startsWith("Imported, Easy")), "what the game is");
    assert.deepEqual(game.errors, []);
    await context.close();
});

/// Where the page's keyboard focus is: never the page's body or the canvas after a screen
/// change (keys would reach nothing, or a screen reader would read a nameless picture).
const activeElement = (page) => page.evaluate(() => {
    const e = document.activeElement;
    if (e === null || e === document.body) {
        return "body";
    }
    return e.id === "glcanvas" ? "canvas" : `${e.tagName.toLowerCase()} ${e.textContent || e.getAttribute("aria-label")}`;
});

/// Waits for the screen reader's focus on a node `check` accepts and says which; the page's
/// own focus is there too (on the mirror, not the body or the canvas).
async function focusOn(page, what, check) {
    const node = await until(page, `the focus on ${what}`, (nodes) => nodes.find((n) => n.focused && check(n)));
    const active = await activeElement(page);
    assert.ok(active !== "body" && active !== "canvas", `${what}: the page's focus is on the ${active}`);
    return node;
}

test("with the keyboard alone and the accessibility tree, a game is played to the win: focus moves with the arrows, each digit is announced", async (t) => {
    // The puzzle with four cells left, each alone in its row, column and box.
    const nearly = SOLVED.split("");
    for (const index of [2, 40, 57, 79]) {
        nearly[index] = ".";
    }
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, `${origin}/index.html?report#${nearly.join("")}`);
    const { page } = game;
    await until(page, "the board", (nodes) => nodes.some((n) => n.role === "gridcell"));
    // The board's main keys are said the first time it shows, and where to find them all.
    const keys = await until(page, "the board's keys said", (nodes) => status(nodes)?.name.includes("Keys: 1 to 9 place a digit") && status(nodes).name);
    t.diagnostic(`the board: ${keys}`);
    // From the canvas, Tab reaches the pause button, then the grid's one tab stop.
    await page.keyboard.press("Tab");
    await until(page, "the pause button focused", (nodes) => nodes.some((n) => n.role === "button" && n.name === "Pause" && n.focused));
    await page.keyboard.press("Tab");
    let focused = await until(page, "a cell focused", focusedCell);
    assert.equal(focused.name, "5, given, row 1, column 1");
    // Arrows move the focus, and stop at the board's edge.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    focused = await until(page, "r1c2 focused", (nodes) => {
        const cell = focusedCell(nodes);
        return cell && place(cell.name)?.join() === "1,2" ? cell : undefined;
    });
    assert.equal(focused.name, "3, given, row 1, column 2");
    // A hint's three levels, H after H: where to look, which cells, the move; each heard as a
    // sentence of its own, and the focus kept on the cell the player was on.
    const hints = [];
    for (let level = 1; level <= 3; level++) {
        await page.keyboard.press("h");
        const said = await until(page, `the hint's level ${level} heard`, (nodes) => {
            const text = status(nodes)?.name ?? "";
            return text.endsWith(".") && !hints.includes(text) && !text.includes("Keys:") ? text : undefined;
        });
        hints.push(said);
        t.diagnostic(`hint, level ${level}: ${said}`);
        const cell = focusedCell(await axTree(page));
        assert.equal(cell?.name, "3, given, row 1, column 2", `the focus after the hint's level ${level}`);
    }
    assert.equal(hints[0], "Look at row 1 for a full house.");
    assert.equal(hints[1], "Full House: look at r1c3.");
    assert.match(hints[2], /^Full House: .*r1c3 is 4\.$/);
    // Every empty cell the tree names: gone to with the arrows, its digit typed, and heard.
    const empties = (await axTree(page))
        .filter((n) => n.role === "gridcell" && n.name.startsWith("empty"))
        .map((n) => place(n.name));
    assert.equal(empties.length, 4, empties.join(" "));
    for (const [row, col] of empties) {
        const [r, c] = place(focusedCell(await axTree(page)).name);
        const keys = [
            ...Array(Math.abs(row - r)).fill(row > r ? "ArrowDown" : "ArrowUp"),
            ...Array(Math.abs(col - c)).fill(col > c ? "ArrowRight" : "ArrowLeft"),
        ];
        for (const key of keys) {
            await page.keyboard.press(key);
        }
        await until(page, `r${row}c${col} focused`, (nodes) => place(focusedCell(nodes)?.name ?? "")?.join() === `${row},${col}`);
        const digit = SOLVED[(row - 1) * 9 + col - 1];
        await page.keyboard.press(digit);
        const said = await until(page, `${digit} in r${row}c${col} announced`, (nodes) => {
            const text = status(nodes)?.name ?? "";
            return text.startsWith(`${digit} in row ${row}, column ${col}`) || text.startsWith("Solved!") ? text : undefined;
        });
        t.diagnostic(`${digit} typed: ${said}`);
        if (said.startsWith("Solved!")) {
            break;
        }
    }
    const won = await until(page, "the win announced", (nodes) => status(nodes)?.name.startsWith("Solved!") && status(nodes).name);
    assert.match(won, /^Solved! Imported, Easy, \d+:\d\d\. No mistakes/);
    const nodes = await axTree(page);
    assert.ok(nodes.some((n) => n.role === "heading" && n.name === "Solved!"), "the summary's title");
    assert.ok(nodes.some((n) => n.role === "button" && n.name === "Main menu"), "its buttons");
    // After each screen change the focus is on the new screen's first button (the board, on a
    // game's screen), and the keyboard goes on from there: the summary, the start screen, the
    // levels and a new game.
    let button = await focusOn(page, "the summary's first button", (n) => n.role === "button");
    t.diagnostic(`the win: ${won}; focus on ${button.name}`);
    // The arrows go to the nearest button their way: the summary's buttons are two rows of
    // two, Main menu the last, down and then right.
    for (const [key, name] of [["ArrowDown", "Copy result"], ["ArrowRight", "Main menu"]]) {
        await page.keyboard.press(key);
        button = await focusOn(page, `${name}, after ${key}`, (n) => n.role === "button" && n.name === name);
    }
    assert.equal(button.name, "Main menu");
    await page.keyboard.press("Enter");
    button = await focusOn(page, "the start screen's daily puzzle", (n) => n.role === "button" && n.name === "Daily puzzle");
    t.diagnostic(`Main menu pressed: focus on ${button.name}`);
    // Tab: on along the list (past the choice of kind's two radio buttons), whichever way the
    // window arranges the screen.
    await tabTo(page, "the start screen's Easy", (n) => n.role === "button" && n.name.startsWith("Easy"));
    await page.keyboard.press("Enter");
    const ready = await until(page, "the new puzzle announced", (nodes) => status(nodes)?.name.startsWith("The puzzle is ready") && status(nodes).name);
    assert.ok(!ready.includes("Keys:"), `the keys are said once: ${ready}`);
    t.diagnostic(`Easy pressed: ${ready}`);
    const board = await focusOn(page, "the new game's board", (n) => n.role === "grid" || n.role === "gridcell");
    t.diagnostic(`the new game: focus on ${board.role} ${board.name}`);
    // Then the arrows choose a cell, as on the first board.
    await page.keyboard.press("ArrowRight");
    await focusOn(page, "a cell of the new board", (n) => n.role === "gridcell");
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("with the keyboard alone and the accessibility tree, a Killer is played to the win: each cell names its cage, Shift+K reads the calculator, a hint's arithmetic is heard", async (t) => {
    const { cageOf, cages } = readKiller(KILLER);
    const [solution] = solveKiller(KILLER);
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, `${origin}/index.html?report#${KILLER}`);
    const { page } = game;
    await until(page, "the board", (nodes) => nodes.filter((n) => n.role === "gridcell").length === 81);
    await until(page, "the Killer ready", (nodes) => status(nodes)?.name.startsWith("The Killer is ready"));
    // The board's main keys, said once, end with the Killer's own.
    await until(page, "the Killer's keys said", (nodes) => status(nodes)?.name.includes("Keys: 1 to 9") && status(nodes).name.includes("Shift+K reads the cage"));
    // What a cell of the Killer says of its cage: in full where the focus enters the cage (its
    // size and sum, and "top-left cell" where its sum is printed), its sum alone within it.
    const cageWords = (index, from) => {
        const cage = cages[cageOf[index]];
        if (from !== undefined && cageOf[from] === cageOf[index]) {
            return `cage ${cage.sum}`;
        }
        const size = cage.cells.length === 1 ? "one cell" : `${cage.cells.length} cells`;
        return `cage of ${size}, sum ${cage.sum}${cage.cells[0] === index ? ", top-left cell" : ""}`;
    };
    await page.keyboard.press("Tab");
    await until(page, "the pause button focused", (nodes) => nodes.some((n) => n.role === "button" && n.name === "Pause" && n.focused));
    await page.keyboard.press("Tab");
    let focused = await until(page, "a cell focused", focusedCell);
    assert.equal(focused.name, `empty, row 1, column 1, ${cageWords(0)}`);
    // Along row 1 with the arrows: into the next cage and within it.
    const heard = [focused.name];
    for (let col = 2; col <= 4; col++) {
        await page.keyboard.press("ArrowRight");
        focused = await until(page, `r1c${col} focused`, (nodes) => {
            const cell = focusedCell(nodes);
            return cell && place(cell.name)?.join() === `1,${col}` ? cell : undefined;
        });
        assert.equal(focused.name, `empty, row 1, column ${col}, ${cageWords(col - 1, col - 2)}`);
        heard.push(focused.name);
    }
    t.diagnostic(`row 1: ${heard.join(" | ")}`);
    assert.ok(heard.includes("empty, row 1, column 3, cage of 3 cells, sum 15, top-left cell"), heard.join(" | "));
    assert.ok(heard.includes("empty, row 1, column 4, cage 15"), heard.join(" | "));
    // Shift+K: the cage calculator of r1c4's cage, read: what is left of its sum and every set
    // of different digits that makes it (an empty board, no notes: all of them).
    const cage = cages[cageOf[3]];
    await page.keyboard.press("Shift+K");
    const calculator = await until(page, "the cage calculator read", (nodes) => status(nodes)?.name.startsWith(`Cage ${cage.sum}`) && status(nodes).name);
    t.diagnostic(`Shift+K: ${calculator}`);
    assert.ok(calculator.startsWith(`Cage ${cage.sum}, ${cage.sum} to go in ${cage.cells.length} cells`), calculator);
    const ways = (digits, size, sum, from = 1) => size === 0
        ? (sum === 0 ? [digits] : [])
        : [...Array(10 - from).keys()].map((i) => from + i)
            .flatMap((d) => ways([...digits, d], size - 1, sum - d, d + 1));
    const combinations = ways([], cage.cells.length, cage.sum).map((digits) => digits.join("+"));
    assert.ok(combinations.length > 1);
    for (const combination of combinations) {
        assert.ok(calculator.includes(combination), `${combination} in: ${calculator}`);
    }
    // Notes: N, then two candidates in r1c4 (its digit and another), named in the cell; N again.
    const digit = solution[3];
    const other = String((Number(digit) % 9) + 1);
    await page.keyboard.press("n");
    await until(page, "notes on", (nodes) => status(nodes)?.name === "Pad: candidates");
    await page.keyboard.press(digit);
    await page.keyboard.press(other);
    const notes = `candidates ${[digit, other].sort().join(" ")}`;
    focused = await until(page, "r1c4's notes", (nodes) => {
        const cell = focusedCell(nodes);
        return cell?.name.includes(notes) ? cell : undefined;
    });
    t.diagnostic(`notes: ${focused.name}`);
    await page.keyboard.press("n");
    await until(page, "notes off", (nodes) => status(nodes)?.name.startsWith("Pad: ") && status(nodes).name !== "Pad: candidates");
    // A hint's three levels, H after H, each heard; the last says the step's arithmetic in
    // full: a cage's cells and sum, and the only ways different digits make that sum.
    const hints = [];
    for (let level = 1; level <= 3; level++) {
        await page.keyboard.press("h");
        const said = await until(page, `the hint's level ${level} heard`, (nodes) => {
            const text = status(nodes)?.name ?? "";
            return text.endsWith(".") && !hints.includes(text) && !text.startsWith("Pad: ") ? text : undefined;
        });
        hints.push(said);
        t.diagnostic(`hint, level ${level}: ${said}`);
    }
    const step = hints[2].match(/the cage of ((?:r\dc\d(?:, | and )?)+) adds up to (\d+); different digits make that only as ([\d+ /]+)\./);
    assert.ok(step, hints[2]);
    const cells = [...step[1].matchAll(/r(\d)c(\d)/g)].map(([, r, c]) => (r - 1) * 9 + (c - 1));
    const named = cages[cageOf[cells[0]]];
    assert.deepEqual(cells, named.cells, `the hint's cells are one cage: ${hints[2]}`);
    assert.equal(Number(step[2]), named.sum, hints[2]);
    const said = step[3].split(" / ");
    assert.deepEqual(said, ways([], named.cells.length, named.sum).map((digits) => digits.join("+")), hints[2]);
    // Every cell, gone to with the arrows, its digit typed, and heard.
    let at = [1, 4];
    for (let index = 0; index < 81; index++) {
        const [row, col] = [Math.floor(index / 9) + 1, (index % 9) + 1];
        const keys = [
            ...Array(Math.abs(row - at[0])).fill(row > at[0] ? "ArrowDown" : "ArrowUp"),
            ...Array(Math.abs(col - at[1])).fill(col > at[1] ? "ArrowRight" : "ArrowLeft"),
        ];
        for (const key of keys) {
            await page.keyboard.press(key);
        }
        await until(page, `r${row}c${col} focused`, (nodes) => place(focusedCell(nodes)?.name ?? "")?.join() === `${row},${col}`);
        at = [row, col];
        await page.keyboard.press(solution[index]);
        const text = await until(page, `${solution[index]} in r${row}c${col} announced`, (nodes) => {
            const text = status(nodes)?.name ?? "";
            return text.startsWith(`${solution[index]} in row ${row}, column ${col}`) || text.startsWith("Solved!") ? text : undefined;
        });
        if (text.startsWith("Solved!")) {
            assert.equal(index, 80, text);
        }
    }
    const won = await until(page, "the win announced", (nodes) => status(nodes)?.name.startsWith("Solved!") && status(nodes).name);
    t.diagnostic(`the win: ${won}`);
    assert.match(won, /^Solved! Imported Killer, Medium, \d+:\d\d\. No mistakes, 1 hint/);
    const nodes = await axTree(page);
    assert.ok(nodes.some((n) => n.role === "heading" && n.name === "Solved!"), "the summary's title");
    await focusOn(page, "the summary's first button", (n) => n.role === "button");
    assert.deepEqual(game.errors, []);
    await context.close();
});

/// Presses Tab until the focus is on a node `check` accepts (at most `most` times), as a
/// keyboard's player goes along the page: each Tab pressed as soon as the last has moved the
/// page's focus, not waiting for the game (a player's keys do not), and none taken back.
async function tabTo(page, what, check, most = 30) {
    await watchFocus(page);
    let tabs = 0;
    for (; tabs < most; tabs++) {
        const node = (await axTree(page)).find((n) => n.focused && check(n));
        if (node) {
            break;
        }
        await pressTab(page);
    }
    await noTabTakenBack(page, tabs);
    return focusOn(page, what, check);
}

/// Presses Tab, and waits until the page's focus has left the element it was on (to the
/// next, or out of the page before it comes round again).
async function pressTab(page) {
    await page.evaluate(() => { window.peerlessTabFrom = document.activeElement; });
    await page.keyboard.press("Tab");
    await page.waitForFunction(() => document.activeElement !== window.peerlessTabFrom);
}

/// Presses Tab once, checked as `tabTo` checks its Tabs.
async function tab(page) {
    await watchFocus(page);
    await pressTab(page);
    await noTabTakenBack(page, 1);
}

/// Starts counting the elements the page's focus goes to (every focus event), from none.
async function watchFocus(page) {
    await page.evaluate(() => {
        if (window.peerlessFocusTrail === undefined) {
            window.peerlessFocusTrail = [];
            document.addEventListener("focusin", (event) => window.peerlessFocusTrail.push(event.target), true);
        }
        window.peerlessFocusTrail.length = 0;
    });
}

/// Fails if the page moved its focus since `watchFocus` other than by the player's `tabs` Tabs:
/// one focus event each, and no other. The game plays the focus a Tab moved at its next frame
/// and its tree then comes, which is where the page could take a Tab back: what is read is the
/// page after that frame (the frame the last Tab asked for runs first among the next animation
/// frame's callbacks, and this waits for two).
async function noTabTakenBack(page, tabs) {
    const trail = await page.evaluate(() => new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => {
            const name = (e) => `${e.tagName.toLowerCase()} ${JSON.stringify(e.textContent || e.getAttribute("aria-label") || e.id)}`;
            resolve(window.peerlessFocusTrail.map(name));
        }));
    }));
    assert.equal(trail.length, tabs,
        `the page moved its focus other than by the ${tabs} Tab(s) pressed (a Tab taken back): ${trail.join(", ")}`);
}

/// Holds the game's frames until `releaseFrames`: the animation frames the game asks for (each
/// frame plays what came since the last, and hands the page its tree) wait, as they do behind a
/// slow frame on a busy machine, while a player's keys come. A frame asked for before the hold
/// has run when this returns.
async function holdFrames(page) {
    await page.evaluate(() => new Promise((resolve) => {
        const animationFrame = window.requestAnimationFrame.bind(window);
        window.peerlessHeldFrames = [];
        window.peerlessAnimationFrame = animationFrame;
        window.requestAnimationFrame = (callback) => {
            window.peerlessHeldFrames.push(callback);
            return 0;
        };
        animationFrame(() => resolve());
    }));
}

/// Lets the frames held since `holdFrames` run, at the next animation frame.
async function releaseFrames(page) {
    await page.evaluate(() => {
        window.requestAnimationFrame = window.peerlessAnimationFrame;
        const held = new Set(window.peerlessHeldFrames);
        window.peerlessHeldFrames = [];
        for (const callback of held) {
            window.requestAnimationFrame(callback);
        }
    });
}

/// Waits for the screen titled `title` with the focus on one of its nodes that `check` takes
/// (its first button, as a new screen's focus is), before the keyboard goes on from there.
async function screenFocus(page, title, what, check) {
    await until(page, `the screen ${title}`, (nodes) => nodes.some((n) => n.role === "heading" && n.name === title));
    return focusOn(page, what, check);
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December"];
/// Whether node `n` is the calendar's cell of day `day` of month `month` (1 to 12).
const isDay = (n, day, month) => n.role === "gridcell" &&
    (n.name === `${day} ${MONTHS[month - 1]}` || n.name.startsWith(`${day} ${MONTHS[month - 1]},`));

test("with the keyboard alone, the statistics' levels are one group of radio buttons and the calendar is a grid: arrows by day and week, Page Up by month; two quick Tabs are both kept", async (t) => {
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, `${origin}/index.html?report`);
    const { page } = game;
    await tabTo(page, "Statistics", (n) => n.role === "button" && n.name === "Statistics");
    await page.keyboard.press("Enter");
    await focusOn(page, "the level Easy", (n) => n.role === "radio" && n.name === "Easy");
    const nodes = await axTree(page);
    assert.ok(nodes.some((n) => n.role === "radiogroup" && n.name === "Level"), "the levels' group");
    assert.ok(!nodes.some((n) => n.role === "button" && n.name === "Easy"), "a level is a radio button, not a toggle");
    const calendar = nodes.find((n) => n.role === "grid" && n.name.startsWith("Daily puzzles of"));
    assert.ok(calendar, "the calendar, a grid");
    const month = MONTHS.findIndex((m) => calendar.name.includes(` ${m} `)) + 1;
    assert.ok(month > 0, calendar.name);
    // Two Tabs before the game's next frame, as a quick player's on a busy machine: onto the
    // last level, which the game's focus follows, and on to the month before's arrow, which it
    // does not. The frame then moves the game's focus to the last level: the page keeps the
    // player's on the arrow (it once took the second Tab back to the level).
    await tabTo(page, "Expert", (n) => n.role === "radio" && n.name === "Expert");
    await watchFocus(page);
    await holdFrames(page);
    await pressTab(page);
    await pressTab(page);
    await releaseFrames(page);
    await noTabTakenBack(page, 2);
    await focusOn(page, "the month before's arrow", (n) => n.role === "button" && n.name === "Month before");
    // Tab goes on to the calendar's one tab stop, its first day; the arrows go by day and week.
    const first = await tabTo(page, "a day of the calendar", (n) => n.role === "gridcell");
    assert.ok(isDay(first, 1, month), first.name);
    // The arrows move the game's focus: wait until the game has taken the page's to the first
    // day (the tree shows the page's own focus at once, the game's a frame later).
    await game.line((l) => /^focus day \d+-\d\d-01$/.test(l));
    await page.keyboard.press("ArrowRight");
    await focusOn(page, "the second day", (n) => isDay(n, 2, month));
    await page.keyboard.press("ArrowDown");
    const ninth = await focusOn(page, "the ninth day", (n) => isDay(n, 9, month));
    await page.keyboard.press("PageUp");
    const before = month === 1 ? 12 : month - 1;
    const back = await focusOn(page, "the ninth of the month before", (n) => isDay(n, 9, before));
    t.diagnostic(`calendar: ${first.name}, then ${ninth.name}, then ${back.name}`);
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("with the keyboard alone, a lesson is read and left: its title heard, Example and Practise focused and pressed, H, the example in the cells, Escape back to its technique", async (t) => {
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, `${origin}/index.html?report`);
    const { page } = game;
    await tabTo(page, "Learn", (n) => n.role === "button" && n.name === "Learn");
    await page.keyboard.press("Enter");
    await focusOn(page, "the library's Easy", (n) => n.role === "button" && n.name === "Easy");
    await page.keyboard.press("Enter");
    await screenFocus(page, "Easy techniques", "its first technique", (n) => n.role === "button" && n.name === "Full House");
    await tabTo(page, "Hidden Single", (n) => n.role === "button" && n.name === "Hidden Single");
    await page.keyboard.press("Enter");
    const title = await until(page, "the lesson's title heard", (nodes) => status(nodes)?.name.startsWith("Lesson, Hidden Single") && status(nodes).name);
    t.diagnostic(`lesson: ${title}`);
    const marked = await until(page, "a cell the example marks", (nodes) => nodes.find((n) => n.role === "gridcell" && n.name.includes("goes here")));
    t.diagnostic(`lesson cell: ${marked.name}`);
    await tabTo(page, "Example", (n) => n.role === "button" && n.name === "Example");
    await page.keyboard.press("Enter");
    const example = await until(page, "the example heard", (nodes) => status(nodes)?.name.startsWith("Hidden Single:") && status(nodes).name);
    t.diagnostic(`Example: ${example}`);
    await focusOn(page, "Idea, the same tool", (n) => n.role === "button" && n.name === "Idea");
    await page.keyboard.press("h");
    await until(page, "the idea heard", (nodes) => status(nodes)?.name.startsWith("In a row, column or box"));
    await tabTo(page, "Practise", (n) => n.role === "button" && n.name === "Practise");
    await page.keyboard.press("Enter");
    const practice = await until(page, "the position's title heard", (nodes) => status(nodes)?.name.startsWith("Practice, Hidden Single") && status(nodes).name);
    t.diagnostic(`Practise: ${practice}`);
    await focusOn(page, "the position's board", (n) => n.role === "grid" || n.role === "gridcell");
    await page.keyboard.press("Escape");
    await focusOn(page, "the technique the lesson came from", (n) => n.role === "button" && n.name === "Hidden Single");
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("with the keyboard alone, a puzzle is typed in: the screen's title, each digit and the reason a grid is refused are heard", async (t) => {
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, `${origin}/index.html?report`);
    const { page } = game;
    await tabTo(page, "Import", (n) => n.role === "button" && n.name === "Import");
    await page.keyboard.press("Enter");
    await screenFocus(page, "Import a puzzle", "its first button", (n) => n.role === "button");
    await tabTo(page, "Type it on the board", (n) => n.role === "button" && n.name === "Type it on the board");
    await page.keyboard.press("Enter");
    const title = await until(page, "the title heard", (nodes) => status(nodes)?.name.startsWith("Type a puzzle") && status(nodes).name);
    t.diagnostic(`typing: ${title}`);
    await focusOn(page, "the board", (n) => n.role === "grid" || n.role === "gridcell");
    for (const col of [1, 2]) {
        await page.keyboard.press("ArrowRight");
        await focusOn(page, `r1c${col}`, (n) => n.role === "gridcell" && place(n.name)?.join() === `1,${col}`);
        await page.keyboard.press("5");
        await until(page, `5 in r1c${col} heard`, (nodes) => status(nodes)?.name === `5 in row 1, column ${col}`);
    }
    await page.keyboard.press("Enter");
    // The reason, its cells named as the setting says (compact, the page's default).
    const refused = await until(page, "the refusal heard", (nodes) => status(nodes)?.name.includes("clash") && speaking(nodes));
    assert.match(refused.text, /5 at r1c1 clashes with 5 at r1c2/);
    t.diagnostic(`Enter: ${refused.text}`);
    // Enter again: the same sentence, in the other live region (the one that was empty), so a
    // screen reader hears it again; in its own words.
    await page.keyboard.press("Enter");
    const again = await until(page, "the refusal heard again", (nodes) => {
        status(nodes);
        const now = speaking(nodes);
        return now?.region !== refused.region ? now : undefined;
    });
    assert.equal(again.text, refused.text);
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("with the keyboard alone, a setting's segmented control is a group of radio buttons the arrows choose among, and the Keys screen's lines are a list Tab goes through, each with its meaning", async (t) => {
    const context = await browser.newContext(DESKTOP);
    const game = await openGame(context, `${origin}/index.html?report`);
    const { page } = game;
    await tabTo(page, "Settings", (n) => n.role === "button" && n.name === "Settings");
    await page.keyboard.press("Enter");
    await screenFocus(page, "Settings", "its first group", (n) => n.role === "button" && n.name.startsWith("Play"));
    await tabTo(page, "Look", (n) => n.role === "button" && n.name.startsWith("Look"));
    await page.keyboard.press("Enter");
    // The theme: a radio group named with its value, the focus on its chosen segment.
    await focusOn(page, "the theme's chosen segment", (n) => n.role === "radio" && n.name === "System");
    assert.ok((await axTree(page)).some((n) => n.role === "radiogroup" && n.name === "Theme: System"), "the theme's group");
    await page.keyboard.press("ArrowRight");
    await focusOn(page, "the next segment, chosen", (n) => n.role === "radio" && n.name === "Light");
    await until(page, "the group saying its new value", (nodes) => nodes.some((n) => n.role === "radiogroup" && n.name === "Theme: Light"));
    await page.keyboard.press("Escape");
    await screenFocus(page, "Settings", "a group", (n) => n.role === "button");
    await tabTo(page, "Keys", (n) => n.role === "button" && n.name === "Keys");
    const opened = (await game.report()).length;
    await page.keyboard.press("Enter");
    // The Keys screen's lines: one list, the focus on its first line, each line an item
    // named with its keys and their meaning, placed in the list.
    const first = await screenFocus(page, "Keys", "the first line", (n) => n.role === "listitem");
    const nodes = await axTree(page);
    const lines = nodes.filter((n) => n.role === "listitem");
    assert.equal(lines.length, 10, lines.map((n) => n.name).join("\n"));
    assert.ok(lines.every((n) => n.parent === "list"), "the lines are one list's items");
    assert.equal(first.name, lines[0].name);
    assert.ok(lines.some((n) => n.name === "Escape: Pause; elsewhere, one screen back"), `Escape's meaning: ${lines.map((n) => n.name).join(" | ")}`);
    const places = await page.evaluate(() => [...document.querySelectorAll("#peerless-a11y [role=listitem]")]
        .map((e) => `${e.getAttribute("aria-posinset")} of ${e.getAttribute("aria-setsize")}`));
    assert.deepEqual(places, lines.map((_, i) => `${i + 1} of 10`));
    // Tab goes through the lines one by one, then to Back; Up comes back to the last line.
    for (let i = 1; i < lines.length; i++) {
        await tab(page);
        await focusOn(page, `line ${i + 1}`, (n) => n.role === "listitem" && n.name === lines[i].name);
    }
    t.diagnostic(`Keys: Tab to the last line, ${lines[9].name} (${places[9]})`);
    await tab(page);
    await focusOn(page, "Back, after the lines", (n) => n.role === "button" && n.name === "Back");
    // The game has the focus on Back (its eleventh item) before the arrow moves on from it.
    await game.after(opened, "focus 11");
    await page.keyboard.press("ArrowUp");
    await focusOn(page, "the last line, Up from Back", (n) => n.role === "listitem" && n.name === lines[9].name);
    assert.deepEqual(game.errors, []);
    await context.close();
});

test("a crafted link puts no markup into the page: the mirror is text", async () => {
    const context = await browser.newContext(DESKTOP);
    const attack = "<img src=x onerror=\"window.peerlessPwned=1\"><b>bold</b>";
    const game = await openGame(context, `${origin}/index.html?report#${encodeURIComponent(attack)}`);
    const { page } = game;
    // The link is refused, and what the game says of it (its first character) is text.
    await until(page, "the import screen's buttons", (nodes) =>
        nodes.some((n) => n.role === "button" && n.name === "Paste from the clipboard"));
    await until(page, "the refusal announced", (nodes) =>
        status(nodes)?.name.includes("unexpected character '<'"));
    const markup = await page.evaluate(() => ({
        images: document.querySelectorAll("#peerless-a11y img, #peerless-a11y b, #peerless-a11y script").length,
        pwned: window.peerlessPwned === 1,
        text: document.getElementById("peerless-a11y").textContent,
    }));
    assert.equal(markup.images, 0, "no element made from the link");
    assert.equal(markup.pwned, false, "nothing of the link ran");
    const nodes = await axTree(page);
    assert.ok(!nodes.some((n) => n.role === "image" || n.role === "img"), "no image in the tree");
    assert.deepEqual(game.errors, []);
    await context.close();
});
