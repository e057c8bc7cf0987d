import { defineMessages } from '../messages/define.ts';

/** Texts of the key fingerprint in 'Connection status' and its badge in the connections table. */
export const fingerprintMessages = defineMessages({
  'connections.fingerprint.title': {
    en: 'Key fingerprint',
    nl: 'Vingerafdruk van de sleutels',
    fr: 'Empreinte des clés',
    de: 'Fingerabdruck der Schlüssel',
  },
  'connections.fingerprint.compare': {
    en: "Compare this fingerprint with the other organization's administrator by phone or mail before the last step. It is the same on both sides only when your wallets exchanged their keys with each other, with nobody in between.",
    nl: 'Vergelijk deze vingerafdruk telefonisch of per e-mail met de beheerder van de andere organisatie vóór de laatste stap. Hij is aan beide kanten alleen gelijk wanneer uw wallets hun sleutels met elkaar hebben uitgewisseld, zonder iemand ertussen.',
    fr: 'Avant la dernière étape, comparez cette empreinte avec l’administrateur de l’autre organisation, par téléphone ou par e-mail. Elle n’est identique des deux côtés que si vos portefeuilles ont échangé leurs clés directement, sans intermédiaire.',
    de: 'Vergleichen Sie diesen Fingerabdruck vor dem letzten Schritt telefonisch oder per E-Mail mit dem Administrator der anderen Organisation. Er ist nur dann auf beiden Seiten gleich, wenn Ihre Wallets ihre Schlüssel direkt miteinander ausgetauscht haben, ohne jemanden dazwischen.',
  },
  'connections.fingerprint.compareFinalized': {
    en: "Your wallets trust these keys now. The fingerprint is the same on both sides only when your wallets exchanged their keys with each other, with nobody in between: if the other organization's administrator reads a different one, do not rely on this connection and contact support.",
    nl: 'Uw wallets vertrouwen deze sleutels nu. De vingerafdruk is aan beide kanten alleen gelijk wanneer uw wallets hun sleutels met elkaar hebben uitgewisseld, zonder iemand ertussen: leest de beheerder van de andere organisatie een andere, vertrouw deze verbinding dan niet en neem contact op met support.',
    fr: 'Vos portefeuilles font désormais confiance à ces clés. L’empreinte n’est identique des deux côtés que si vos portefeuilles ont échangé leurs clés directement, sans intermédiaire : si l’administrateur de l’autre organisation lit une empreinte différente, ne vous fiez pas à cette connexion et contactez le support technique.',
    de: 'Ihre Wallets vertrauen diesen Schlüsseln jetzt. Der Fingerabdruck ist nur dann auf beiden Seiten gleich, wenn Ihre Wallets ihre Schlüssel direkt miteinander ausgetauscht haben, ohne jemanden dazwischen: Liest der Administrator der anderen Organisation einen anderen, verlassen Sie sich nicht auf diese Verbindung und wenden Sie sich an den Support.',
  },
  'connections.fingerprint.loading': {
    en: 'Reading the fingerprint from your wallet...',
    nl: 'De vingerafdruk wordt uit uw wallet gelezen...',
    fr: 'Lecture de l’empreinte dans votre portefeuille...',
    de: 'Fingerabdruck wird aus Ihrer Wallet gelesen...',
  },
  'connections.fingerprint.markVerified': {
    en: 'Mark as verified',
    nl: 'Markeren als geverifieerd',
    fr: 'Marquer comme vérifiée',
    de: 'Als verifiziert markieren',
  },
  'connections.fingerprint.verified': {
    en: 'Verified',
    nl: 'Geverifieerd',
    fr: 'Vérifiée',
    de: 'Verifiziert',
  },
  'connections.fingerprint.verifiedNote': {
    en: 'You marked this fingerprint as verified. The mark is kept in your wallet; your Activity shows who verified it.',
    nl: 'U hebt deze vingerafdruk als geverifieerd gemarkeerd. De markering wordt in uw wallet bewaard; uw Activiteit toont wie ze verifieerde.',
    fr: 'Vous avez marqué cette empreinte comme vérifiée. Ce marquage est conservé dans votre portefeuille ; votre page Activité indique qui l’a vérifiée.',
    de: 'Sie haben diesen Fingerabdruck als verifiziert markiert. Die Markierung wird in Ihrer Wallet gespeichert; Ihre Seite „Aktivität“ zeigt, wer ihn verifiziert hat.',
  },
  'connections.fingerprint.badgeTitle': {
    en: 'Key fingerprint verified',
    nl: 'Vingerafdruk van de sleutels geverifieerd',
    fr: 'Empreinte des clés vérifiée',
    de: 'Fingerabdruck der Schlüssel verifiziert',
  },
  // The Confirm and Finalize steps' confirmations: the fingerprint (the panel above) is compared before they send.
  'connections.confirmStep.title': {
    en: 'Confirm the connection with {name}?',
    nl: 'De verbinding met {name} bevestigen?',
    fr: 'Confirmer la connexion avec {name} ?',
    de: 'Verbindung mit {name} bestätigen?',
  },
  'connections.confirmStep.text': {
    en: 'Once you confirm, your wallet keeps the key below as that of {name}, and {name} can take the last step. Compare the fingerprint with their administrator first, unless you already marked it as verified.',
    nl: 'Zodra u bevestigt, bewaart uw wallet de sleutel hieronder als die van {name}, en kan {name} de laatste stap zetten. Vergelijk eerst de vingerafdruk met hun beheerder, tenzij u ze al als geverifieerd hebt gemarkeerd.',
    fr: 'Une fois votre confirmation donnée, votre portefeuille conserve la clé ci-dessous comme celle de {name}, et {name} peut effectuer la dernière étape. Comparez d’abord l’empreinte avec son administrateur, sauf si vous l’avez déjà marquée comme vérifiée.',
    de: 'Sobald Sie bestätigen, speichert Ihre Wallet den unten stehenden Schlüssel als den von {name}, und {name} kann den letzten Schritt ausführen. Vergleichen Sie zuerst den Fingerabdruck mit dem dortigen Administrator, sofern Sie ihn nicht bereits als verifiziert markiert haben.',
  },
  'connections.confirmStep.confirm': {
    en: 'Confirm connection with {name}',
    nl: 'Verbinding met {name} bevestigen',
    fr: 'Confirmer la connexion avec {name}',
    de: 'Verbindung mit {name} bestätigen',
  },
  'connections.finalize.title': {
    en: 'Finalize the connection with {name}?',
    nl: 'De verbinding met {name} afronden?',
    fr: 'Finaliser la connexion avec {name} ?',
    de: 'Verbindung mit {name} abschließen?',
  },
  'connections.finalize.text': {
    en: 'This is the last step: once it is done, your wallet trusts the key below as that of {name}. Compare the fingerprint with their administrator first, unless you already marked it as verified.',
    nl: 'Dit is de laatste stap: daarna vertrouwt uw wallet de sleutel hieronder als die van {name}. Vergelijk eerst de vingerafdruk met hun beheerder, tenzij u ze al als geverifieerd hebt gemarkeerd.',
    fr: 'C’est la dernière étape : une fois celle-ci effectuée, votre portefeuille fait confiance à la clé ci-dessous comme étant celle de {name}. Comparez d’abord l’empreinte avec son administrateur, sauf si vous l’avez déjà marquée comme vérifiée.',
    de: 'Dies ist der letzte Schritt: Danach vertraut Ihre Wallet dem unten stehenden Schlüssel als dem von {name}. Vergleichen Sie zuerst den Fingerabdruck mit dem dortigen Administrator, sofern Sie ihn nicht bereits als verifiziert markiert haben.',
  },
  'connections.finalize.confirm': {
    en: 'Finalize connection with {name}',
    nl: 'Verbinding met {name} afronden',
    fr: 'Finaliser la connexion avec {name}',
    de: 'Verbindung mit {name} abschließen',
  },
});
