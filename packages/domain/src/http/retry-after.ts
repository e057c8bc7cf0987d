// The wait a Retry-After value asks for (RFC 9110, section 10.2.3), read once for every client that
// waits after a 429: the API adapter, the wallet adapter and, through the errors they make, the
// portal and `scr`. Both forms are read: delay-seconds (`120`) and an HTTP-date (section 5.6.7:
// IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient must still accept), the
// latter relative to `now`.

/**
 * The longest wait a client takes from a server: one hour, the platform's longest attempt window.
 * A larger value is a misconfigured or hostile answer: honoured, it would keep a form disabled or a
 * bulk run waiting for days, and past 2^31-1 ms a timer fires at once, so a huge wait would turn
 * into no wait at all. Capped, the client asks again within the hour and hears the rest.
 */
export const RETRY_AFTER_CAP_MS = 60 * 60 * 1000;

const DELAY_SECONDS = /^\d+$/;
const IMF_FIXDATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Za-z]{3}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC850_DATE =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-([A-Za-z]{3})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME_DATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Za-z]{3}) ( \d|\d{2}) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Parts = { year: number; month: string; day: string; hour: string; minute: string; second: string };

/** The instant the parts name, or undefined for a date that does not exist (31 Feb, 25:00). */
const instantOf = (p: Parts): number | undefined => {
  const month = MONTHS.indexOf(p.month);
  const [day, hour, minute, second] = [p.day, p.hour, p.minute, p.second].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (month < 0 || hour > 23 || minute > 59 || second > 60) return undefined;
  // setUTCFullYear, not Date.UTC: Date.UTC reads a year below 100 as 19xx.
  const date = new Date(0);
  date.setUTCFullYear(p.year, month, day);
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return undefined;
  return date.getTime() + ((hour * 60 + minute) * 60 + second) * 1000;
};

/** RFC 9110: a two-digit year more than 50 years ahead of `now` is the last such year in the past. */
const fullYear = (twoDigits: number, now: Date): number => {
  const thisYear = now.getUTCFullYear();
  const year = thisYear - (thisYear % 100) + twoDigits;
  return year > thisYear + 50 ? year - 100 : year;
};

const httpDate = (text: string, now: Date): number | undefined => {
  const imf = IMF_FIXDATE.exec(text);
  if (imf) {
    const [, day = '', month = '', year = '', hour = '', minute = '', second = ''] = imf;
    return instantOf({ year: Number(year), month, day, hour, minute, second });
  }
  const rfc850 = RFC850_DATE.exec(text);
  if (rfc850) {
    const [, day = '', month = '', year = '', hour = '', minute = '', second = ''] = rfc850;
    return instantOf({ year: fullYear(Number(year), now), month, day, hour, minute, second });
  }
  const asctime = ASCTIME_DATE.exec(text);
  if (asctime) {
    const [, month = '', day = '', hour = '', minute = '', second = '', year = ''] = asctime;
    return instantOf({ year: Number(year), month, day: day.trim(), hour, minute, second });
  }
  return undefined;
};

const capped = (ms: number): number => Math.min(Math.max(0, ms), RETRY_AFTER_CAP_MS);

/**
 * Milliseconds to wait before asking again, or undefined when `value` says nothing usable (absent,
 * empty, malformed, negative). A date already past is a wait of 0; the wait is at most
 * RETRY_AFTER_CAP_MS. A number is the JSON twin of delay-seconds (a 429 body's `retryAfterSeconds`).
 */
export const retryAfterMs = (value: string | number | null | undefined, now: Date): number | undefined => {
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? capped(Math.ceil(value * 1000)) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DELAY_SECONDS.test(text)) return capped(Number(text) * 1000);
  const at = httpDate(text, now);
  return at === undefined ? undefined : capped(at - now.getTime());
};

/** A 429 with no usable wait waits this long: the platform's shortest attempt window. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * The whole seconds a 429 asks to wait: the first of `values` (the Retry-After header, then the
 * answer body's `retryAfterSeconds`) that names a wait above 0, else a minute. A wait of 0 (a date
 * already past, as a clock behind the server's gives) is no wait to show, so the next one is read.
 */
export const tooManyAttemptsWait = (values: readonly unknown[], now: Date): number => {
  for (const value of values) {
    const ms = typeof value === 'string' || typeof value === 'number' ? retryAfterMs(value, now) : undefined;
    if (ms !== undefined && ms > 0) return Math.ceil(ms / 1000);
  }
  return DEFAULT_WAIT_SECONDS;
};

/** What the wait of a 429 reads from its answer: a fetch `Headers` or anything that gets a header by name. */
export type HeaderReader = { readonly get: (name: string) => string | null };

/**
 * The whole seconds a 429 answer asks to wait (tooManyAttemptsWait over its Retry-After header, then
 * `bodySeconds`, the body's `retryAfterSeconds`). An HTTP-date is measured from the answer's own Date
 * header, both read on the server's clock, so a client whose clock runs ahead or behind still waits
 * what the server asked; only an answer without a usable Date is measured from `localNow`.
 */
export const answerWaitSeconds = (headers: HeaderReader, bodySeconds: unknown, localNow: Date): number => {
  const sent = httpDate((headers.get('date') ?? '').trim(), localNow);
  return tooManyAttemptsWait(
    [headers.get('retry-after'), bodySeconds],
    sent === undefined ? localNow : new Date(sent),
  );
};
