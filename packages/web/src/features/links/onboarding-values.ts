import type { LoadedOnboarding, onboardingFormSchema } from '@scr/domain';
import type { z } from 'zod';
import type { TextFields } from '../../ui/text-fields.ts';

type OnboardingInput = z.input<typeof onboardingFormSchema>;

export type OnboardingSection = 'organization' | 'admin' | 'onboarder';

/**
 * The onboarding form as the user types it; the domain's schema turns it into the payload. Its three
 * sections are texts as typed; the boxes are ticked or not (the schema takes only a ticked one, the
 * form holds either); the saved connections are the schema's list.
 */
export type OnboardingValues = { [S in OnboardingSection]: TextFields<OnboardingInput[S]> } & {
  [K in 'acceptEula' | 'acceptPricing']: boolean;
} & {
  savedConnections: NonNullable<OnboardingInput['savedConnections']>;
};

/** The invited name, VAT, email and city come prefilled (VAT is not editable). */
export const initialOnboardingValues = (loaded: LoadedOnboarding): OnboardingValues => ({
  organization: {
    streetNbr: '',
    postalCode: '',
    country: '',
    contactPhone: '',
    supportEmail: '',
    supportPhone: '',
    ...loaded.initialValues.organization,
  },
  admin: { firstName: '', lastName: '', email: '', emailCheck: '', phone: '' },
  onboarder: {
    onboarderFirstName: '',
    onboarderLastName: '',
    onboarderRole: '',
    onboarderEmail: '',
    onboarderPhone: '',
  },
  acceptEula: false,
  acceptPricing: false,
  savedConnections: [],
});
