// The fake identity wallets (issue 4): filled by the wallet work.
export {};
