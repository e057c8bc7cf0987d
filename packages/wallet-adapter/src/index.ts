// @scr/wallet-adapter: filled by the wallet issue.
export {};
