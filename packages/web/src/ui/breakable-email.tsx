import { Fragment } from 'react';

/**
 * An email address with line-break opportunities after the @ and before each dot (`<wbr>`), the
 * places a reader expects it to wrap: in a narrow column 'lena.goossens@carrier.example' breaks as
 * 'lena.goossens@' / 'carrier.example', not mid-word. The text itself (copy, search, a screen reader)
 * is the address unchanged. A `white-space: nowrap` on the element (the `className`) holds it whole where
 * a wide table should size its column to the full address.
 */
export const BreakableEmail = ({ email, className }: { email: string; className?: string }) => {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at + 1);
  const domain = at < 0 ? '' : email.slice(at + 1);
  const parts = [...beforeDots(local), ...beforeDots(domain)].filter((part) => part !== '');
  return (
    <span className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
};

/** 'a.b.c' → ['a', '.b', '.c']: each dot starts the next part, so the break comes before it. */
const beforeDots = (text: string): string[] =>
  text.split('.').map((part, index) => (index === 0 ? part : `.${part}`));
