// The fake platform keeps its own copy of the access policy (it may not import the domain). This walks
// every cell of the domain's table — operation × caller role (alone and combined) × relation × target
// role — and asserts both decide it alike, and that both tables name the same operations with the
// same kind of caller, token and link.
import { describe, expect, it } from 'vitest';
import { accessPolicy, callerRoles, decide, policyCells } from '@scr/domain';
import { decidePlatformAccess, platformApiPolicy, platformWalletPolicy } from '@scr/fake-platform';

const platformPolicy = { ...platformApiPolicy, ...platformWalletPolicy };
const roleSets = [
  ...callerRoles.map((role) => (role === 'none' ? [] : [role])),
  ['org_mgr', 'usr_mgr', 'cnx_mgr'],
  ['usr_mgr', 'cnx_mgr'],
  ['viewer'],
];

describe('the access policy: the domain and the platform agree', () => {
  it('name the same operations, each with the same caller, token and link', () => {
    expect(Object.keys(platformPolicy).sort()).toEqual(Object.keys(accessPolicy).sort());
    for (const [operation, rule] of Object.entries(accessPolicy)) {
      const theirs = platformPolicy[operation as keyof typeof platformPolicy];
      const shape = (r: typeof rule | typeof theirs) => ({
        caller: r.caller,
        token: 'token' in r ? r.token : undefined,
        link: 'link' in r ? r.link : undefined,
        relations: 'relations' in r ? r.relations : undefined,
        targeted: 'targeted' in r ? r.targeted : undefined,
      });
      expect(shape(theirs), operation).toEqual(shape(rule));
    }
  });

  it('on every cell, with every role alone and combined', () => {
    const disagreements: string[] = [];
    let cells = 0;
    // Each (operation, relation, target) once, with every role set: the cells' single roles and more.
    const seen = new Set<string>();
    for (const cell of policyCells(accessPolicy)) {
      const key = `${cell.operation} ${cell.relation} ${cell.target ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const roles of roleSets) {
        cells++;
        const at = { roles, relation: cell.relation, ...(cell.target ? { target: cell.target } : {}) };
        const domain = decide(accessPolicy, cell.operation, at);
        const platform = decidePlatformAccess(platformPolicy, cell.operation, at);
        if (JSON.stringify(domain) !== JSON.stringify(platform))
          disagreements.push(
            `${cell.operation} [${roles}] ${cell.relation} ${cell.target ?? ''}: ${JSON.stringify(domain)} vs ${JSON.stringify(platform)}`,
          );
      }
    }
    expect(disagreements).toEqual([]);
    expect(cells).toBe(seen.size * roleSets.length);
    expect(seen.size).toBeGreaterThan(90);
  });

  it('both refuse an operation neither table names', () => {
    const at = { roles: ['org_mgr'], relation: 'sameOrganization' as const };
    expect(decide(accessPolicy, 'organizations.remove', at).allowed).toBe(false);
    expect(decidePlatformAccess(platformPolicy, 'organizations.remove', at).allowed).toBe(false);
  });
});
