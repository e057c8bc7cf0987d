// Concurrency on the server: two admins act on the same user or the same connection at once (two
// real HTTP requests in flight together, the start order alternating), 20 times each with fresh state.
// Exactly one wins, the other gets the spec's message, and the stored state is the winner's.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { activate, newUser, onboardPartner } from './concurrency-support.ts';
import { api, emails, signIn, start, type Answer, type Session } from './support.ts';

const rounds = 20;
const cancelledMeanwhile =
  'Connection request was cancelled meanwhile by Antwerp Carrier NV. It will be removed from your overview';
const invalidStatus = (status: string) => `Invalid status ${status} for updating connection`;

let p: FakePlatform;
let anna: Session; // org_mgr of Antwerp
let ulrich: Session; // usr_mgr of Antwerp
let connie: Session; // cnx_mgr of Antwerp
beforeAll(async () => {
  p = await start();
  [anna, ulrich, connie] = await Promise.all([
    signIn(p, ids.anna, emails.anna),
    signIn(p, ids.ulrich, emails.ulrich),
    signIn(p, ids.connie, emails.connie),
  ]);
}, 60_000);
afterAll(() => p.close());

let cases = 0;
const failures: string[] = [];
const outcomes: Record<string, number> = {};
afterAll(() => {
  console.log('[concurrency] outcomes', outcomes);
  recordReliability('concurrency', cases, failures.length);
});

/** Both requests in flight at once; odd rounds start the second one first. */
const race = async (round: number, a: () => Promise<Answer>, b: () => Promise<Answer>) => {
  if (round % 2 === 0) return Promise.all([a(), b()]);
  const [second, first] = await Promise.all([b(), a()]);
  return [first, second] as const;
};

/** Records a round: `problems` lists what was wrong (nothing when the race ended consistently). */
const judge = (name: string, round: number, problems: Array<string | false>, outcome: string) => {
  cases++;
  outcomes[`${name}: ${outcome}`] = (outcomes[`${name}: ${outcome}`] ?? 0) + 1;
  for (const problem of problems) if (problem) failures.push(`${name} round ${round}: ${problem}`);
};

/** Exactly one of the two answers is a 200; answers [winner index, loser]. */
const oneWinner = (answers: readonly Answer[]) => {
  const winners = answers.filter((a) => a.status === 200).length;
  const winner = answers.findIndex((a) => a.status === 200);
  return { single: winners === 1, winner, loser: answers[1 - winner] };
};

const patch = (who: Session, path: string, body: unknown) => () => api(p, 'PATCH', path, who, body);
const remove = (who: Session, path: string) => () => api(p, 'DELETE', path, who);

it('lets one of two admins win on the same user: edit vs delete, delete vs delete, reactivate twice', async () => {
  for (let round = 0; round < rounds; round++) {
    const edited = await newUser(p, anna);
    const path = `/organization-users/${edited.id}`;
    const [edit, del] = await race(round, patch(anna, path, { firstName: 'Edited' }), remove(ulrich, path));
    const after = (await api(p, 'GET', path, anna)).body;
    // Serial either way: the edit before the delete (both apply) or after it (refused, nothing changes).
    judge(
      'edit vs delete',
      round,
      [
        del.status !== 200 && `delete answered ${del.status}`,
        !after.isDeleted && 'the user is not deleted',
        edit.status === 200 && after.firstName !== 'Edited' && 'an acknowledged edit is lost',
        edit.status !== 200 &&
          (edit.status !== 400 || edit.body.message !== 'Invalid field id: this user is deleted') &&
          `the late edit got ${edit.status} ${edit.body.message}`,
        edit.status !== 200 && after.firstName !== 'Race' && 'a refused edit changed the name',
      ],
      edit.status === 200 ? 'edit first' : 'delete first',
    );

    const doomed = await newUser(p, anna);
    const doomedPath = `/organization-users/${doomed.id}`;
    const deletes = await race(round, remove(anna, doomedPath), remove(ulrich, doomedPath));
    const twice = oneWinner(deletes);
    const gone = (await api(p, 'GET', doomedPath, anna)).body;
    judge(
      'delete vs delete',
      round,
      [
        !twice.single && `answers ${deletes.map((d) => d.status)}`,
        twice.loser?.body.message !== 'Invalid field id: this user is already deleted' &&
          `loser got ${twice.loser?.body.message}`,
        (!gone.isDeleted || gone.deletedAt !== deletes[twice.winner]?.body.deletedAt) &&
          'the stored deletion is not the winner’s',
      ],
      ['anna', 'ulrich'][twice.winner] ?? 'none',
    );

    const back = await newUser(p, anna);
    await activate(p, back);
    const backPath = `/organization-users/${back.id}`;
    expect((await api(p, 'DELETE', backPath, anna)).status).toBe(200);
    const reactivations = await race(
      round,
      patch(anna, backPath, { reactivate: true }),
      patch(ulrich, backPath, { reactivate: true }),
    );
    const once = oneWinner(reactivations);
    const revived = (await api(p, 'GET', backPath, anna)).body;
    judge(
      'reactivate twice',
      round,
      [
        !once.single && `answers ${reactivations.map((r) => r.status)}`,
        once.loser?.status !== 400 && `loser got ${once.loser?.status}`,
        !String(once.loser?.body.message).startsWith('Invalid field reactivate') &&
          `loser got ${once.loser?.body.message}`,
        (revived.isDeleted || !revived.isActive || revived.deletedAt !== null) && 'not reactivated',
      ],
      ['anna', 'ulrich'][once.winner] ?? 'none',
    );
  }
  expect(failures).toEqual([]);
}, 120_000);

