// @scr/fake-platform: the platform API, wallets, mailbox and identity provider on loopback.
export * from './wallets/index.ts';
