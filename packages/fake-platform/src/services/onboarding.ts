// The onboarding link flow. GET /onboarding?jwt= answers the invitation and the organizations the
// newcomer may connect with (and marks the invitation accepted); POST creates the organization, its
// first admin, a 3-month Premium Free Trial, the connection with the inviter and the saved requests.
import { BadRequest, Conflict } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import { lifetimes, subscriptionIds } from '../config.ts';
import { isOrgActive } from '../auth/guard.ts';
import { contractBody } from '../http/contract.ts';
import { checkWalletUrl } from '../http/wallet-url.ts';
import type { Params } from '../http/params.ts';
import { invitationView, orgUserView, organizationView, publicOrganizationView } from '../http/views.ts';
import { walletOf } from '../seed/demo-world.ts';
import { usableInvitation } from './link-tokens.ts';
import { limitedLinkCheck } from '../limits/link-check.ts';
import { createPendingConnection } from './onboarding-connections.ts';
import { sendAddUserMail } from './organization-users-write.ts';
import { newPersonId } from './persons.ts';

const eligibleRoles = ['other', 'driver', 'bargeoperator', 'transporter'];

type Sent = ReturnType<typeof contractBody<'onboard'>>;
// The contract requires these organization fields in its second allOf part, which the generated
// type does not carry over; the validator has checked them.
type RequiredField =
  'name' | 'streetNbr' | 'postalCode' | 'city' | 'country' | 'contactEmail' | 'supportEmail';
type Payload = Sent & {
  organization: Sent['organization'] & { [K in RequiredField]-?: NonNullable<Sent['organization'][K]> };
};

/** Emails are stored lowercased, as the platform compares them case-insensitively. */
const lowerEmails = (sent: Sent): Payload => {
  const input = sent as Payload;
  return {
    ...input,
    organization: {
      ...input.organization,
      contactEmail: input.organization.contactEmail.toLowerCase(),
      supportEmail: input.organization.supportEmail.toLowerCase(),
    },
    admin: { ...input.admin, email: input.admin.email.toLowerCase() },
    onboarding: { ...input.onboarding, onboarderEmail: input.onboarding.onboarderEmail.toLowerCase() },
  };
};

const eligible = (ctx: Ctx, inviterId: number) =>
  ctx.store.organizations.filter(
    (o) => isOrgActive(o) && eligibleRoles.includes(o.role) && o.id !== inviterId,
  );