const connection = (who: Session, reference: string) => api(p, 'GET', `/connections/${reference}`, who);

it('lets one of two updates of the same connection win: accept vs cancel, accept vs accept, decline vs confirm, cancel vs cancel', async () => {
  for (let round = 0; round < rounds; round++) {
    // The round's four newcomers at once: each onboarding spends two wallet KDFs, which run side by side.
    const onboard = () => onboardPartner(p, anna);
    const [x, y, z, w] = await Promise.all([onboard(), onboard(), onboard(), onboard()]);
    // Antwerp (A) cancels while the newcomer (B) accepts.
    const at = `/connections/${x.reference}`;
    const [accept, cancel] = await race(
      round,
      patch(x.admin, at, { status: 'accepted', encrInviteeData: { publicKey: 'b' } }),
      patch(anna, at, { status: 'cancelled' }),
    );
    const first = oneWinner([accept, cancel]);
    const stored = (await connection(anna, x.reference)).body;
    judge(
      'accept vs cancel',
      round,
      [
        !first.single && `answers ${accept.status} ${cancel.status}`,
        first.winner === 1 &&
          (accept.status !== 409 || accept.body.message !== cancelledMeanwhile) &&
          `accept got ${accept.status} ${accept.body.message}`,
        first.winner === 0 &&
          (cancel.status !== 400 || cancel.body.message !== invalidStatus('cancelled')) &&
          `cancel got ${cancel.status} ${cancel.body.message}`,
        stored.status !== (first.winner === 0 ? 'accepted' : 'cancelled') && `stored ${stored.status}`,
      ],
      String(stored.status),
    );

    // Two Antwerp admins (B) accept the newcomer's request at once.
    await api(p, 'PATCH', `/connections/${y.reference}`, anna, { status: 'cancelled' });
    const reference = randomUUID();
    expect(
      (
        await api(p, 'POST', '/connections', y.admin, {
          organizationIdB: 1,
          reference,
          encrInviterData: { publicKey: 'a' },
        })
      ).status,
    ).toBe(201);
    const both = await race(
      round,
      patch(anna, `/connections/${reference}`, {
        status: 'accepted',
        encrInviteeData: { publicKey: 'anna' },
      }),
      patch(connie, `/connections/${reference}`, {
        status: 'accepted',
        encrInviteeData: { publicKey: 'connie' },
      }),
    );
    const second = oneWinner(both);
    const accepted = (await connection(anna, reference)).body;
    judge(
      'accept vs accept',
      round,
      [
        !second.single && `answers ${both.map((b) => b.status)}`,
        (second.loser?.status !== 400 || second.loser.body.message !== invalidStatus('accepted')) &&
          `loser got ${second.loser?.body.message}`,
        (accepted.status !== 'accepted' ||
          accepted.encrInviteeData?.publicKey !== ['anna', 'connie'][second.winner]) &&
          'the stored acceptance is not the winner’s',
      ],
      ['anna', 'connie'][second.winner] ?? 'none',
    );

    // The newcomer (B) declines while Antwerp (A) confirms an accepted request.
    const zt = `/connections/${z.reference}`;
    expect(
      (await api(p, 'PATCH', zt, z.admin, { status: 'accepted', encrInviteeData: { publicKey: 'b' } }))
        .status,
    ).toBe(200);
    const [decline, confirm] = await race(
      round,
      patch(z.admin, zt, { status: 'declined' }),
      patch(connie, zt, { status: 'confirmed' }),
    );
    const third = oneWinner([decline, confirm]);
    const settled = (await connection(anna, z.reference)).body;
    judge(
      'decline vs confirm',
      round,
      [
        !third.single && `answers ${decline.status} ${confirm.status}`,
        (third.loser?.status !== 400 ||
          third.loser.body.message !== invalidStatus(third.winner === 0 ? 'confirmed' : 'declined')) &&
          `loser got ${third.loser?.body.message}`,
        settled.status !== (third.winner === 0 ? 'declined' : 'confirmed') && `stored ${settled.status}`,
      ],
      String(settled.status),
    );

    // Two Antwerp admins (A) cancel the same request at once.
    const wt = `/connections/${w.reference}`;
    const cancels = await race(
      round,
      patch(anna, wt, { status: 'cancelled' }),
      patch(connie, wt, { status: 'cancelled' }),
    );
    const fourth = oneWinner(cancels);
    judge(
      'cancel vs cancel',
      round,
      [
        !fourth.single && `answers ${cancels.map((c) => c.status)}`,
        (fourth.loser?.status !== 409 || fourth.loser.body.message !== cancelledMeanwhile) &&
          `loser got ${fourth.loser?.status} ${fourth.loser?.body.message}`,
        (await connection(anna, w.reference)).body.status !== 'cancelled' && 'not cancelled',
      ],
      ['anna', 'connie'][fourth.winner] ?? 'none',
    );
  }
  expect(failures).toEqual([]);
}, 120_000);

