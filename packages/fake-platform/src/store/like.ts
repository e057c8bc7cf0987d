// SQL `ILIKE` as the store matches it (the contract's TextFilter `$ilike`), without a regular
// expression: a pattern comes from the request, and a backtracking RegExp built from `%a%a%a…%!`
// took seconds over a 40-character name while every other client waited. This matcher walks the
// value once per `%` it has to move, so a match costs at most value length × pattern length steps.

/** `_`: any one character. */
const ONE = -1;
/** `%`: any run of characters, the empty one too. */
const RUN = -2;

/**
 * A UTF-16 code unit compared case-insensitively the way a RegExp with the `i` flag (and without
 * `u`) compares it, so the matcher finds what the store found before: the unit's upper case when
 * that is one unit, except that a non-ASCII unit never becomes an ASCII one (`ſ` is not `S`).
 */
const fold = (unit: number): number => {
  if (unit < 128) return unit >= 97 && unit <= 122 ? unit - 32 : unit;
  const upper = String.fromCharCode(unit).toUpperCase();
  if (upper.length !== 1) return unit;
  const folded = upper.charCodeAt(0);
  return folded < 128 ? unit : folded;
};

/**
 * The pattern as steps: a folded code unit, `ONE` or `RUN`. A backslash makes the next character
 * literal (`\%`, `\_`, `\\`), as the portal escapes what a person typed (api-adapter `likeLiteral`);
 * a backslash at the very end stands for itself.
 */
const compile = (pattern: string): number[] => {
  const steps: number[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const unit = pattern.charCodeAt(i);
    if (unit === 0x5c && i + 1 < pattern.length) steps.push(fold(pattern.charCodeAt(++i)));
    else if (unit === 0x25) {
      if (steps[steps.length - 1] !== RUN) steps.push(RUN);
    } else if (unit === 0x5f) steps.push(ONE);
    else steps.push(fold(unit));
  }
  return steps;
};

/**
 * A SQL `ILIKE` pattern as a test of a whole value: case-insensitive, `%` any run of characters,
 * `_` any one character (a UTF-16 code unit), a backslash makes the next character literal.
 * Greedy, with one way back: on a mismatch the last `%` takes one more character and the steps
 * after it start again. Letting an earlier `%` take more never helps: the steps between it and the
 * last `%` matched at their earliest place, and the last `%` takes up whatever a later place leaves.
 */
export const likeMatcher = (pattern: string): ((value: string) => boolean) => {
  const steps = compile(pattern);
  return (value) => {
    let step = 0;
    let at = 0;
    let lastRun = -1;
    let runEnd = 0;
    while (at < value.length) {
      const want = steps[step];
      if (want === RUN) {
        lastRun = step++;
        runEnd = at;
      } else if (want === ONE || (want !== undefined && want === fold(value.charCodeAt(at)))) {
        step++;
        at++;
      } else if (lastRun >= 0) {
        step = lastRun + 1;
        at = ++runEnd;
      } else return false;
    }
    while (steps[step] === RUN) step++;
    return step === steps.length;
  };
};
