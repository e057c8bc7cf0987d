// An example tool: signs in against a running platform (the fake one by default) and prints an
// organization's connections grouped by the portal's tabs, using only @scr/domain and the adapters as
// @scr/composition builds them for the portal and scr.
//
//   node --conditions=@scr/source --import tsx examples/connections-by-tab.ts \
//     --api http://127.0.0.1:4400 --email anna.admin@carrier.example --password demo1234
//
// Options: --organization <id> (default: the email's first organization), --locale en|nl.
import { parseArgs } from 'node:util';
import {
  TAB_TODO,
  createMessageFormatter,
  loadAllConnectionTabs,
  loadLoginOptions,
  parseRuntimeConfig,
  signIn,
  type ConnectionTabs,
  type Locale,
  type MessageRef,
  type TabRow,
} from '@scr/domain';
import { composeAdapters, systemClock, type KeyValueStorage } from '@scr/composition';

/** The platform's runtime config (API base and hosted wallet), read by the domain as the web app reads it. */
const runtimeConfig = async (base: string): Promise<{ apiBase: string; hostedWalletUrl: string }> => {
  const url = `${base.replace(/\/$/, '')}/config.json`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`No runtime config at ${url} (HTTP ${response.status})`);
  const config = parseRuntimeConfig(await response.json());
  if (config.isErr()) throw new Error(`The runtime config at ${url} is not one: ${config.error.detail}`);
  return { apiBase: config.value.apiBase, hostedWalletUrl: config.value.hostedWalletUrl };
};

/** The session lives as long as the run: a store over a Map, for both of the recipe's storages. */
const inMemory = (): KeyValueStorage => {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
};

const rowLine = (row: TabRow): string =>
  row.kind === 'connection'
    ? `  ${row.counterpart.name} (org ${row.counterpart.id}, ${row.counterpart.vat}) · ${row.connection.status} · we are ${row.side} · ${row.connection.reference}`
    : `  ${row.invitation.name} (${row.invitation.vat}, ${row.invitation.contactEmail}) · invitation ${row.status}`;

/** The tabs as text: each tab's title (TO DO with its badge count) and one line per row. */
const printTabs = (tabs: ConnectionTabs, say: (ref: MessageRef) => string): string =>
  tabs
    .map((tab) => {
      const title = say(tab.title) + (tab.index === TAB_TODO ? ` [${tab.count}]` : '');
      return [title, ...tab.rows.map(rowLine)].join('\n');
    })
    .join('\n\n');

type Options = { api: string; email: string; password: string; organization?: number; locale: Locale };

const options = (): Options => {
  const { values } = parseArgs({
    options: {
      api: { type: 'string', default: 'http://127.0.0.1:4400' },
      email: { type: 'string' },
      password: { type: 'string' },
      organization: { type: 'string' },
      locale: { type: 'string', default: 'en' },
    },
  });
  if (!values.email || !values.password)
    throw new Error(
      'Usage: connections-by-tab --api <url> --email <email> --password <password> [--organization <id>] [--locale en|nl]',
    );
  return {
    api: values.api,
    email: values.email,
    password: values.password,
    ...(values.organization ? { organization: Number(values.organization) } : {}),
    locale: values.locale === 'nl' ? 'nl' : 'en',
  };
};

const main = async (): Promise<number> => {
  const opts = options();
  const say = createMessageFormatter(opts.locale).format;
  const { apiBase, hostedWalletUrl } = await runtimeConfig(opts.api);
  const { gateways, wallet, sessions } = composeAdapters({
    apiBase,
    hostedWalletUrl,
    storage: { local: inMemory(), session: inMemory() },
    clock: systemClock,
  });
  const deps = { ...gateways, wallet, sessions, clock: systemClock };

  const result = await loadLoginOptions(deps)({ email: opts.email })
    .andThen((choices) => {
      const organizationId = opts.organization ?? choices.find((c) => !c.disabled)?.organizationId;
      return signIn(deps)({ email: opts.email, organizationId, password: opts.password });
    })
    .andThen((outcome) => {
      if (outcome.step === 'twoFactor')
        console.error('This organization asks for a 2FA code: not supported by this tool.');
      if (outcome.step === 'eulaPending') console.error('Note: the newest EULA is not accepted yet.');
      const who = outcome.user;
      if (who) console.log(`Signed in as ${who.email} (organization ${who.organizationId})\n`);
      return loadAllConnectionTabs(deps)();
    });

  if (result.isErr()) {
    const e = result.error;
    const texts =
      'fields' in e ? Object.entries(e.fields).map(([f, m]) => `${f}: ${say(m)}`) : [say(e.message)];
    console.error(`Failed: ${texts.join('; ')}`);
    return 1;
  }
  console.log(printTabs(result.value, say));
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
