/** Stops the platform the global setup started. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.scrPlatform?.close();
  globalThis.scrPlatform = undefined;
}
