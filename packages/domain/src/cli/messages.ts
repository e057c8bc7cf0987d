import { defineMessages } from '../messages/define.ts';

/**
 * The texts of `scr`, the command-line admin tool (packages/cli): its help, prompts and outcomes. The
 * portal's own texts (field labels, tab titles, success and error messages) come from their contexts.
 */
export const cliMessages = defineMessages({
  'cli.description': {
    en: 'Administer your organization on the secure container release platform from the command line: users, connections and activity.',
    nl: 'Beheer uw organisatie op het platform voor de veilige vrijgave van containers vanaf de opdrachtregel: gebruikers, verbindingen en activiteit.',
  },
  'cli.usage': { en: '[options] [command]', nl: '[opties] [opdracht]' },
  'cli.help.options': { en: 'Options:', nl: 'Opties:' },
  'cli.help.commands': { en: 'Commands:', nl: 'Opdrachten:' },
  'cli.help.usage': { en: 'Usage:', nl: 'Gebruik:' },
  'cli.help.arguments': { en: 'Arguments:', nl: 'Argumenten:' },
  'cli.help.exitCodes': {
    en: 'Exit codes: 0 done, 1 refused or failed, 2 invalid input, 3 not signed in or session expired, 4 too many attempts, 5 platform or wallet unreachable, 6 step half done (run the same command again), 130 interrupted (Ctrl+C).',
    nl: 'Afsluitcodes: 0 gelukt, 1 geweigerd of mislukt, 2 ongeldige invoer, 3 niet ingelogd of sessie verlopen, 4 te veel pogingen, 5 platform of wallet onbereikbaar, 6 stap half afgerond (voer hetzelfde commando opnieuw uit), 130 onderbroken (Ctrl+C).',
  },
  'cli.option.api': {
    en: 'The platform API base URL (default: SCR_API, the config’s api, the platform you signed in to, else {url})',
    nl: 'De basis-URL van de platform-API (standaard: SCR_API, de api uit de configuratie, het platform waarop u inlogde, anders {url})',
  },
  'cli.option.lang': {
    en: 'Language of the texts: en or nl (default: from LC_ALL or LANG)',
    nl: 'Taal van de teksten: en of nl (standaard: uit LC_ALL of LANG)',
  },
  'cli.option.json': {
    en: 'Print JSON for scripts instead of tables',
    nl: 'JSON voor scripts tonen in plaats van tabellen',
  },
  'cli.option.help': { en: 'Show this help', nl: 'Deze hulp tonen' },
  'cli.option.version': { en: 'Show the version', nl: 'De versie tonen' },
  'cli.command.help': { en: 'Show the help of a command', nl: 'De hulp van een opdracht tonen' },
  'cli.command.login': {
    en: 'Login: email, organization, wallet password, then the 2FA code if your organization asks for one',
    nl: 'Inloggen: e-mailadres, organisatie, walletwachtwoord en daarna de 2FA-code als uw organisatie die vraagt',
  },
  'cli.option.email': { en: 'Your email address', nl: 'Uw e-mailadres' },
  'cli.option.inviteEmail': {
    en: 'The email address of the user you invite: the invitation is sent there',
    nl: 'Het e-mailadres van de gebruiker die u uitnodigt: de uitnodiging wordt daarheen gestuurd',
  },
  'cli.option.reactivate': {
    en: 'Reactivate the user when the email is of a deleted user (without it, scr asks in a terminal)',
    nl: 'De gebruiker heractiveren wanneer het e-mailadres van een verwijderde gebruiker is (zonder deze optie vraagt scr het in een terminal)',
  },
  'cli.option.organization': {
    en: 'The organization id, when your email belongs to more than one',
    nl: 'Het id van de organisatie, wanneer uw e-mailadres bij meer dan één hoort',
  },
  'cli.command.logout': {
    en: 'Logout: ends the session on the platform and forgets it on this computer',
    nl: 'Uitloggen: beëindigt de sessie op het platform en vergeet ze op deze computer',
  },
  'cli.command.users': { en: 'The users of your organization', nl: 'De gebruikers van uw organisatie' },
  'cli.command.usersList': {
    en: 'List the users, as the Users page shows them',
    nl: 'De gebruikers tonen, zoals de pagina Gebruikers ze toont',
  },
  'cli.command.usersExport': {
    en: 'Export CSV: every user of this view, as the Users page exports them',
    nl: 'CSV exporteren: alle gebruikers van deze weergave, zoals de pagina Gebruikers ze exporteert',
  },
  'cli.command.usersImport': {
    en: 'Invite the users of a CSV file (the Users page’s import): the plan first, then one invitation per row',
    nl: 'De gebruikers van een CSV-bestand uitnodigen (de import van de pagina Gebruikers): eerst het plan, dan één uitnodiging per regel',
  },
  'cli.argument.file': {
    en: 'The CSV file to import, or - for the standard input',
    nl: 'Het CSV-bestand om te importeren, of - voor de standaardinvoer',
  },
  'cli.option.dryRun': {
    en: 'Print the plan only: send nothing',
    nl: 'Alleen het plan tonen: niets versturen',
  },
  'cli.import.noFile': { en: 'Cannot read the file {file}', nl: 'Kan het bestand {file} niet lezen' },
  'cli.command.usersInvite': {
    en: 'Add user: invites a user by email to your organization',
    nl: 'Gebruiker toevoegen: nodigt een gebruiker per e-mail uit in uw organisatie',
  },
  'cli.option.deleted': {
    en: 'Which users: notDeleted, deleted or all (default: notDeleted)',
    nl: 'Welke gebruikers: notDeleted, deleted of all (standaard: notDeleted)',
  },
  'cli.option.search': {
    en: 'Only users whose first name, last name or email holds this text',
    nl: 'Alleen gebruikers van wie voornaam, achternaam of e-mailadres deze tekst bevat',
  },
  'cli.option.sort': {
    en: 'Sort by a column, as a click on its header does (lastName, email, createdAt…); -column sorts descending',
    nl: 'Sorteren op een kolom, zoals een klik op de kolomkop (lastName, email, createdAt…); -kolom sorteert aflopend',
  },
  'cli.option.columns': {
    en: 'Columns of the export, comma-separated, as the Columns menu shows them (default: the columns shown)',
    nl: 'Kolommen van de export, door komma’s gescheiden, zoals het menu Kolommen ze toont (standaard: de getoonde kolommen)',
  },
  'cli.option.output': {
    en: 'Write the CSV to this file instead of the standard output',
    nl: 'De CSV naar dit bestand schrijven in plaats van naar de standaarduitvoer',
  },
  'cli.option.role': {
    en: 'Admin role: none, org_mgr, usr_mgr or cnx_mgr',
    nl: 'Beheerdersrol: none, org_mgr, usr_mgr of cnx_mgr',
  },
  'cli.option.userRole': {
    en: 'User role: regular or viewer (default: regular)',
    nl: 'Gebruikersrol: regular of viewer (standaard: regular)',
  },
  'cli.option.firstName': { en: 'First name', nl: 'Voornaam' },
  'cli.option.lastName': { en: 'Last name', nl: 'Achternaam' },
  'cli.option.phone': { en: 'Phone (optional)', nl: 'Telefoon (optioneel)' },
  'cli.command.connections': {
    en: 'Your connections with other organizations',
    nl: 'Uw verbindingen met andere organisaties',
  },
  'cli.command.connectionsList': {
    en: 'List the connections of a tab, as the Connections page shows them',
    nl: 'De verbindingen van een tabblad tonen, zoals de pagina Verbindingen ze toont',
  },
  'cli.option.tab': {
    en: 'The tab: todo, waiting, active, cancelled or invitations (default: todo)',
    nl: 'Het tabblad: todo, waiting, active, cancelled of invitations (standaard: todo)',
  },
  'cli.command.connectionsAccept': {
    en: 'Accept a connection request by its reference, or Accept All of To do',
    nl: 'Een verbindingsverzoek aanvaarden met zijn referentie, of Alles aanvaarden in Te doen',
  },
  'cli.option.all': {
    en: 'Accept All: every request waiting in To do',
    nl: 'Alles aanvaarden: elk verzoek dat in Te doen wacht',
  },
  'cli.argument.reference': { en: 'The connection’s reference', nl: 'De referentie van de verbinding' },
  'cli.command.connectionsStatus': {
    en: 'Connection status: the steps of a connection and, from step 2 on, its key fingerprint',
    nl: 'Verbindingsstatus: de stappen van een verbinding en, vanaf stap 2, de vingerafdruk van de sleutels',
  },
  'cli.command.completion': {
    en: 'Print the shell completion script for bash or zsh, e.g. source <(scr completion bash)',
    nl: 'Het script voor aanvullen in de shell tonen, voor bash of zsh, bv. source <(scr completion bash)',
  },
  'cli.argument.shell': { en: 'The shell: bash or zsh', nl: 'De shell: bash of zsh' },
  'cli.command.activity': { en: 'The activity of your organization', nl: 'De activiteit van uw organisatie' },
  'cli.command.activityExport': {
    en: 'Export CSV: the activity of a period, as the Activity page exports it',
    nl: 'CSV exporteren: de activiteit van een periode, zoals de pagina Activiteit ze exporteert',
  },
  'cli.option.from': { en: 'First day, YYYY-MM-DD', nl: 'Eerste dag, JJJJ-MM-DD' },
  'cli.option.to': { en: 'Last day, YYYY-MM-DD', nl: 'Laatste dag, JJJJ-MM-DD' },
  'cli.option.actor': {
    en: 'Only what a person did whose name or email holds this text',
    nl: 'Alleen wat iemand deed van wie naam of e-mailadres deze tekst bevat',
  },
  'cli.option.action': {
    en: 'Only this action, as the Activity page names it (user.create, connection.accept…)',
    nl: 'Alleen deze actie, zoals de pagina Activiteit ze noemt (user.create, connection.accept…)',
  },
  'cli.login.signedIn': {
    en: 'Signed in as {email} ({organization})',
    nl: 'Ingelogd als {email} ({organization})',
  },
  'cli.login.eulaPending': {
    en: 'Signed in, but the newest end user license agreement is not accepted yet: login to the portal once to accept it.',
    nl: 'Ingelogd, maar de nieuwste licentieovereenkomst voor eindgebruikers is nog niet aanvaard: log één keer in op het portaal om ze te aanvaarden.',
  },
  'cli.login.noTerminal': {
    en: 'There is no terminal to ask for {what}: run scr in a terminal, or answer it with {answer}.',
    nl: 'Er is geen terminal om naar {what} te vragen: start scr in een terminal, of beantwoord de vraag met {answer}.',
  },
  'cli.login.noTerminalInput': {
    en: 'There is no terminal to ask for {what}: run scr in a terminal, or write the answer to its standard input.',
    nl: 'Er is geen terminal om naar {what} te vragen: start scr in een terminal, of schrijf het antwoord naar zijn standaardinvoer.',
  },
  'cli.prompt.yesNo': { en: '(y/N)', nl: '(j/N)' },
  'cli.error.notSignedIn': {
    en: 'You are not signed in. Sign in with: scr login',
    nl: 'U bent niet ingelogd. Log in met: scr login',
  },
  'cli.error.signInAgain': { en: 'Sign in again with: scr login', nl: 'Log opnieuw in met: scr login' },
  'cli.error.invalidChoice': {
    en: 'Invalid value for {option}: {value}. Choose one of: {choices}',
    nl: 'Ongeldige waarde voor {option}: {value}. Kies uit: {choices}',
  },
  'cli.error.invalidOption': {
    en: '{option}: {text}',
    nl: '{option}: {text}',
  },
  'cli.error.unknownOption': {
    en: 'Unknown option: {option}. See scr --help',
    nl: 'Onbekende optie: {option}. Zie scr --help',
  },
  'cli.error.unknownCommand': {
    en: 'Unknown command: {command}. See scr --help',
    nl: 'Onbekende opdracht: {command}. Zie scr --help',
  },
  'cli.error.missing': {
    en: 'Missing: {what}. See scr {command} --help',
    nl: 'Ontbreekt: {what}. Zie scr {command} --help',
  },
  'cli.error.referenceOrAll': {
    en: 'Give a connection’s reference or --all, not both',
    nl: 'Geef de referentie van een verbinding of --all, niet allebei',
  },
  'cli.error.config': {
    en: 'Could not read the platform’s config at {url}: {text}',
    nl: 'De configuratie van het platform op {url} kon niet worden gelezen: {text}',
  },
  'cli.error.halfDone': {
    en: 'This step is half done: your wallet did its part, but the platform did not record it. Run the same command again to finish it.',
    nl: 'Deze stap is half afgerond: uw wallet deed zijn deel, maar het platform heeft het niet vastgelegd. Voer hetzelfde commando opnieuw uit om hem af te ronden.',
  },
  'cli.error.invalidCredentialsHosted': {
    en: 'Invalid credentials: check the email, the organization and the wallet password. If you forgot your password, reset it from the portal’s login page.',
    nl: 'Ongeldige inloggegevens: controleer het e-mailadres, de organisatie en het walletwachtwoord. Bent u uw wachtwoord vergeten, reset het dan vanaf de inlogpagina van het portaal.',
  },
  'cli.error.walletUpgradeRequired': {
    en: 'Wallet upgrade required: this needs wallet version {required} or later, and your organization’s wallet runs version {version}. Ask whoever runs that wallet to upgrade it.',
    nl: 'Upgrade van de wallet vereist: hiervoor is walletversie {required} of hoger nodig, en de wallet van uw organisatie draait versie {version}. Vraag wie die wallet beheert om ze bij te werken.',
  },
  'cli.error.interrupted': { en: 'Interrupted', nl: 'Onderbroken' },
  'cli.error.ambiguousReference': {
    en: 'More than one connection’s reference starts with {reference}: give more of it',
    nl: 'De referentie van meer dan één verbinding begint met {reference}: geef er meer van',
  },
  'cli.error.unexpected': {
    en: 'Something went wrong: {text}',
    nl: 'Er ging iets mis: {text}',
  },
  'cli.error.notFound': {
    en: 'No connection with reference {reference}',
    nl: 'Geen verbinding met referentie {reference}',
  },
  'cli.users.count': {
    en: '{total, plural, one {# user} other {# users}}',
    nl: '{total, plural, one {# gebruiker} other {# gebruikers}}',
  },
  'cli.connections.count': {
    en: '{total, plural, one {# row} other {# rows}}',
    nl: '{total, plural, one {# rij} other {# rijen}}',
  },
  'cli.accept.progress': {
    en: 'Accepting {value} of {total}',
    nl: 'Aanvaarden: {value} van {total}',
  },
  'cli.accept.nothing': {
    en: 'Nothing waits in To do.',
    nl: 'Er wacht niets in Te doen.',
  },
  'cli.status.notYet': { en: 'not yet', nl: 'nog niet' },
  'cli.status.fingerprintLater': {
    en: 'The key fingerprint shows from step 2 on.',
    nl: 'De vingerafdruk van de sleutels verschijnt vanaf stap 2.',
  },
});
