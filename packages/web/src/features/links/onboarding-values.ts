import type { LoadedOnboarding } from '@scr/domain';

/** The onboarding form as the user types it; the domain's schema turns it into the payload. */
export type OnboardingValues = {
  organization: {
    name: string;
    vat: string;
    streetNbr: string;
    postalCode: string;
    city: string;
    country: string;
    contactEmail: string;
    contactPhone: string;
    supportEmail: string;
    supportPhone: string;
  };
  admin: { firstName: string; lastName: string; email: string; emailCheck: string; phone: string };
  onboarder: {
    onboarderFirstName: string;
    onboarderLastName: string;
    onboarderRole: string;
    onboarderEmail: string;
    onboarderPhone: string;
  };
  acceptEula: boolean;
  acceptPricing: boolean;
  savedConnections: number[];
};

export type OnboardingSection = 'organization' | 'admin' | 'onboarder';

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
