import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogue.ts';

// One Dutch word for one act: signing in is 'inloggen' (the login button's word), never 'aanmelden',
// 'aangemeld' or 'afmelden'; a request to connect is a 'verbindingsverzoek', never a
// 'verbindingsaanvraag'. Two words for one thing read as two things.
const avoided = ['aanmeld', 'aangemeld', 'afmeld', 'verbindingsaanvraag'];

describe('the Dutch catalogue', () => {
  it('says one word for one act', () => {
    const found = Object.entries(catalogues.nl).filter(([, text]) =>
      avoided.some((word) => text.toLowerCase().includes(word)),
    );
    expect(found).toEqual([]);
  });
});
