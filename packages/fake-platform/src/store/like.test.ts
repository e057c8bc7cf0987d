// SQL ILIKE in the store: what `%`, `_` and a backslash mean, case-insensitivity, and the pattern that
// made a backtracking RegExp run for seconds over one 40-character name.
import { describe, expect, it } from 'vitest';
import { likeMatcher } from './like.ts';

const like = (pattern: string, value: string) => likeMatcher(pattern)(value);

describe('likeMatcher', () => {
  it('matches the whole value, case-insensitively', () => {
    expect(like('anna', 'Anna')).toBe(true);
    expect(like('ANNA', 'anna')).toBe(true);
    expect(like('ann', 'Anna')).toBe(false);
    expect(like('anna', 'Annas')).toBe(false);
    expect(like('', '')).toBe(true);
    expect(like('', 'a')).toBe(false);
    expect(like('%ÉCOLE%', "l'école du port")).toBe(true);
  });

  it('reads % as any run, the empty one too, and _ as exactly one character', () => {
    expect(like('%fifty%', 'FiftyXOff')).toBe(true);
    expect(like('%', '')).toBe(true);
    expect(like('%%', 'x')).toBe(true);
    expect(like('a%b%c', 'abc')).toBe(true);
    expect(like('a%b%c', 'axxbyyc')).toBe(true);
    expect(like('a%b%c', 'axxbyycd')).toBe(false);
    expect(like('snake_case', 'Snake_Case')).toBe(true);
    expect(like('snake_case', 'SnakeXCase')).toBe(true);
    expect(like('snake_case', 'SnakeCase')).toBe(false);
    expect(like('_%_', 'a')).toBe(false);
    expect(like('_%_', 'ab')).toBe(true);
  });

  it('takes an escaped %, _ and backslash literally, as the portal escapes what a person typed', () => {
    expect(like('%fifty\\%%', 'Fifty%Off')).toBe(true);
    expect(like('%fifty\\%%', 'FiftyXOff')).toBe(false);
    expect(like('%snake\\_%', 'Snake_Case')).toBe(true);
    expect(like('%snake\\_%', 'SnakeXCase')).toBe(false);
    expect(like('%back\\\\s%', 'Back\\Slash')).toBe(true);
    expect(like('%50\\%\\_a\\\\b%', 'up to 50%_A\\B off')).toBe(true);
    // A backslash at the end has nothing to escape: it stands for itself.
    expect(like('a\\', 'a\\')).toBe(true);
  });

  it('compares case the way the store did: no non-ASCII letter turns into an ASCII one', () => {
    expect(like('s', 'ſ')).toBe(false);
    expect(like('k', '\u212A')).toBe(false);
    expect(like('straße', 'STRASSE')).toBe(false);
    expect(like('ÀÉÎ', 'àéî')).toBe(true);
  });

  it('answers the backtracking pattern over long names at once', () => {
    const hostile = '%a%a%a%a%a%a%a%a%a%a%!';
    for (const n of [40, 100, 200, 254]) {
      expect(like(hostile, 'a'.repeat(n))).toBe(false);
      expect(like(hostile, `${'a'.repeat(n)}!`)).toBe(true);
      expect(like(`${'%a'.repeat(250)}%!`, 'a'.repeat(n))).toBe(false);
      expect(like(`%${'_'.repeat(n)}%`, 'a'.repeat(n))).toBe(true);
    }
  });
});
