// The wallet network's live sessions. A wallet token verifies by its HMAC anywhere in the network
// (tokens.ts), but it is only honoured while its session is live here: the registry ends sessions
// when the portal session they served ends (logout, revocation), caps them at that session's expiry,
// and ends every session of an account whose password is reset. A session serves one portal session:
// the sign-in that bound it; its token signs in no one else.

/** `ownExp` is the token's own expiry; `exp` the one in force (capped by the platform session's). */
type Live = { readonly sub: number; readonly ownExp: number; exp: number; platformSid?: string };

export class SessionRegistry {
  private readonly live = new Map<string, Live>();

  /** Opens a session; sessions a day past their expiry are forgotten. */
  open(sid: string, sub: number, exp: number, nowSeconds: number): void {
    for (const [old, session] of this.live) if (session.exp < nowSeconds - 86_400) this.live.delete(old);
    this.live.set(sid, { sub, ownExp: exp, exp });
  }

  /** True while the session has neither ended nor passed its (possibly capped) expiry. */
  isLive(sid: string, nowSeconds: number): boolean {
    const session = this.live.get(sid);
    return session !== undefined && session.exp > nowSeconds;
  }

  /** True once the session ended (logout, revocation, reset), as opposed to merely expired. */
  hasEnded(sid: string): boolean {
    return !this.live.has(sid);
  }

  /**
   * The wallet session now serves a platform session: it ends with it and lives no longer. It binds
   * once: false, binding nothing, for a session already bound (its copied token would move it to a
   * session of its own and outlive the first one's logout) or one that is not open.
   */
  bind(sid: string, platformSid: string, platformExp: number): boolean {
    const session = this.live.get(sid);
    if (!session || session.platformSid !== undefined) return false;
    session.platformSid = platformSid;
    session.exp = Math.min(session.ownExp, platformExp);
    return true;
  }

  /** True once the session serves a platform session. */
  isBound(sid: string): boolean {
    return this.live.get(sid)?.platformSid !== undefined;
  }

  /** The platform session continues under a newer token (after 2FA): its wallet sessions follow, up to their own expiry. */
  extendPlatformSession(platformSid: string, platformExp: number): void {
    for (const session of this.live.values())
      if (session.platformSid === platformSid) session.exp = Math.min(session.ownExp, platformExp);
  }

  /** Ends the wallet sessions bound to a platform session; answers how many. */
  endPlatformSession(platformSid: string): number {
    return this.endWhere((s) => s.platformSid === platformSid);
  }

  /** Ends every wallet session of an account (its password was reset); answers how many. */
  endSessionsOf(orgUserId: number): number {
    return this.endWhere((s) => s.sub === orgUserId);
  }

  end(sid: string): void {
    this.live.delete(sid);
  }

  clear(): void {
    this.live.clear();
  }

  private endWhere(match: (s: Live) => boolean): number {
    let ended = 0;
    for (const [sid, session] of this.live)
      if (match(session)) {
        this.live.delete(sid);
        ended++;
      }
    return ended;
  }
}
