"""The Killer solver beside OR-tools' CP-SAT on the same puzzles (see killer-cpsat.sh).

Reads the JSON lines of `peerless-cli generate --variant killer --json`; for each puzzle runs
Peerless (`peerless-cli count --limit 2` and `solve`, timed by the tool itself with --stats, the
solving alone) and CP-SAT (a model of the grid: 81 integers 1..9, all-different rows, columns,
boxes and cages, each cage's sum; solved, then solved again with that solution excluded, which
must be infeasible), checks that both prove one solution and find the same one, and prints
puzzles per second for each and the ratio.
"""

import json
import re
import statistics
import subprocess
import sys
import time

from ortools.sat.python import cp_model


def cell_index(name):
    """'r3c7' -> 20."""
    match = re.fullmatch(r"r([1-9])c([1-9])", name)
    return (int(match.group(1)) - 1) * 9 + int(match.group(2)) - 1


def cpsat(puzzle):
    """Solves with CP-SAT and proves uniqueness: (solution string, unique?, seconds in all,
    seconds inside CP-SAT's two solves)."""
    start = time.perf_counter()
    model = cp_model.CpModel()
    cells = [model.NewIntVar(1, 9, f"x{i}") for i in range(81)]
    for unit in range(9):
        model.AddAllDifferent(cells[unit * 9 + c] for c in range(9))
        model.AddAllDifferent(cells[r * 9 + unit] for r in range(9))
        top, left = unit // 3 * 3, unit % 3 * 3
        model.AddAllDifferent(cells[(top + r) * 9 + left + c] for r in range(3) for c in range(3))
    for cage in puzzle["cages"]:
        members = [cells[cell_index(name)] for name in cage["cells"]]
        model.AddAllDifferent(members)
        model.Add(sum(members) == cage["sum"])
    for i, given in enumerate(puzzle["givens"]):
        if given.isdigit() and given != "0":
            model.Add(cells[i] == int(given))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    if solver.Solve(model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, False, time.perf_counter() - start, solver.WallTime()
    inside = solver.WallTime()
    solution = [solver.Value(x) for x in cells]
    # A second solution must differ somewhere.
    differs = []
    for i, value in enumerate(solution):
        b = model.NewBoolVar(f"d{i}")
        model.Add(cells[i] != value).OnlyEnforceIf(b)
        model.Add(cells[i] == value).OnlyEnforceIf(b.Not())
        differs.append(b)
    model.AddBoolOr(differs)
    second = solver.Solve(model)
    inside += solver.WallTime()
    unique = second == cp_model.INFEASIBLE
    return "".join(map(str, solution)), unique, time.perf_counter() - start, inside


def peerless(tool, lines, command):
    """Runs `peerless-cli COMMAND --stats` on the puzzles: (answers, puzzles per second, median
    microseconds a puzzle)."""
    result = subprocess.run(
        [tool, *command, "--stats"],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        check=True,
    )
    rate = re.search(r"puzzles per second: (\d+)", result.stderr)
    median = re.search(r"median: ([0-9.]+) µs", result.stderr)
    return result.stdout.split("\n")[:-1], float(rate.group(1)), float(median.group(1))


def main():
    tool, path = sys.argv[1], sys.argv[2]
    puzzles = [json.loads(line) for line in open(path, encoding="utf-8")]
    lines = [p["puzzle"] for p in puzzles]
    counts, count_rate, count_median = peerless(tool, lines, ["count", "--limit", "2"])
    solutions, solve_rate, _ = peerless(tool, lines, ["solve"])
    times, inside = [], []
    for puzzle, count, ours in zip(puzzles, counts, solutions):
        theirs, unique, seconds, solving = cpsat(puzzle)
        times.append(seconds)
        inside.append(solving)
        if count != "1" or not unique or theirs != ours:
            sys.exit(f"disagreement on {puzzle['puzzle']}: Peerless {count} {ours}, "
                     f"CP-SAT unique={unique} {theirs}")
    # Each Killer graded at the level the generator names, by the techniques alone.
    grades = subprocess.run(
        [tool, "grade"],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\n")[:-1]
    for puzzle, grade in zip(puzzles, grades):
        level = grade.split(" ")[0]
        if level != puzzle["level"] or "trial-and-error" in grade:
            sys.exit(f"grade {grade!r} of {puzzle['puzzle']}, generated as {puzzle['level']}")
    cpsat_rate = len(times) / sum(times)
    solving_rate = len(inside) / sum(inside)
    levels = sorted({p["level"] for p in puzzles})
    print(f"{len(puzzles)} Killers from {path}: every one unique by both, the same solution; "
          f"graded {', '.join(levels)} as generated, with no trial")
    print(f"Peerless count --limit 2: {count_rate:.0f} puzzles/s, "
          f"median {count_median / 1000:.3f} ms a puzzle proved unique")
    print(f"Peerless solve:           {solve_rate:.0f} puzzles/s")
    print(f"CP-SAT (1 worker), solve and prove unique: {cpsat_rate:.1f} puzzles/s with the "
          f"model built in Python, median {statistics.median(times) * 1000:.1f} ms a puzzle; "
          f"{solving_rate:.1f} puzzles/s inside its two solves alone, "
          f"median {statistics.median(inside) * 1000:.1f} ms")
    print(f"ratio, Peerless (count to 2) to CP-SAT: {count_rate / cpsat_rate:.0f}x, "
          f"{count_rate / solving_rate:.0f}x to its solves alone")


if __name__ == "__main__":
    main()
