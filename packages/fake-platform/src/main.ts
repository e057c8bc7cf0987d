// The fake platform's command (architecture §7): --port (default 4400 or PORT), --data <dir>,
// --keys <dir> (or SCR_KEYS), --audit-key <file> (or SCR_AUDIT_KEY_FILE), --scale <n>,
// --production (or SCR_PRODUCTION=1). Prints the URLs of the app, the API, the mailbox, every wallet
// and the demo logins (start-banner.ts).
import { parseArgs } from 'node:util';
import { startFakePlatform } from './platform.ts';
import { startBanner } from './start-banner.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    data: { type: 'string' },
    keys: { type: 'string' },
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

// With --data, the keys live in a key folder outside the data folder (keys/key-folder.ts: by default
// in the config folder of the platform's user); the audit key there too unless a file is named.
const keysDir = values.keys ?? process.env['SCR_KEYS'];
const auditKeyFile = values['audit-key'] ?? process.env['SCR_AUDIT_KEY_FILE'];

const started = Date.now();
const platform = await startFakePlatform({
  port,
  scale,
  ...(values.data ? { dataDir: values.data } : {}),
  ...(keysDir ? { keysDir } : {}),
  ...(auditKeyFile ? { auditKeyFile } : {}),
  ...(values.web ? { webDist: values.web } : {}),
  production,
});
console.log(
  startBanner(platform, { readyMs: Date.now() - started, scale, dataDir: values.data, production }),
);

const stop = async () => {
  await platform.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
