import { defineMessages } from '../messages/define.ts';

/** Texts of failures any call can meet (product-reference §8 'Non-2xx responses', Gateway Timeout, offline). */
export const sharedMessages = defineMessages({
  'shared.error.response': { en: '{text}', nl: '{text}', fr: '{text}', de: '{text}' },
  'shared.error.apiUnreachable': {
    en: 'Could not reach the API. Please contact your admin user.',
    nl: 'Kon de API niet bereiken. Neem contact op met uw beheerder.',
    fr: 'Impossible de joindre l’API. Veuillez contacter votre administrateur.',
    de: 'Die API ist nicht erreichbar. Bitte wenden Sie sich an Ihren Administrator.',
  },
  // A signed-in page's load that reached the platform but failed (a 5xx), or got no answer in time:
  // the reader is an admin who can retry, then ask the product's support (the runtime config's address).
  'shared.error.loadFailed': {
    en: 'The platform could not answer this request. Please try again; if it keeps failing, contact {support}.',
    nl: 'Het platform kon deze aanvraag niet beantwoorden. Probeer het opnieuw; lukt het blijvend niet, neem dan contact op met {support}.',
    fr: 'La plateforme n’a pas pu répondre à cette demande. Veuillez réessayer ; si le problème persiste, contactez {support}.',
    de: 'Die Plattform konnte diese Anfrage nicht beantworten. Bitte versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, wenden Sie sich an {support}.',
  },
  'shared.error.loadTimedOut': {
    en: 'The platform did not answer in time. Please try again; if it keeps failing, contact {support}.',
    nl: 'Het platform antwoordde niet op tijd. Probeer het opnieuw; lukt het blijvend niet, neem dan contact op met {support}.',
    fr: 'La plateforme n’a pas répondu à temps. Veuillez réessayer ; si le problème persiste, contactez {support}.',
    de: 'Die Plattform hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut; wenn der Fehler weiterhin auftritt, wenden Sie sich an {support}.',
  },
  'shared.error.offline': {
    en: 'You are offline. Please check your network connection.',
    nl: 'U bent offline. Controleer uw netwerkverbinding.',
    fr: 'Vous êtes hors ligne. Veuillez vérifier votre connexion réseau.',
    de: 'Sie sind offline. Bitte überprüfen Sie Ihre Netzwerkverbindung.',
  },
  'shared.error.malformedResponse': {
    en: 'The platform sent an answer that could not be read: {detail}',
    nl: 'Het platform stuurde een antwoord dat niet gelezen kon worden: {detail}',
    fr: 'La plateforme a envoyé une réponse illisible : {detail}',
    de: 'Die Plattform hat eine Antwort gesendet, die nicht gelesen werden konnte: {detail}',
  },
  'shared.error.sessionExpired': {
    en: 'For security reasons, your session has expired. Please log out and back in again.',
    nl: 'Om veiligheidsredenen is uw sessie verlopen. Log uit en weer in.',
    fr: 'Pour des raisons de sécurité, votre session a expiré. Veuillez vous déconnecter, puis vous identifier de nouveau.',
    de: 'Aus Sicherheitsgründen ist Ihre Sitzung abgelaufen. Bitte melden Sie sich ab und erneut an.',
  },
  'shared.error.forbidden': { en: '{text}', nl: '{text}', fr: '{text}', de: '{text}' },
  'shared.error.tooManyAttempts': {
    en: 'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
    nl: 'Te veel pogingen. Wacht {minutes, plural, one {# minuut} other {# minuten}} en probeer het dan opnieuw.',
    fr: 'Trop de tentatives. Veuillez patienter {minutes, plural, one {# minute} other {# minutes}}, puis réessayer.',
    de: 'Zu viele Versuche. Bitte warten Sie {minutes, plural, one {# Minute} other {# Minuten}} und versuchen Sie es dann erneut.',
  },
  // Beside a submit the attempt limit disabled: the time left, as minutes and seconds (14:59).
  'shared.retryWait': {
    en: 'You can try again in {time}.',
    nl: 'U kunt het over {time} opnieuw proberen.',
    fr: 'Vous pourrez réessayer dans {time}.',
    de: 'Sie können es in {time} erneut versuchen.',
  },
});
