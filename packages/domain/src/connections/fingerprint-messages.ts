import { defineMessages } from '../messages/define.ts';

/** Texts of the key fingerprint in 'Connection status' and its badge in the connections table. */
export const fingerprintMessages = defineMessages({
  'connections.fingerprint.title': { en: 'Key fingerprint', nl: 'Vingerafdruk van de sleutels' },
  'connections.fingerprint.compare': {
    en: "Compare this fingerprint with the other organization's administrator by phone or mail before the last step. It is the same on both sides only when your wallets exchanged their keys with each other, with nobody in between.",
    nl: 'Vergelijk deze vingerafdruk telefonisch of per e-mail met de beheerder van de andere organisatie vóór de laatste stap. Hij is aan beide kanten alleen gelijk wanneer uw wallets hun sleutels met elkaar hebben uitgewisseld, zonder iemand ertussen.',
  },
  'connections.fingerprint.compareFinalized': {
    en: "Your wallets trust these keys now. The fingerprint is the same on both sides only when your wallets exchanged their keys with each other, with nobody in between: if the other organization's administrator reads a different one, do not rely on this connection and contact support.",
    nl: 'Uw wallets vertrouwen deze sleutels nu. De vingerafdruk is aan beide kanten alleen gelijk wanneer uw wallets hun sleutels met elkaar hebben uitgewisseld, zonder iemand ertussen: leest de beheerder van de andere organisatie een andere, vertrouw deze verbinding dan niet en neem contact op met support.',
  },
  'connections.fingerprint.loading': {
    en: 'Reading the fingerprint from your wallet...',
    nl: 'De vingerafdruk wordt uit uw wallet gelezen...',
  },
  'connections.fingerprint.markVerified': {
    en: 'Mark as verified',
    nl: 'Markeren als geverifieerd',
  },
  'connections.fingerprint.verified': { en: 'Verified', nl: 'Geverifieerd' },
  'connections.fingerprint.verifiedNote': {
    en: 'You marked this fingerprint as verified. The mark is kept in your wallet; your Activity shows who verified it.',
    nl: 'U hebt deze vingerafdruk als geverifieerd gemarkeerd. De markering wordt in uw wallet bewaard; uw Activiteit toont wie ze verifieerde.',
  },
  'connections.fingerprint.badgeTitle': {
    en: 'Key fingerprint verified',
    nl: 'Vingerafdruk van de sleutels geverifieerd',
  },
  // The Confirm and Finalize steps' confirmations: the fingerprint (the panel above) is compared before they send.
  'connections.confirmStep.title': {
    en: 'Confirm the connection with {name}?',
    nl: 'De verbinding met {name} bevestigen?',
  },
  'connections.confirmStep.text': {
    en: 'Once you confirm, your wallet keeps the key below as that of {name}, and {name} can take the last step. Compare the fingerprint with their administrator first, unless you already marked it as verified.',
    nl: 'Zodra u bevestigt, bewaart uw wallet de sleutel hieronder als die van {name}, en kan {name} de laatste stap zetten. Vergelijk eerst de vingerafdruk met hun beheerder, tenzij u ze al als geverifieerd hebt gemarkeerd.',
  },
  'connections.confirmStep.confirm': {
    en: 'Confirm connection with {name}',
    nl: 'Verbinding met {name} bevestigen',
  },
  'connections.finalize.title': {
    en: 'Finalize the connection with {name}?',
    nl: 'De verbinding met {name} afronden?',
  },
  'connections.finalize.text': {
    en: 'This is the last step: once it is done, your wallet trusts the key below as that of {name}. Compare the fingerprint with their administrator first, unless you already marked it as verified.',
    nl: 'Dit is de laatste stap: daarna vertrouwt uw wallet de sleutel hieronder als die van {name}. Vergelijk eerst de vingerafdruk met hun beheerder, tenzij u ze al als geverifieerd hebt gemarkeerd.',
  },
  'connections.finalize.confirm': {
    en: 'Finalize connection with {name}',
    nl: 'Verbinding met {name} afronden',
  },
});
