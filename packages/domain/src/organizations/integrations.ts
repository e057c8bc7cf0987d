import { z } from 'zod';
import type { MessageRef } from '../messages/catalogue.ts';
import { message, optionalText, requiredSentence, whenTexts } from '../validation/rules.ts';
import { isEan13 } from '../validation/ean.ts';
import { metaValue, type OrganizationMeta } from './organization.ts';

/** The CPU check setting (product-reference §2.4): organization meta terminal.cpu.enabled, source cpu, default true. */
export const CPU_CHECK_META = { metaSource: 'cpu', metaName: 'terminal.cpu.enabled' } as const;

/** Only the configured organization-user ids (a runtime value, two in the spec) see the CPU check. */
export const canSeeCpuCheck = (orgUserId: number, cpuCheckUserIds: readonly number[]): boolean =>
  cpuCheckUserIds.includes(orgUserId);

/** Enabled unless the meta says 'false' (or '0'/'disabled'): absent means the default, true. */
export const isCpuCheckEnabled = (meta: readonly OrganizationMeta[]): boolean => {
  const value = metaValue(meta, CPU_CHECK_META.metaSource, CPU_CHECK_META.metaName);
  return !['false', '0', 'disabled'].includes((value ?? 'true').trim().toLowerCase());
};

/** Portbase metaSource and the names the portal reads (product-reference §3). */
export const PORTBASE_META = {
  metaSource: 'portbase',
  ean: 'ean',
  manual: 'manual',
  sendAll: 'send_all',
} as const;

const truthy = (value: string | null | undefined): boolean =>
  ['true', '1', 'yes'].includes((value ?? '').trim().toLowerCase());

/** Whether the organization is connected to Portbase, and with which identifier. */
export type PortbaseStatus =
  | { readonly connected: false }
  | {
      readonly connected: true;
      /** 'Connected with EAN {x}' or 'Connected with SCR ID {id}'. */
      readonly label: MessageRef;
      readonly autosend: boolean;
      /** 'Autosend enabled.' or 'Autosend disabled.' */
      readonly helper: MessageRef;
    };

/**
 * The Portbase link from organization meta (product-reference §2.7): connected once an ean or a manual link
 * exists; with an EAN it shows the EAN, otherwise the organization's own id. send_all is autosend.
 */
export const portbaseStatus = (org: {
  readonly id: number;
  readonly organizationMeta: readonly OrganizationMeta[];
}): PortbaseStatus => {
  const read = (name: string) => metaValue(org.organizationMeta, PORTBASE_META.metaSource, name);
  const ean = (read(PORTBASE_META.ean) ?? '').trim();
  if (ean === '' && !truthy(read(PORTBASE_META.manual))) return { connected: false };
  const autosend = truthy(read(PORTBASE_META.sendAll));
  return {
    connected: true,
    label:
      ean !== ''
        ? { id: 'integrations.portbase.connectedEan', values: { ean } }
        : { id: 'integrations.portbase.connectedId', values: { id: org.id } },
    autosend,
    helper: { id: autosend ? 'integrations.portbase.autosendOn' : 'integrations.portbase.autosendOff' },
  };
};

/**
 * The Portbase connect dialog (product-reference §2.7, §5): Release-To-Party is fixed and checked; the EAN is
 * required when 'I am also an Inland Operator' is checked, and is then a GS1 EAN-13 (13 digits, the last a
 * check digit), as the platform's contract requires.
 */
export const portbaseConnectSchema = z
  .object({
    releaseToParty: z.literal(true).default(true),
    inlandOperator: z.boolean().default(false),
    ean: optionalText(),
  })
  .refine((value) => !(value.inlandOperator === true && value.ean === ''), {
    ...message(requiredSentence('integrations.portbase.ean')),
    path: ['ean'],
    when: whenTexts(['ean']),
  })
  .refine((value) => !(value.inlandOperator === true && value.ean !== '' && !isEan13(value.ean)), {
    ...message('integrations.portbase.eanInvalid'),
    path: ['ean'],
    when: whenTexts(['ean']),
  });
export type PortbaseConnectForm = z.output<typeof portbaseConnectSchema>;
