// Small builders shared by the seed files: dates relative to the clock and record defaults.
import { createHash } from 'node:crypto';
import type * as R from '../store/records.ts';

export const daysFrom = (now: Date, days: number): string =>
  new Date(now.getTime() + days * 86_400_000).toISOString();

/** A stable uuid from a name, so the demo world's references are the same on every start. */
export const stableUuid = (name: string): string => {
  const h = createHash('sha256').update(name).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export const organization = (
  now: Date,
  fields: Pick<R.OrganizationRecord, 'id' | 'name' | 'vat' | 'role' | 'walletUrl' | 'city' | 'country'> &
    Partial<R.OrganizationRecord>,
): R.OrganizationRecord => {
  const slug = fields.name.toLowerCase().split(' ')[0] ?? 'org';
  return {
    streetNbr: 'Havenlaan 1',
    postalCode: '2000',
    contactEmail: `info@${slug}.example`,
    contactPhone: '+32 3 000 00 00',
    supportEmail: `support@${slug}.example`,
    supportPhone: null,
    walletType: fields.walletUrl === '0' ? null : 'linux',
    twoFactorAuth: '2FA disabled',
    status: 'active',
    isActive: true,
    createdAt: daysFrom(now, -500),
    updatedAt: daysFrom(now, -100),
    ...fields,
  };
};

export const orgUser = (
  now: Date,
  fields: Pick<R.OrgUserRecord, 'id' | 'userId' | 'organizationId' | 'email' | 'firstName' | 'lastName'> &
    Partial<R.OrgUserRecord>,
): R.OrgUserRecord => ({
  isAdmin: (fields.adminRoles ?? []).length > 0,
  phone: null,
  lang: 'en',
  adminRoles: [],
  userRole: 'regular',
  isActive: true,
  isDeleted: false,
  pkeySign: null,
  acceptCode: null,
  unlockToken: null,
  createdBy: null,
  createdAt: daysFrom(now, -300),
  updatedAt: daysFrom(now, -60),
  activatedAt: daysFrom(now, -299),
  deletedAt: null,
  ...fields,
});

export const connection = (
  now: Date,
  fields: Pick<R.ConnectionRecord, 'reference' | 'status' | 'organizationIdA' | 'organizationIdB'> &
    Partial<R.ConnectionRecord>,
  ageDays: number,
): R.ConnectionRecord => {
  const at = (step: number) => daysFrom(now, -ageDays + step);
  const s = fields.status;
  return {
    customerReference: null,
    inviteMsg: null,
    remoteAddress: null,
    encrInviterData:
      s === 'finalized' ? null : { publicKey: `demo-public-key-${fields.reference.slice(0, 8)}` },
    encrInviteeData:
      s === 'accepted' || s === 'confirmed' ? { publicKey: 'demo-invitee-key', address: 'enc' } : null,
    createdAt: at(0),
    updatedAt: at(2),
    acceptedAt: ['accepted', 'confirmed', 'finalized'].includes(s) ? at(1) : null,
    confirmedAt: ['confirmed', 'finalized'].includes(s) ? at(1.5) : null,
    finalizedAt: s === 'finalized' ? at(2) : null,
    declinedAt: s === 'declined' ? at(1) : null,
    cancelledAt: s === 'cancelled' ? at(1) : null,
    ...fields,
  };
};
