import { describe, expect, it } from 'vitest';
import { catalogueProblems, catalogues } from '@scr/domain/testing';
import { cliMessages } from './messages.ts';

describe("scr's own texts", () => {
  it("pass the domain catalogue's checks: four languages, the English's arguments, the glossary's words", () => {
    expect(catalogueProblems(cliMessages)).toEqual([]);
  });

  it("name no id of the domain's: one formatter says both, so an id means one text", () => {
    expect(Object.keys(cliMessages).filter((id) => id in catalogues.en)).toEqual([]);
  });

  it('are found by the same check as the domain: a text left in English is a problem', () => {
    const untranslated = {
      ...cliMessages,
      'cli.option.json': { ...cliMessages['cli.option.json'], de: cliMessages['cli.option.json'].en },
    };
    expect(catalogueProblems(untranslated)).toEqual([
      { locale: 'de', check: 'english', problem: `cli.option.json: ${cliMessages['cli.option.json'].en}` },
    ]);
  });
});
