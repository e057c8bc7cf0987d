import { describe, expectTypeOf, it } from 'vitest';
import type { loginFormSchema, onboardingFormSchema } from '@scr/domain';
import type { z } from 'zod';
import type { TextFields } from './text-fields.ts';
import type { LoginValues } from '../features/sign-in/use-login-form.ts';
import type { OnboardingValues } from '../features/links/onboarding-values.ts';
import type { InviteValues } from '../features/connections/invite-fields.tsx';

// Type-level checks, held by the typecheck (vitest's expectTypeOf): a form's values follow the
// schema that checks them, and stay text where the schema coerces.
describe('TextFields', () => {
  it("gives each field of a schema a text, the schema's coerced ones too", () => {
    expectTypeOf<z.input<typeof loginFormSchema>['organizationId']>().not.toEqualTypeOf<string>();
    expectTypeOf<LoginValues>().toEqualTypeOf<{
      readonly email: string;
      readonly organizationId: string;
      readonly password: string;
    }>();
    expectTypeOf<TextFields<{ a?: number; b: unknown }>>().toEqualTypeOf<{ a: string; b: string }>();
  });

  it('holds the invitation and the connect-to-found fields in one form', () => {
    expectTypeOf<keyof InviteValues>().toEqualTypeOf<
      'name' | 'contactEmail' | 'vat' | 'msg' | 'customerReference' | 'organizationId'
    >();
  });

  it('keeps every onboarding field the schema checks, the boxes as booleans', () => {
    expectTypeOf<keyof OnboardingValues>().toEqualTypeOf<keyof z.input<typeof onboardingFormSchema>>();
    expectTypeOf<OnboardingValues['admin']['emailCheck']>().toEqualTypeOf<string>();
    expectTypeOf<OnboardingValues['acceptEula']>().toEqualTypeOf<boolean>();
    expectTypeOf<OnboardingValues['savedConnections']>().toEqualTypeOf<number[]>();
  });
});
