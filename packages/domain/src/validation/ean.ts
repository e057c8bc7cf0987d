/**
 * A GS1 EAN-13 (the platform contract's Ean13): 13 digits, the last one the GS1 check digit, which
 * brings the sum of the first twelve digits, weighted 1 and 3 alternately from the left, to a
 * multiple of 10. The Portbase EAN is one (product-reference §2.7 'Your EAN code').
 */
export const isEan13 = (value: string): boolean => {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const weighted = digits.slice(0, 12).reduce((sum, d, i) => sum + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (weighted % 10)) % 10 === digits[12];
};
