// The addresses an account proved itself from (a sign-in, a right wallet password), remembered for a
// while on the injected clock. A limit marked `exemptKnown` lets such an address past its wide
// per-account limit: guessing spread over many addresses cannot lock the owner out of a place they
// signed in from before (limits/README.md). Kept in memory, like the counts.
export class KnownAddresses {
  private readonly known = new Map<string, Map<string, number>>();

  constructor(
    private readonly nowMs: () => number,
    private readonly ttlSeconds: number,
  ) {}

  mark(account: string | number, address: string | undefined): void {
    if (address === undefined || address === '') return;
    const key = String(account);
    const addresses = this.known.get(key) ?? new Map<string, number>();
    addresses.set(address, this.nowMs() + this.ttlSeconds * 1000);
    this.known.set(key, addresses);
  }

  has(account: string | number | undefined, address: string | undefined): boolean {
    if (account === undefined || address === undefined) return false;
    const until = this.known.get(String(account))?.get(address);
    return until !== undefined && until > this.nowMs();
  }

  clear(): void {
    this.known.clear();
  }
}
