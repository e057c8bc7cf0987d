// The store's ILIKE matcher agrees with the definition, written here the plain way (try every split of
// the value at every `%`), on small patterns and values from an alphabet rich in wildcards, escapes
// and letters whose case is special.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { likeMatcher } from './like.ts';

type Token = { kind: 'run' } | { kind: 'one' } | { kind: 'unit'; unit: string };

const tokens = (pattern: string): Token[] => {
  const out: Token[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\' && i + 1 < pattern.length) out.push({ kind: 'unit', unit: pattern[++i]! });
    else if (ch === '%') out.push({ kind: 'run' });
    else if (ch === '_') out.push({ kind: 'one' });
    else out.push({ kind: 'unit', unit: ch });
  }
  return out;
};

/** ECMAScript's Canonicalize for a RegExp with `i` and without `u` (the store's earlier matcher). */
const canonical = (unit: string): string => {
  const upper = unit.toUpperCase();
  if (upper.length !== 1) return unit;
  return unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128 ? unit : upper;
};

const reference = (pattern: string, value: string): boolean => {
  const ts = tokens(pattern);
  const from = (t: number, v: number): boolean => {
    const token = ts[t];
    if (!token) return v === value.length;
    if (token.kind === 'run') {
      for (let end = v; end <= value.length; end++) if (from(t + 1, end)) return true;
      return false;
    }
    if (v === value.length) return false;
    if (token.kind === 'one' || canonical(token.unit) === canonical(value[v]!)) return from(t + 1, v + 1);
    return false;
  };
  return from(0, 0);
};

const units = ['a', 'A', 'b', 'B', 'x', '%', '_', '\\', 'é', 'É', 'ſ', 's', 'S', 'ß', '\u212A', 'k'];
const text = (maxLength: number) =>
  fc.array(fc.constantFrom(...units), { maxLength }).map((chars) => chars.join(''));
/** A pattern made from the value (so that many match): some characters become wildcards. */
const patternOf = (value: string) =>
  fc
    .array(fc.constantFrom('keep', 'keep', 'one', 'run', 'drop', 'escape'), {
      minLength: value.length,
      maxLength: value.length,
    })
    .map((edits) =>
      [...value]
        .map((ch, i) => {
          const edit = edits[i];
          if (edit === 'one') return '_';
          if (edit === 'run') return '%';
          if (edit === 'drop') return '';
          return edit === 'escape' || '%_\\'.includes(ch) ? `\\${ch}` : ch;
        })
        .join(''),
    );

const cases = fc.oneof(
  fc.tuple(text(8), text(10)),
  text(10).chain((value) => fc.tuple(patternOf(value), fc.constant(value))),
);

it('agrees with the definition of ILIKE', () => {
  fc.assert(
    fc.property(cases, ([pattern, value]) => {
      expect(likeMatcher(pattern)(value)).toBe(reference(pattern, value));
    }),
    { numRuns: 3000 },
  );
});

it('finds what a person typed, taken literally, anywhere in a value', () => {
  const escaped = (typed: string) => typed.replace(/[\\%_]/g, '\\$&');
  const folded = (s: string) => [...s].map(canonical).join('');
  fc.assert(
    fc.property(text(4), text(10), (typed, value) => {
      const found = likeMatcher(`%${escaped(typed)}%`)(value);
      expect(found).toBe(folded(value).includes(folded(typed)));
    }),
    { numRuns: 2000 },
  );
});
