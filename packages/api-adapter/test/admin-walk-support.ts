import type { AdminRole } from '@scr/domain';

const bools = [false, true] as const;

/** Every user of one id a contract walk builds: admin or not, active or not, deleted or not, each role set. */
export const usersWithId = (id: number, roleSets: readonly AdminRole[][]) =>
  bools.flatMap((isAdmin) =>
    bools.flatMap((isActive) =>
      bools.flatMap((isDeleted) =>
        roleSets.map((adminRoles) => ({ id, userId: id, isAdmin, isActive, isDeleted, adminRoles })),
      ),
    ),
  );
