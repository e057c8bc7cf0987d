// What it buys (measured, docs/adr/0007-tools-own-means.md): no ICU parser in the browser, so the
// login route's JavaScript is 109 KB brotli instead of 115, and no message is parsed at run time; every
// message is parsed once at build time (formatjs's documented precompilation, "Precompiling messages"
// in the react-intl docs), per language and part.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
// Build tooling reads the domain's message sources directly: only the texts, no runtime code.
import { locales, type Locale } from '../domain/src/messages/define.ts';
import { messagePartNames, partCatalogue, type MessagePart } from '../domain/src/messages/parts.ts';
import { pseudoLocalize } from './vite.pseudo-locale.ts';

const PREFIX = 'virtual:scr-messages/';

// The ICU parser is @formatjs/intl's own (the domain's dependency): the same version parses here at
// build time that would otherwise parse in the browser.
const parserPath = (() => {
  const fromDomain = createRequire(fileURLToPath(new URL('../domain/package.json', import.meta.url)));
  return createRequire(fromDomain.resolve('@formatjs/intl')).resolve('@formatjs/icu-messageformat-parser');
})();

type Ast = Parameters<typeof pseudoLocalize>[0];
type Parser = {
  parse: (message: string, options: { locale: Intl.Locale }) => Ast;
  TYPE: Parameters<typeof pseudoLocalize>[1];
};

const moduleOf = async (locale: Locale, part: MessagePart, pseudo: boolean): Promise<string> => {
  const { parse, TYPE } = (await import(pathToFileURL(parserPath).href)) as Parser;
  const texts = partCatalogue(part, locale);
  const compile = (text: string) => {
    const ast = parse(text, { locale: new Intl.Locale(locale) });
    return pseudo && locale === 'en' ? pseudoLocalize(ast, TYPE) : ast;
  };
  const compiled = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, compile(text)]));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};

/**
 * The domain catalogue as one module per language and part, `virtual:scr-messages/<locale>/<part>`
 * (src/i18n/message-parts.ts loads them), each message precompiled to its ICU AST. With
 * `withoutParser` the app bundles @formatjs/intl without the parser ("Precompiling messages" in the
 * react-intl docs): nothing in the browser parses a message any more. With `pseudo` the English
 * parts are the pseudo-locale's (vite.pseudo-locale.ts): the build a layout walk checks for cut-off text.
 */
export const catalogueParts = ({
  withoutParser = false,
  pseudo = false,
}: { withoutParser?: boolean; pseudo?: boolean } = {}): Plugin => ({
  name: 'scr-catalogue-parts',
  enforce: 'pre',
  config: () =>
    withoutParser
      ? {
          resolve: {
            alias: [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: join(dirname(parserPath), 'no-parser.js'),
              },
            ],
          },
        }
      : undefined,
  // Hook filters: the bundler calls these only for the catalogue's ids, not for each of its modules.
  resolveId: { filter: { id: /^virtual:scr-messages\// }, handler: (id) => `\0${id}` },
  load: {
    filter: { id: /^\0virtual:scr-messages\// },
    handler: (id) => {
      const [locale, part] = id.slice(PREFIX.length + 1).split('/');
      if (!locales.includes(locale as Locale) || !messagePartNames.includes(part as MessagePart))
        throw new Error(`Unknown catalogue part: ${id}`);
      return moduleOf(locale as Locale, part as MessagePart, pseudo);
    },
  },
});
