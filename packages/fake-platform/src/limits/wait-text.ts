/** The platform's and the wallets' 429 text: the wait in whole minutes, at least one. */
export const tooManyAttemptsText = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};
