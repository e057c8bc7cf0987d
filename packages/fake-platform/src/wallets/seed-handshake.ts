import type { ConnectionStore, HandshakeData } from './handshake.ts';

type Input = {
  reference: string;
  status: string;
  a: { organizationId: number };
  b: { organizationId: number };
};

/**
 * The demo world's connections are made the way real ones are: A's wallet initiates, B's accepts,
 * A's confirms, B's finalizes, each step as far as the seeded status goes. Declined and cancelled
 * requests stopped after step 1. Finalize clears both blobs on the platform, as in the live flow.
 */
export const seedHandshake = (
  input: Input,
  a: ConnectionStore,
  b: ConnectionStore,
): { encrInviterData: HandshakeData | null; encrInviteeData: HandshakeData | null } => {
  const ref = input.reference;
  let inviter: HandshakeData = a.initiate(input.a.organizationId, ref);
  if (!['accepted', 'confirmed', 'finalized'].includes(input.status)) {
    return { encrInviterData: inviter, encrInviteeData: null };
  }
  const invitee = b.accept(input.b.organizationId, ref, inviter);
  if (input.status === 'accepted') return { encrInviterData: inviter, encrInviteeData: invitee };
  inviter = a.confirm(input.a.organizationId, ref, invitee);
  if (input.status === 'confirmed') return { encrInviterData: inviter, encrInviteeData: invitee };
  b.update(input.b.organizationId, ref, inviter);
  return { encrInviterData: null, encrInviteeData: null };
};
