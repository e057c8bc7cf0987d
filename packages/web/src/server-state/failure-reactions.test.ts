import { describe, expect, it } from 'vitest';
import { transportErrors } from '@scr/domain';
import { reactionTo } from './failure-reactions.ts';

describe('reactions of the signed-in app to a failure', () => {
  it('leads an ended session (401) or an expired one to the session-expired dialog, from a load or a change', () => {
    for (const origin of ['load', 'change'] as const) {
      expect(reactionTo(transportErrors.unauthorized('Not authenticated'), origin)).toBe('sessionExpired');
      expect(reactionTo(transportErrors.sessionExpired(), origin)).toBe('sessionExpired');
    }
  });

  it('reads the page again after a refused change, never after a failed load', () => {
    expect(reactionTo(transportErrors.http(400, 'gone'), 'change')).toBe('refresh');
    expect(reactionTo(transportErrors.http(500, 'boom'), 'load')).toBe('show');
  });

  it('opens the wallet upgrade dialog for a connection action, never for a read', () => {
    const outdated = { kind: 'WalletUpgradeRequired', version: '1.0.9', required: '1.1.4' };
    expect(reactionTo(outdated, 'change')).toBe('upgrade');
    expect(reactionTo(outdated, 'load')).toBe('show');
  });
});
