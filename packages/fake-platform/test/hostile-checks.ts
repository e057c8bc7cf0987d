// One hostile request against the fake platform and its verdict: never a 5xx; a rejection leaves the
// store unchanged and names the problem; an acceptance was valid by the document and answers its shape.
import type { FakePlatform } from '../src/index.ts';
import { messages } from '../src/auth/messages.ts';
import type { BodyCase } from './hostile-arbitraries.ts';
import { BLOCK_LIMIT_MS, type LoopWatch } from './hostile-event-loop.ts';
import { check, deref, missingTexts, type Operation } from './openapi-model.ts';

export interface Case {
  path: string;
  query: string;
  body?: BodyCase | undefined;
  token: boolean;
}

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const specTexts = new Set<string>([
  ...Object.values(messages).filter((m) => typeof m === 'string'),
  ...missingTexts(),
]);

/** Why a rejection does not explain itself (undefined when it does): a 400 must name its field. */
export const unexplained = (res: Answer): string | undefined => {
  // Node's HTTP parser answers an over-long URL itself, before the app: the status line says why.
  if (res.status === 431) return undefined;
  const body = res.body;
  if (!body || typeof body.message !== 'string' || body.message.length === 0) return 'no message';
  if (body.code !== res.status) return `code ${body.code} is not the status`;
  if (res.status !== 400) return undefined;
  const field = body.data?.field;
  if (typeof field !== 'string' || field === '') return 'a 400 without data.field';
  const parts = [field, ...field.split(/[.[\]]+/).filter(Boolean)];
  return parts.some((f) => body.message.includes(f)) || specTexts.has(body.message)
    ? undefined
    : `message does not name ${field}`;
};

/** The body as the server read it: koa-bodyparser reads an empty body as {} and strips a BOM. */
const sentBody = (c: Case): unknown => {
  if (c.body?.kind === 'json') return c.body.value;
  if (c.body?.kind === 'raw' && c.body.contentType.startsWith('application/json')) {
    try {
      return JSON.parse(c.body.text.replace(/^\uFEFF/, '') || '{}');
    } catch {
      return undefined;
    }
  }
  return {};
};

/** The path parameters of an accepted request must be what the document allows (an integer id, a uuid). */
const pathProblems = (op: Operation, path: string): string[] => {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const values = new RegExp(`^${op.path.replace(/\{\w+\}/g, '([^/]*)')}$`).exec(path)?.slice(1) ?? [];
  return names.flatMap((name, i) => {
    const schema = deref(op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema);
    const value = values[i] ?? '';
    if (schema?.type !== 'integer') return check(schema, value, name);
    return /^\d+$/.test(value) ? check(schema, Number(value), name) : [`${name}: ${value} is not an integer`];
  });
};

export const send = async (
  p: FakePlatform,
  op: Operation,
  c: Case,
  headers: Record<string, string>,
): Promise<Answer> => {
  const all: Record<string, string> = c.token ? { ...headers } : {};
  let payload: string | undefined;
  if (c.body?.kind === 'json') {
    all['content-type'] = 'application/json';
    payload = JSON.stringify(c.body.value) ?? 'null';
  } else if (c.body?.kind === 'raw') {
    all['content-type'] = c.body.contentType;
    payload = c.body.text;
  }
  const res = await fetch(`${p.apiUrl}${c.path}${c.query ? `?${c.query}` : ''}`, {
    method: op.method,
    headers: all,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: res.status, body: text };
  }
};

export const describeCase = (op: Operation, c: Case, res: Answer): string => {
  const body = !c.body
    ? ''
    : `${c.body.note}: ${(c.body.kind === 'json' ? (JSON.stringify(c.body.value) ?? 'undefined') : c.body.text).slice(0, 120)}`;
  return `${op.method} ${c.path.slice(0, 80)}?${c.query.slice(0, 120)} ${c.token ? 'token' : 'anonymous'} ${body} → ${
    res.status
  } ${JSON.stringify(res.body)?.slice(0, 200)}`;
};

/**
 * Sends one case and answers its problems (empty when the platform behaved). With `watch`, a case
 * that kept the event loop from everyone else longer than the limit is a problem too.
 */
export const runCase = async (
  p: FakePlatform,
  op: Operation,
  c: Case,
  headers: Record<string, string>,
  watch?: LoopWatch,
): Promise<string[]> => {
  const protoKeys = Object.getOwnPropertyNames(Object.prototype).join();
  const before = p.stateJson();
  const exchange = () => send(p, op, c, headers);
  const { result: res, ...loop } = watch ? await watch.measure(exchange) : { result: await exchange() };
  const problems: string[] = [];
  if ('blockedMs' in loop && loop.blockedMs > BLOCK_LIMIT_MS)
    problems.push(
      `blocked the event loop for ${Math.round(loop.blockedMs)} ms (delay ${Math.round(loop.delayMs)} ms, CPU ${Math.round(loop.cpuMs)} ms)`,
    );
  if (res.status >= 500) problems.push('server error');
  else if (res.status >= 400) {
    if (p.stateJson() !== before) problems.push('a rejected request changed the state');
    const why = unexplained(res);
    if (why) problems.push(why);
  } else {
    if (op.auth === 'required' && !c.token) problems.push('accepted without a token');
    const input = [...pathProblems(op, c.path), ...(op.body ? check(op.body, sentBody(c)) : [])];
    if (input.length) problems.push(`accepted input the document forbids (${input[0]})`);
    if (!(String(res.status) in op.responses)) problems.push('undocumented status');
    const answer = check(op.responses[String(res.status)], res.body);
    if (answer.length) problems.push(`answer does not match the document (${answer.slice(0, 2).join('; ')})`);
  }
  if (Object.getOwnPropertyNames(Object.prototype).join() !== protoKeys)
    problems.push('Object.prototype polluted');
  return problems.map((why) => `${why}: ${describeCase(op, c, res)}`);
};
