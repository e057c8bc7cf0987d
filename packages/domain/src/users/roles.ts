// The role lists, apart from the user's zod schema (user.ts): the access rules, and with them the
// first screen's choice of page, need them without zod (architecture §5).
/** The admin roles of product-reference §6; `none` (no admin role) is an empty list. */
export const adminRoles = ['org_mgr', 'usr_mgr', 'cnx_mgr'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * The app-level roles of product-reference §6. The spec says the 'SCR App role' options come from a fixed list
 * it does not show; we define that list as exactly the two roles §6 names: regular and viewer.
 */
export const appRoles = ['regular', 'viewer'] as const;
/** A user's role in the app, one of `appRoles`. */
export type AppRole = (typeof appRoles)[number];
