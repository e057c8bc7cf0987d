import { describe, expect, it } from 'vitest';
import { allMessages } from '../messages/catalogue.ts';
import { createMessageFormatter } from '../messages/format.ts';
import { locales } from '../messages/define.ts';

// The contexts of access, subscriptions, session, organizations/integrations, onboarding,
// add-user, password reset and wallet: every text is valid ICU and formats in both languages.
const prefixes = [
  'access.',
  'subscriptions.',
  'session.',
  'organizations.',
  'integrations.',
  'onboarding.',
  'addUser.',
  'passwordReset.',
  'wallet.',
];
const texts = allMessages as Readonly<Record<string, Readonly<Record<string, string>>>>;
const ids = Object.keys(texts).filter((id) => prefixes.some((p) => id.startsWith(p)));

describe('catalogue of these contexts', () => {
  it('formats every message in en and nl with its placeholders filled', () => {
    const failures: string[] = [];
    for (const locale of locales) {
      const format = createMessageFormatter(locale).format;
      for (const id of ids) {
        const names = [...texts[id]![locale]!.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
        try {
          const out = format({ id: id as never, values: Object.fromEntries(names.map((n) => [n, 'X'])) });
          if (out.trim() === '' || out.includes('{')) failures.push(`${locale} ${id}: ${out}`);
        } catch (e) {
          failures.push(`${locale} ${id}: ${String(e)}`);
        }
      }
    }
    expect(ids.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('has a Dutch text that differs from the English one, except names and placeholders', () => {
    const same = ids.filter(
      (id) => texts[id]!.en === texts[id]!.nl && /[a-z]{4,}/.test(texts[id]!.en!.replace(/\{\w+\}/g, '')),
    );
    expect(same).toEqual(
      [
        'subscriptions.type.api',
        'subscriptions.type.premium',
        'subscriptions.type.freemium',
        'subscriptions.type.basic',
        'integrations.cpoint.title',
        'integrations.portbase.title',
      ].filter((id) => same.includes(id)),
    );
  });
});
