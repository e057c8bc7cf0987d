// What the command prints once the platform listens: the URLs, the wallets, the key folder and the
// demo logins. In dev mode also the demo world's live links (Antwerp's onboarding invitation, Ian's
// add-user link), to try the link flows without the mailbox; never in production, where the start log
// is read by whoever reads the logs and a live link in it would let them finish someone's onboarding.
import type { FakePlatform } from './platform.ts';
import { demoPassword } from './seed/demo-world.ts';

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

export const startBanner = async (
  platform: FakePlatform,
  start: { readyMs: number; scale: number; dataDir: string | undefined; production: boolean },
): Promise<string> => {
  const { readyMs, scale, dataDir, production } = start;
  const links = await platform.demoLinks();
  return [
    `Fake platform ready in ${readyMs} ms${scale ? ` (scale ${scale})` : ''}${dataDir ? ` (data in ${dataDir})` : ''}${production ? ' (production mode: no dev controls, JSON request log)' : ''}`,
    `  App:      ${platform.url}/`,
    `  API:      ${platform.apiUrl}`,
    `  Config:   ${platform.configUrl}`,
    ...(platform.keysDir ? [`  Keys:     ${platform.keysDir}`] : []),
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
    ...(production
      ? []
      : [
          `  Onboarding link (Antwerp's pending invitation): ${links.onboarding ?? '-'}`,
          `  Add-user link (Ian Invited): ${links.addUser ?? '-'}`,
        ]),
    `  Demo logins (password ${demoPassword}${dataDir ? ' unless changed: the wallets are kept' : ''}):`,
    ...logins.map(([email, what]) => `    ${email.padEnd(36)} ${what}`),
  ].join('\n');
};
