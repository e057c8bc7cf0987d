// The fake platform, started in this process from source (the '@scr/source' condition of `pnpm bench`).
import type { FakePlatform, FakePlatformOptions } from '../../packages/fake-platform/src/index.ts';
import { startFakePlatform } from '../../packages/fake-platform/src/index.ts';

export type { FakePlatform };

/** A platform on a free loopback port, serving a web build; closed after `use`. */
export const withPlatform = async <T>(
  options: FakePlatformOptions & { webDist: string },
  use: (platform: FakePlatform) => Promise<T>,
): Promise<T> => {
  const platform = await startFakePlatform({ port: 0, ...options });
  try {
    return await use(platform);
  } finally {
    await platform.close();
  }
};
