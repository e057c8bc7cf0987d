import { BASE_URL_ENV, buildOnce, startPlatform, type RunningPlatform } from './platform.ts';

declare global {
  var scrPlatform: RunningPlatform | undefined;
}

/** Builds the app once and starts the platform serving it; tests read its URL from the env. */
export default async function globalSetup(): Promise<void> {
  buildOnce();
  const platform = await startPlatform();
  globalThis.scrPlatform = platform;
  process.env[BASE_URL_ENV] = platform.url;
}
