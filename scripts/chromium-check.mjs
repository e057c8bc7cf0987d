// The browser the Playwright tests drive: Debian's chromium headless shell at
// /usr/bin/chromium-headless-shell (never a browser that Playwright downloads), or the one SCR_CHROMIUM
// names. The shell is the same Chromium build as Debian's chromium without the browser's own UI: on two
// cores the full browser in headless mode spent a third of the CPU on its tab strip and GPU process,
// and 16 browser tests took 1.7 to 2.0 min with it, 1.4 min with the shell (same screenshots). `pnpm test` checks it before any step
// runs, so that a fresh machine learns what it lacks at once, not after minutes of other checks.
import { accessSync, constants, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const debianChromium = '/usr/bin/chromium-headless-shell';
const installCommand = 'apt-get update && apt-get install -y chromium-headless-shell';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/**
 * Makes sure the tests' chromium is there. Missing Debian chromium on a Debian machine run as root
 * (a fresh container or CI, as `.ci/run` does): installs it. Otherwise: says exactly what to run.
 * Returns true when the browser is ready; prints why not otherwise.
 */
export const ensureChromium = (env = process.env, log = console.log) => {
  const override = env['SCR_CHROMIUM'];
  const path = override ?? debianChromium;
  if (isExecutable(path)) return true;
  if (override !== undefined) {
    log(
      `\nThe browser tests' chromium is missing: SCR_CHROMIUM=${override} is not an executable file.\n` +
        `Point SCR_CHROMIUM at a chromium binary, or unset it to use Debian's ${debianChromium}, then run pnpm test again.`,
    );
    return false;
  }
  const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version') && hasCommand('apt-get');
  if (canInstall) {
    log(`\n=== Debian's chromium headless shell is missing (${debianChromium}): ${installCommand}`);
    const installed = spawnSync('sh', ['-c', installCommand], {
      stdio: 'inherit',
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (installed.status === 0 && isExecutable(path)) return true;
    log(
      `\nInstalling chromium-headless-shell did not give ${debianChromium}; install it by hand, then run pnpm test again.`,
    );
    return false;
  }
  log(
    `\nThe browser tests need Debian's chromium headless shell at ${debianChromium}, which is missing. Run first:\n` +
      `  sudo sh -c '${installCommand}'\n` +
      `then pnpm test again (or set SCR_CHROMIUM to the path of another chromium).`,
  );
  return false;
};
