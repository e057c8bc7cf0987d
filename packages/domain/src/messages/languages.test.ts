import { describe, expect, it } from 'vitest';
import { catalogueProblems, type CatalogueCheck } from '../testing/catalogue-checks.ts';
import { allMessages } from './catalogue.ts';
import { locales, type Locale, type MessageTexts } from './define.ts';

const translations = locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');

// The checks run once over the whole catalogue; each test reads its own language's and check's part.
let found: ReturnType<typeof catalogueProblems> | undefined;
const problemsOf = (locale: Locale, check: CatalogueCheck): string[] =>
  (found ??= catalogueProblems(allMessages))
    .filter((problem) => problem.locale === locale && problem.check === check)
    .map(({ problem }) => problem);

describe.each(translations)('the %s catalogue', (locale) => {
  it('has a text for every message', () => {
    expect(problemsOf(locale, 'missing')).toEqual([]);
  });

  it('asks for the same ICU arguments as the English, with its select branches', () => {
    expect(problemsOf(locale, 'arguments')).toEqual([]);
  });

  it("plurals with this language's categories, always with other", () => {
    expect(problemsOf(locale, 'plurals')).toEqual([]);
  });

  it('says no text in English, unless the word is the same in this language', () => {
    expect(problemsOf(locale, 'english')).toEqual([]);
  });

  it("says the glossary's word wherever the English says the term", () => {
    expect(problemsOf(locale, 'glossary')).toEqual([]);
  });
});

describe('the catalogue checks', () => {
  const texts = (en: string, nl: string, fr = nl, de = nl): MessageTexts => ({ en, nl, fr, de });
  const dutch = (catalogue: Record<string, MessageTexts>) =>
    catalogueProblems(catalogue)
      .filter((problem) => problem.locale === 'nl')
      .map(({ check, problem }) => `${check} ${problem}`);

  it('finds each kind of problem, in Dutch as in every language', () => {
    expect(
      dutch({
        'x.missing': texts('Save', ' '),
        'x.arguments': texts('Hello {name}', 'Hallo {naam}'),
        'x.select': texts('{kind, select, a {A} other {B}}', '{kind, select, other {B}}'),
        'x.plural': texts(
          '{n, plural, one {# row} other {# rows}}',
          '{n, plural, few {# rijen} other {# rijen}}',
        ),
        'x.english': texts('Delete the row', 'Delete the row'),
        'x.glossary': texts('Open the connection', 'Open de koppeling'),
      }),
    ).toEqual([
      'missing x.missing',
      'arguments x.arguments: name  ≠ naam ',
      'arguments x.select: kind kind:a|other ≠ kind kind:other',
      'plurals x.plural: n {few, other}',
      'english x.english: Delete the row',
      'glossary x.glossary (verbinding): Open de koppeling',
    ]);
  });

  it('passes a word a language shares with English, a name, and a term said in its glossary word', () => {
    expect(
      dutch({
        'x.status': texts('Status', 'Status', 'Statut', 'Status'),
        'x.version': texts('{product} Premium 2.1', '{product} Premium 2.1'),
        'x.connection': texts('Open the connection', 'Open de verbinding'),
        'x.article': texts('Please provide {article} {label}', 'Geef een {label} op'),
      }),
    ).toEqual([]);
  });

  it("leaves out an id a glossary term names in its except: scr's tab values are typed, not translated", () => {
    const tabs = texts('Tab: todo, invitations', 'Tabblad: todo, invitations');
    expect(dutch({ 'cli.option.tab': tabs, 'x.tab': tabs })).toEqual([
      'glossary x.tab (uitnodiging): Tabblad: todo, invitations',
    ]);
  });
});
