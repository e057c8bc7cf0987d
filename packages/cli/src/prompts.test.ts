import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askYesNo } from './prompts.ts';
import { sayIn } from './texts.ts';

const realStdin = Object.getOwnPropertyDescriptor(process, 'stdin')!;
afterEach(() => {
  Object.defineProperty(process, 'stdin', realStdin);
  vi.restoreAllMocks();
});

describe('a yes/no question without a terminal', () => {
  it('reads the letter and the word of (y/N), (j/N) and (o/N) as yes, anything else as no', async () => {
    // A pipe, not a terminal: each answer is the next line of standard input.
    Object.defineProperty(process, 'stdin', {
      configurable: true,
      value: Readable.from(['oui\n', 'O\n', 'ja\n', 'y\n', 'non\n', 'nein\n', '\n']),
    });
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const say = sayIn('fr');
    const answers: boolean[] = [];
    for (let i = 0; i < 7; i += 1)
      answers.push(await askYesNo(say, 'Réactiver cet utilisateur ?', '--reactivate'));
    expect(answers).toEqual([true, true, true, true, false, false, false]);
    expect(written[0]).toBe('Réactiver cet utilisateur ? (o/N): ');
    expect(sayIn('de')({ id: 'cli.prompt.yesNo' })).toBe('(j/N)');
  });
});