export const onboardingService = (ctx: Ctx) => ({
  async find(params: Params) {
    let invitation = await limitedLinkCheck(ctx, params, () => usableInvitation(ctx, params));
    if (invitation.status === 'pending') {
      const now = ctx.nowIso();
      invitation = ctx.store.invitations.update(invitation.id, {
        status: 'accepted',
        answeredAt: now,
        updatedAt: now,
      });
    }
    return {
      invitationObject: invitationView(ctx, invitation),
      eligibleOrganizations: eligible(ctx, invitation.inviterId).map(publicOrganizationView),
    };
  },
  async create(data: unknown, params: Params) {
    const invitation = await limitedLinkCheck(ctx, params, () => usableInvitation(ctx, params));
    const input = lowerEmails(contractBody('onboard', data));
    checkWalletUrl(input.organization.walletUrl);
    if (input.invitationId !== invitation.id)
      throw new BadRequest('Invalid field invitationId: it does not match this link', {
        field: 'invitationId',
      });
    if (
      input.organization.vat !== undefined &&
      input.organization.vat.toUpperCase() !== invitation.vat.toUpperCase()
    ) {
      throw new BadRequest('Invalid field organization.vat: the VAT number cannot be changed', {
        field: 'organization.vat',
      });
    }
    if (ctx.store.organizations.all().some((o) => o.vat.toUpperCase() === invitation.vat.toUpperCase())) {
      throw new Conflict('An organization with this VAT number exists already', {
        field: 'organization.vat',
      });
    }
    const now = ctx.clock.now();
    const iso = now.toISOString();
    // Claim the invitation first: a second submit of the same link gets a 409.
    ctx.store.invitations.update(invitation.id, { status: 'completed', updatedAt: iso }, (current) => {
      if (current.status === 'completed') throw new Conflict('Invitation has already been used to onboard');
    });
    const { vat: _vat, ...orgFields } = input.organization;
    const org = ctx.store.organizations.insert({
      ...orgFields,
      vat: invitation.vat,
      contactPhone: orgFields.contactPhone ?? null,
      supportPhone: orgFields.supportPhone ?? null,
      walletType: orgFields.walletType ?? null,
      walletUrl: orgFields.walletUrl ?? '0',
      twoFactorAuth: orgFields.twoFactorAuth ?? '2FA disabled',
      role: orgFields.role ?? 'other',
      status: 'active',
      isActive: true,
      createdAt: iso,
      updatedAt: iso,
    });
    ctx.store.invitations.update(invitation.id, {
      resultOrganizationId: org.id,
      answeredAt: invitation.answeredAt ?? iso,
    });
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + lifetimes.trialMonths);
    ctx.store.subscriptions.insert({
      organizationId: org.id,
      subscriptionId: subscriptionIds.trial,
      startDate: iso,
      endDate: end.toISOString(),
    });
    let admin = ctx.store.organizationUsers.insert({
      userId: newPersonId(ctx),
      organizationId: org.id,
      email: input.admin.email,
      firstName: input.admin.firstName,
      lastName: input.admin.lastName,
      phone: input.admin.phone ?? null,
      // The language the onboarding form was filled in: the set-password mail and the portal speak it
      // until the admin chooses their own; a client that does not send one gets English.
      lang: input.admin.lang ?? 'en',
      adminRoles: ['org_mgr'],
      isAdmin: true,
      userRole: 'regular',
      isActive: false,
      isDeleted: false,
      pkeySign: null,
      acceptCode: ctx.randomToken(18),
      unlockToken: null,
      createdBy: null,
      createdAt: iso,
      updatedAt: iso,
      activatedAt: null,
      deletedAt: null,
    });
    const walletUrl = walletOf(org, ctx.wallets.cloudUrl);
    if (input.admin.password && ctx.wallets.hosts.some((h) => h.url === walletUrl)) {
      const { pkeySign } = await ctx.wallets.provisionAccount({
        walletUrl,
        orgUserId: admin.id,
        organizationId: org.id,
        password: input.admin.password,
      });
      admin = ctx.store.organizationUsers.update(admin.id, {
        pkeySign,
        isActive: true,
        activatedAt: iso,
        acceptCode: null,
      });
    } else {
      await sendAddUserMail(ctx, admin, org.name);
    }
    const { savedConnections = [], ...onboarder } = input.onboarding;
    // The inviter asked first: its request (the invitation's reference and public key) awaits the newcomer.
    const connections = [
      createPendingConnection(ctx, {
        organizationIdA: invitation.inviterId,
        organizationIdB: org.id,
        reference: invitation.reference,
        encrInviterData: invitation.encrInviterData,
      }),
      ...savedConnections.map((b) =>
        createPendingConnection(ctx, {
          organizationIdA: org.id,
          organizationIdB: b,
          reference: ctx.uuid(),
          encrInviterData: null,
        }),
      ),
    ].filter((c) => c !== undefined);
    ctx.store.onboardings.insert({
      organizationId: org.id,
      invitationId: invitation.id,
      savedConnections,
      connectionsAdded: true,
      onboarder: Object.fromEntries(Object.entries(onboarder).map(([k, v]) => [k, String(v ?? '')])),
      createdAt: iso,
    });
    return {
      organization: organizationView(ctx, org, { includeAdmin: true }),
      admin: await orgUserView(ctx, admin),
      invitation: invitationView(ctx, ctx.store.invitations.get(invitation.id) ?? invitation),
      connections: connections.map((c) => c.reference),
    };
  },
});
