// The platform's own check of a GS1 EAN-13 (the contract's Ean13 schema: 13 digits, the last one the
// GS1 check digit). The app's domain has the same rule; a contract test proves both agree.

/** True for 13 digits whose last is the GS1 check digit of the first twelve. */
export const isGs1Ean13 = (value: string): boolean => {
  if (!/^[0-9]{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(value[12]);
};

/** The contract's text for an invalid EAN (Ean13's x-message). */
export const eanMessage = 'an EAN is 13 digits, the last one a GS1 check digit';
