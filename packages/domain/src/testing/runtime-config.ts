import type { RuntimeConfig } from '../http/runtime-config.ts';

/** The runtime config as the fake platform serves it at /config.json, for every client's tests. */
export const sampleRuntimeConfig: RuntimeConfig = {
  apiBase: '/api',
  productName: 'Secure Container Release',
  productShortName: 'SCR',
  releaseInfoUrl: 'https://app.example/',
  hostedWalletUrl: 'https://wallet.example/',
  hostedWalletDomain: 'wallet.example',
  cpuCheckOrgUserIds: [1, 2],
  production: false,
  version: '1.7.2',
  supportEmail: 'support@example.com',
  apiTimeoutMs: 30_000,
};
