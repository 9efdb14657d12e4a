import { getLanguage, type Locale } from '../shop/locales.ts';

/**
 * What the backend says to customers, per language, in the site's formal register. Log-in
 * failures have one text whatever went wrong (unknown address or wrong password), so the answer
 * tells nobody whether an account exists.
 */
type CustomerTexts = {
  invalidCredentials: string;
  invalidInput: string;
  required: string;
  invalidEmail: string;
  emailTaken: string;
  passwordTooShort: string;
  passwordTooLong: string;
  passwordTooCommon: string;
  invalidToken: string;
  welcomeSubject: string;
  welcomeBody: string;
  resetSubject: string;
  resetBody: string;
};

export const CUSTOMER_TEXTS: Record<string, CustomerTexts> = {
  de: {
    invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    invalidInput: 'Bitte prüfen Sie Ihre Eingaben.',
    required: 'Bitte füllen Sie dieses Feld aus.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    emailTaken: 'Mit dieser E-Mail-Adresse gibt es schon ein Kundenkonto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
    passwordTooShort: 'Das Passwort braucht mindestens 8 Zeichen.',
    passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
    passwordTooCommon: 'Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.',
    invalidToken: 'Dieser Link ist ungültig, abgelaufen oder wurde schon verwendet. Bitte fordern Sie einen neuen an.',
    welcomeSubject: 'Willkommen – Ihr Kundenkonto ist eingerichtet',
    welcomeBody: 'Guten Tag {name},\n\nIhr Kundenkonto ist eingerichtet. Sie melden sich mit {email} an.',
    resetSubject: 'Ihr Link zum neuen Passwort',
    resetBody: 'Guten Tag,\n\nmit diesem Link vergeben Sie ein neues Passwort. Er gilt eine Stunde und nur einmal:\n{link}\n\nSie haben nichts angefordert? Dann ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  },
  en: {
    invalidCredentials: 'Email address or password is wrong.',
    invalidInput: 'Please check your entries.',
    required: 'Please fill in this field.',
    invalidEmail: 'Please enter a valid email address.',
    emailTaken: 'There is already an account with this email address. Log in or reset your password.',
    passwordTooShort: 'The password needs at least 8 characters.',
    passwordTooLong: 'The password may have at most 128 characters.',
    passwordTooCommon: 'This password is too common. Please choose another one.',
    invalidToken: 'This link is invalid, expired or already used. Please ask for a new one.',
    welcomeSubject: 'Welcome – your account is ready',
    welcomeBody: 'Hello {name},\n\nyour account is ready. You log in with {email}.',
    resetSubject: 'Your link to a new password',
    resetBody: 'Hello,\n\nuse this link to choose a new password. It works once, for one hour:\n{link}\n\nYou did not ask for it? Then ignore this email; your password stays as it is.',
  },
  fr: {
    invalidCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
    invalidInput: 'Veuillez vérifier vos saisies.',
    required: 'Veuillez remplir ce champ.',
    invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    passwordTooLong: 'Le mot de passe peut contenir au plus 128 caractères.',
    passwordTooCommon: 'Ce mot de passe est trop courant. Veuillez en choisir un autre.',
    invalidToken: 'Ce lien est invalide, expiré ou déjà utilisé. Veuillez en demander un nouveau.',
    welcomeSubject: 'Bienvenue – votre compte est prêt',
    welcomeBody: 'Bonjour {name},\n\nvotre compte est prêt. Vous vous connectez avec {email}.',
    resetSubject: 'Votre lien pour un nouveau mot de passe',
    resetBody: 'Bonjour,\n\nce lien vous permet de choisir un nouveau mot de passe. Il est valable une fois, pendant une heure :\n{link}\n\nVous n’avez rien demandé ? Ignorez cet e-mail ; votre mot de passe reste inchangé.',
  },
  es: {
    invalidCredentials: 'La dirección de correo o la contraseña no son correctas.',
    invalidInput: 'Revise sus datos, por favor.',
    required: 'Rellene este campo, por favor.',
    invalidEmail: 'Introduzca una dirección de correo válida, por favor.',
    emailTaken: 'Ya existe una cuenta con esta dirección de correo. Inicie sesión o restablezca su contraseña.',
    passwordTooShort: 'La contraseña necesita al menos 8 caracteres.',
    passwordTooLong: 'La contraseña puede tener como máximo 128 caracteres.',
    passwordTooCommon: 'Esta contraseña es demasiado común. Elija otra, por favor.',
    invalidToken: 'Este enlace no es válido, ha caducado o ya se usó. Solicite uno nuevo, por favor.',
    welcomeSubject: 'Bienvenido: su cuenta está lista',
    welcomeBody: 'Buenos días, {name}:\n\nsu cuenta está lista. Inicie sesión con {email}.',
    resetSubject: 'Su enlace para una nueva contraseña',
    resetBody: 'Buenos días:\n\ncon este enlace puede elegir una nueva contraseña. Vale una sola vez, durante una hora:\n{link}\n\n¿No lo ha solicitado usted? Ignore este correo; su contraseña no cambia.',
  },
  it: {
    invalidCredentials: 'Indirizzo e-mail o password non corretti.',
    invalidInput: 'La preghiamo di controllare i dati inseriti.',
    required: 'La preghiamo di compilare questo campo.',
    invalidEmail: 'La preghiamo di indicare un indirizzo e-mail valido.',
    emailTaken: 'Esiste già un account con questo indirizzo e-mail. Acceda o reimposti la password.',
    passwordTooShort: 'La password deve avere almeno 8 caratteri.',
    passwordTooLong: 'La password può avere al massimo 128 caratteri.',
    passwordTooCommon: 'Questa password è troppo comune. La preghiamo di sceglierne un’altra.',
    invalidToken: 'Questo link non è valido, è scaduto o è già stato usato. Ne richieda uno nuovo.',
    welcomeSubject: 'Benvenuto – il Suo account è pronto',
    welcomeBody: 'Buongiorno {name},\n\nil Suo account è pronto. Può accedere con {email}.',
    resetSubject: 'Il Suo link per una nuova password',
    resetBody: 'Buongiorno,\n\ncon questo link può scegliere una nuova password. Vale una volta sola, per un’ora:\n{link}\n\nNon ha richiesto nulla? Ignori questa e-mail; la Sua password resta invariata.',
  },
  nl: {
    invalidCredentials: 'E-mailadres of wachtwoord is onjuist.',
    invalidInput: 'Controleer uw gegevens.',
    required: 'Vul dit veld in.',
    invalidEmail: 'Vul een geldig e-mailadres in.',
    emailTaken: 'Er bestaat al een account met dit e-mailadres. Log in of stel uw wachtwoord opnieuw in.',
    passwordTooShort: 'Het wachtwoord heeft minstens 8 tekens nodig.',
    passwordTooLong: 'Het wachtwoord mag hoogstens 128 tekens hebben.',
    passwordTooCommon: 'Dit wachtwoord komt te vaak voor. Kies een ander.',
    invalidToken: 'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe aan.',
    welcomeSubject: 'Welkom – uw account staat klaar',
    welcomeBody: 'Beste {name},\n\nuw account staat klaar. U logt in met {email}.',
    resetSubject: 'Uw link voor een nieuw wachtwoord',
    resetBody: 'Beste klant,\n\nmet deze link kiest u een nieuw wachtwoord. Hij werkt één keer, een uur lang:\n{link}\n\nNiets aangevraagd? Negeer deze e-mail dan; uw wachtwoord blijft zoals het is.',
  },
};

export function getCustomerTexts(locale: Locale): CustomerTexts {
  return CUSTOMER_TEXTS[getLanguage(locale)] ?? CUSTOMER_TEXTS['en']!;
}

export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
