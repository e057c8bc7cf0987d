// The fake platform's command (architecture §7): --port (default 4400 or PORT), --data <dir>,
// --audit-key <file> (or SCR_AUDIT_KEY_FILE), --scale <n>,
// --production (or SCR_PRODUCTION=1). Prints the URLs of the app, the API, the mailbox, every wallet
// and the demo logins.
import { parseArgs } from 'node:util';
import { demoPassword } from './seed/demo-world.ts';
import { startFakePlatform } from './platform.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
    'audit-key': { type: 'string' },
    scale: { type: 'string' },
    web: { type: 'string' },
    production: { type: 'boolean' },
  },
});

// Production mode serves the built app as a deployment would: no dev controls, no version tag,
// one JSON log line per request.
const production = values.production === true || ['1', 'true'].includes(process.env['SCR_PRODUCTION'] ?? '');

const port = Number(values.port ?? process.env['PORT'] ?? 4400);
const scale = Number(values.scale ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid --port ${values.port}`);
if (!Number.isInteger(scale) || scale < 0) throw new Error(`Invalid --scale ${values.scale}`);

// The audit chain's key, outside the data folder (default: `<data>.audit-key` beside it).
const auditKeyFile = values['audit-key'] ?? process.env['SCR_AUDIT_KEY_FILE'];

const started = Date.now();
const platform = await startFakePlatform({
  port,
  scale,
  ...(values.data ? { dataDir: values.data } : {}),
  ...(auditKeyFile ? { auditKeyFile } : {}),
  ...(values.web ? { webDist: values.web } : {}),
  production,
});

const logins: Array<[string, string]> = [
  ['anna.admin@carrier.example', 'Antwerp Carrier NV, org_mgr (main demo admin)'],
  ['ulrich.users@carrier.example', 'Antwerp Carrier NV, usr_mgr'],
  ['connie.connections@carrier.example', 'Antwerp Carrier NV, cnx_mgr'],
  ['victor.viewer@carrier.example', 'Antwerp Carrier NV, no admin role (Access denied)'],
  ['fiona.forwarder@forwarder.example', 'Ghent Forwarding BV and Rotterdam Barge BV, org_mgr in both'],
  ['nina.neweula@forwarder.example', 'Ghent Forwarding BV, cnx_mgr, newest EULA not accepted'],
  ['otto.old@barge.example', 'Rotterdam Barge BV, org_mgr, outdated wallet 1.0.9'],
  ['tina.twofactor@trucking.example', 'Liege Trucking SA, org_mgr, 2FA by email'],
  ['eddie.expired@expired.example', 'Expired Logistics BV, org_mgr, subscription expired'],
  ['walter.wallet@basel.example', 'Basel Inland AG, org_mgr, wallet unreachable'],
  ['hans.driver@drivers.example', "Hamburg Drivers GmbH, org_mgr, 'Not activated yet'"],
];

const lines = [
  `Fake platform ready in ${Date.now() - started} ms${scale ? ` (scale ${scale})` : ''}${values.data ? ` (data in ${values.data})` : ''}${production ? ' (production mode: no dev controls, JSON request log)' : ''}`,
  `  App:      ${platform.url}/`,
  `  API:      ${platform.apiUrl}`,
  `  Config:   ${platform.configUrl}`,
  ...(production
    ? []
    : [
        `  Mailbox:  ${platform.mailboxUrl}`,
        `  Dev:      POST ${platform.url}/__dev/api/reset, POST ${platform.url}/__dev/api/clock`,
      ]),
  `  Help:     ${platform.url}/help/start.html`,
  '  Wallets:',
  ...platform.wallets.hosts.map((h) => `    ${h.id.padEnd(14)} ${h.version.padEnd(6)} ${h.url}`),
  `    ${'unreachable'.padEnd(14)} ${'-'.padEnd(6)} ${platform.wallets.unreachableUrl} (nothing listens)`,
  `  Onboarding link (Antwerp's pending invitation): ${platform.demoLinks().onboarding ?? '-'}`,
  `  Add-user link (Ian Invited): ${platform.demoLinks().addUser ?? '-'}`,
  `  Demo logins (password ${demoPassword}${values.data ? ' unless changed: the wallets are kept' : ''}):`,
  ...logins.map(([email, what]) => `    ${email.padEnd(36)} ${what}`),
];
console.log(lines.join('\n'));

const stop = async () => {
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
