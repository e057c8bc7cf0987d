import type { Locale } from '@scr/domain';

/**
 * Where the procedure for upgrading a company wallet is served (product-reference §2.5 'a link to a
 * procedure PDF'), in the user's language: one address for both 'Wallet upgrade required' dialogs.
 * The spec names a procedure PDF without its address; the platform serves it beside the help
 * pages, the other languages' under /help/{locale}/ like the help pages.
 */
export const walletUpgradeProcedureUrl = (locale: Locale): string =>
  locale === 'en' ? '/help/wallet-upgrade-procedure.pdf' : `/help/${locale}/wallet-upgrade-procedure.pdf`;
