// Non-API routes: runtime config, help pages, the mailbox and dev controls, and the fake identity
// provider of the first port community system.
import { randomBytes } from 'node:crypto';
import { BadRequest } from '@feathersjs/errors';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { revalidate } from '../http/delivery.ts';
import { parseBody } from '../http/validate.ts';
import { helpFile } from './help.ts';
import { escapeHtml, page } from './html.ts';
import { listMails } from './mailer.ts';

export interface DevDeps {
  ctx: Ctx;
  config: () => Record<string, unknown>;
  resetWorld: () => Promise<void>;
  /** Production mode: the mailbox and the dev controls (/__dev/*) do not exist (404). */
  production: boolean;
}

const clockBody = z.union([
  z.strictObject({ now: z.iso.datetime({ offset: true }) }),
  z.strictObject({ advanceDays: z.number().finite().min(-3650).max(3650) }),
]);

const mailboxHtml = (ctx: Ctx): string =>
  page(
    'Mailbox',
    `<h1>Mailbox</h1><p>Every mail the fake platform sent, newest first. JSON: <a href="/__dev/api/mails">/__dev/api/mails</a></p>` +
      listMails(ctx)
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><pre>${escapeHtml(m.text)}</pre>` +
            m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('') +
            `</article>`,
        )
        .join('') || '<p>No mails yet.</p>',
  );

/** A backslash or a control character: browsers read `/\host` as `//host` and drop tabs and newlines. */
const unsafeInPath = (ch: string): boolean => ch === '\\' || ch < ' ' || ch === '\u007f';

/**
 * Only a path of this origin may be the redirect target, since it becomes the sign-in form's action:
 * written as a path (one `/` first: `//host` is another origin), resolved against this origin and
 * still on it, and not beginning with `//` once its dot segments are gone (`/.//host` would).
 */
const safeRedirect = (ctx: Ctx, value: unknown): string => {
  const raw = typeof value === 'string' && value !== '' ? value : '/cpoint';
  const origin = new URL(ctx.urls.base).origin;
  const url =
    raw.startsWith('/') && raw[1] !== '/' && ![...raw].some(unsafeInPath) ? new URL(raw, origin) : undefined;
  if (!url || url.origin !== origin || url.pathname.startsWith('//'))
    throw new BadRequest('Invalid redirect_uri: must be a path on this origin', { field: 'redirect_uri' });
  return url.pathname;
};

export const devRoutes = (deps: DevDeps) => async (koa: Context, next: Next) => {
  const { ctx } = deps;
  const { path, method } = koa;
  if (deps.production && (path === '/__dev' || path.startsWith('/__dev/'))) return next();
  const html = (body: string) => {
    koa.type = 'text/html; charset=utf-8';
    koa.body = body;
  };
  if (method === 'GET' && path === '/config.json') {
    // Revalidated on every load (no-cache with an ETag): a changed config is seen at once.
    koa.set('Cache-Control', revalidate);
    koa.body = deps.config();
  } else if (method === 'GET' && path.startsWith('/help/')) {
    const help = await helpFile(path);
    if (!help) return next();
    koa.type = help.type;
    if (help.filename) koa.set('Content-Disposition', `inline; filename="${help.filename}"`);
    koa.body = help.body;
  } else if (method === 'GET' && path === '/__dev/mailbox') html(mailboxHtml(ctx));
  else if (method === 'GET' && path === '/__dev/api/mails') koa.body = listMails(ctx);
  else if (method === 'POST' && path === '/__dev/api/reset') {
    await deps.resetWorld();
    koa.body = { result: 'success', now: ctx.nowIso() };
  } else if (path === '/__dev/api/clock' && (method === 'POST' || method === 'GET')) {
    if (method === 'POST') {
      const body = parseBody(clockBody, koa.request.body);
      if ('now' in body) ctx.clock.set(new Date(body.now));
      else ctx.clock.advanceDays(body.advanceDays);
    }
    koa.body = { now: ctx.nowIso() };
  } else if (method === 'GET' && path === '/__idp/authorize') {
    const target = safeRedirect(ctx, koa.query['redirect_uri']);
    const code = `CP-${randomBytes(6).toString('hex').toUpperCase()}`;
    html(
      page(
        'My Port of Antwerp-Bruges – sign in',
        `<h1>My Port of Antwerp-Bruges</h1><p>Fake identity provider of the fake platform. Signing in returns a verified identity code to the portal.</p>` +
          `<form method="get" action="${escapeHtml(target)}"><input type="hidden" name="code" value="${escapeHtml(code)}"><button type="submit">Sign in</button></form>`,
      ),
    );
  } else return next();
};