/** Exactly one of two creates got in (201); the other answers 409 with `reason`. */
const oneCreated = (answers: readonly Answer[], reason: string) => {
  const created = answers.filter((a) => a.status === 201).length;
  const loser = answers.find((a) => a.status !== 201);
  return [
    created !== 1 && `created ${created} times (${answers.map((a) => a.status)})`,
    (loser?.status !== 409 || loser.body.data?.reason !== reason) &&
      `the second got ${loser?.status} ${loser?.body.message} ${JSON.stringify(loser?.body.data)}`,
  ];
};

it('lets only one of two admins invite the same organization or the same user at once', async () => {
  for (let round = 0; round < rounds; round++) {
    // Two Antwerp connection managers invite one newcomer: the same VAT, two spellings of one email.
    const tag = `${Date.now().toString(36)}${round}`;
    const vat = `NL${tag}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const invite = (who: Session, contactEmail: string) => () =>
      api(p, 'POST', '/invitations', who, {
        inviterId: 1,
        name: `Twin ${tag}`,
        vat,
        contactEmail,
        reference: randomUUID(),
        encrInviterData: { publicKey: 'inviter-key' },
      });
    const invites = await race(
      round,
      invite(anna, `twin-${tag}@twin.example`),
      invite(connie, `Twin-${tag}@Twin.example`),
    );
    const listed = (await api(p, 'GET', `/invitations?inviterId=1&vat=${vat}`, anna)).body;
    const stored = (Array.isArray(listed) ? listed : listed.data).filter(
      (i: { vat: string }) => i.vat === vat,
    );
    judge(
      'invite vs invite',
      round,
      [
        ...oneCreated(invites, 'pendingInvitation'),
        stored.length !== 1 && `stored ${stored.length} invitations`,
      ],
      invites[0]?.status === 201 ? 'anna' : 'connie',
    );

    // Two user managers add the same person at once.
    const email = `twin-${tag}@carrier.example`;
    const add = (who: Session) => () =>
      api(p, 'POST', '/organization-users', who, {
        organizationId: 1,
        email,
        firstName: 'Twin',
        lastName: tag,
        userRole: 'regular',
      });
    const adds = await race(round, add(anna), add(ulrich));
    const users = (await api(p, 'GET', `/organization-users?organizationId=1&email=${email}`, anna)).body;
    judge(
      'add user vs add user',
      round,
      [...oneCreated(adds, 'notActivated'), users.total !== 1 && `stored ${users.total} users`],
      adds[0]?.status === 201 ? 'anna' : 'ulrich',
    );
  }
  expect(failures).toEqual([]);
}, 120_000);
