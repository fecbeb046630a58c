import type { ColumnTarget } from '../../contracts/imports.js';

/**
 * The header tables guessTargets (columns.ts) reads: the header row of the exports people actually
 * bring (HubSpot, Salesforce, Pipedrive, Zoho, Apollo, Sales Navigator through its export tools,
 * then more tools), then generic and non-English headers. The user checks the guess on the mapping
 * step, so a miss costs a click and a wrong guess more: anything not clearly one of our fields is
 * `'skip'` or, when a rep would want to keep it, `'note'`.
 *
 * Skipped on purpose: owners, IDs, dates, street/state/postcode (we keep a city and a country),
 * funding, the company's own phone (the one phone field is the contact's), secondary and personal
 * emails. Kept as a note ("Header: value" in the record's notes): columns named Notes/Comments, what
 * the CRM knew of the lead — its status, stage, rating, source, tags, labels and lists, and the
 * company's revenue — and in a contacts file the person's Description, Location and bare URL
 * (worth reading, but no field holds them).
 */

/**
 * What a header means: a target, or `[in a companies file, in a contacts file]` when that
 * depends on the file (a bare "Name" is the company in a list of companies, the person in a list
 * of contacts; a bare "Phone" is the switchboard in one and the person's line in the other).
 */
export type Guess = ColumnTarget | readonly [ColumnTarget, ColumnTarget];

export type Tool = 'hubspot' | 'salesforce' | 'pipedrive' | 'zoho' | 'apollo' | 'salesNavigator';

const NAME = ['companyName', 'fullName'] as const;
const PHONE = ['skip', 'phone'] as const;
const DESCRIPTION = ['description', 'note'] as const;
const LOCATION = ['headquarters', 'note'] as const;
const LINKEDIN = ['companyLinkedin', 'contactLinkedin'] as const;
const URL = ['companyDomain', 'note'] as const;

/** Each tool's export headers (companies and contacts exports together), as the tool writes them. */
export const EXPORT_HEADERS: Record<Tool, Record<string, Guess>> = {
  // Companies and contacts exports (property labels; "Export all properties" adds the rest as skip).
  hubspot: {
    'Record ID': 'skip', 'Company name': 'companyName', 'Company Domain Name': 'companyDomain', 'Website URL': 'companyDomain', 'Company owner': 'skip',
    'Create Date': 'skip', 'Phone Number': PHONE, 'Last Activity Date': 'skip', 'Street Address': 'skip', 'Street Address 2': 'skip', City: 'headquarters',
    'State/Region': 'skip', 'Postal Code': 'skip', 'Country/Region': 'country', Industry: 'industry', 'Number of Employees': 'companySize',
    'Annual Revenue': 'note', Description: DESCRIPTION, 'About Us': 'description', 'LinkedIn Company Page': 'companyLinkedin', 'Lifecycle Stage': 'note',
    Type: 'skip', 'Time Zone': 'skip', 'Year Founded': 'skip', 'Lead Status': 'note', 'Number of Associated Contacts': 'skip', 'Twitter Handle': 'skip',
    'Facebook Company Page': 'skip', 'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', 'Mobile Phone Number': 'phone',
    'Contact owner': 'skip', 'Job Title': 'jobTitle', 'Company Name': 'companyName', 'Associated Company': 'companyName',
    'Associated Company IDs': 'skip', 'Primary Associated Company ID': 'skip', 'Marketing contact status': 'skip', 'Email Domain': 'companyDomain',
    'LinkedIn URL': LINKEDIN,
  },
  // Lightning report exports (field labels) and Data Loader exports (API names).
  salesforce: {
    'Account Owner': 'skip', 'Account Name': 'companyName', 'Account Type': 'skip', Website: 'companyDomain', Phone: PHONE, 'Billing Street': 'skip',
    'Billing City': 'headquarters', 'Billing State/Province': 'skip', 'Billing Zip/Postal Code': 'skip', 'Billing Country': 'country',
    'Shipping City': 'headquarters', 'Shipping Country': 'country', Employees: 'companySize', 'Annual Revenue': 'note', 'Account Source': 'note',
    Type: 'skip', Rating: 'note', 'Created Date': 'skip', 'Last Activity': 'skip', 'Last Modified Date': 'skip', 'Account ID': 'skip', 'Parent Account': 'skip',
    'Contact Owner': 'skip', Salutation: 'skip', 'First Name': 'firstName', 'Last Name': 'lastName', Title: 'jobTitle', Email: 'email', Mobile: 'phone',
    'Mailing Street': 'skip', 'Mailing City': 'headquarters', 'Mailing State/Province': 'skip', 'Mailing Zip/Postal Code': 'skip',
    'Mailing Country': 'country', 'Lead Source': 'note', 'Contact ID': 'skip', Department: 'skip', 'Email Opt Out': 'skip', Description: DESCRIPTION,
    Industry: 'industry', Id: 'skip', Name: NAME, BillingCity: 'headquarters', BillingCountry: 'country', NumberOfEmployees: 'companySize',
    OwnerId: 'skip', AccountId: 'skip', FirstName: 'firstName', LastName: 'lastName', MobilePhone: 'phone', MailingCity: 'headquarters',
    MailingCountry: 'country', 'Account.Name': 'companyName',
  },
  // Organizations export with entity prefixes (older exports, deal exports) and people export in
  // today's unprefixed form; the address is split into "… of Address" parts.
  pipedrive: {
    'Organization - ID': 'skip', 'Organization - Name': 'companyName', 'Organization - Label': 'note', 'Organization - Owner': 'skip',
    'Organization - Address': 'skip', 'Organization - Street/road name of Address': 'skip',
    'Organization - City/town/village/locality of Address': 'headquarters', 'Organization - State/county of Address': 'skip',
    'Organization - Country of Address': 'country', 'Organization - ZIP/Postal code of Address': 'skip', 'Organization - Website': 'companyDomain',
    'Organization - Industry': 'industry', 'Organization - Number of employees': 'companySize', 'Organization - LinkedIn profile': 'companyLinkedin',
    'Organization - Annual revenue': 'note', 'Organization - People': 'skip', 'Organization - Open deals': 'skip', 'Organization - Won deals': 'skip',
    'Organization - Lost deals': 'skip', 'Organization - Update time': 'skip', 'Organization - Last activity date': 'skip',
    'City/town/village/locality of Address': 'headquarters', 'Country of Address': 'country', 'LinkedIn profile': LINKEDIN,
    'Number of employees': 'companySize', 'Person - Name': 'fullName', 'Person - First name': 'firstName', 'Person - Last name': 'lastName',
    'Person - Organization': 'companyName', 'Person - Email': 'email', 'Person - Email - Work': 'email', 'Person - Email - Home': 'email',
    'Person - Phone': 'phone', 'Person - Phone - Work': 'phone', 'Person - Phone - Mobile': 'phone', 'Person - Job title': 'jobTitle',
    ID: 'skip', Name: NAME, 'First name': 'firstName', 'Last name': 'lastName', Label: 'note', Labels: 'note', Organization: 'companyName',
    'Email - Work': 'email', 'Email - Home': 'email', 'Email - Other': 'email', 'Phone - Work': 'phone', 'Phone - Mobile': 'phone',
    'Phone - Home': 'skip', 'Job title': 'jobTitle', Owner: 'skip', 'Open deals': 'skip', 'Closed deals': 'skip', 'Person created': 'skip',
    'Update time': 'skip', 'Last activity date': 'skip', 'Visible to': 'skip', 'Marketing status': 'skip',
  },
  // Accounts, Contacts and Leads exports (field labels; Record Id holds "zcrm_…").
  zoho: {
    'Record Id': 'skip', 'Account Owner': 'skip', 'Account Name': 'companyName', Phone: PHONE, Website: 'companyDomain', 'Account Type': 'skip',
    'Account Site': 'skip', 'Account Number': 'skip', 'Parent Account': 'skip', Industry: 'industry', Employees: 'companySize', Ownership: 'skip',
    'Annual Revenue': 'note', 'Billing Street': 'skip', 'Billing City': 'headquarters', 'Billing State': 'skip', 'Billing Code': 'skip',
    'Billing Country': 'country', Description: DESCRIPTION, 'Created By': 'skip', 'Modified By': 'skip', 'Created Time': 'skip',
    'Modified Time': 'skip', 'Last Activity Time': 'skip', Tag: 'note', Rating: 'note', 'Contact Owner': 'skip', 'Lead Source': 'note',
    'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', Title: 'jobTitle', Department: 'skip', Mobile: 'phone',
    'Mailing Street': 'skip', 'Mailing City': 'headquarters', 'Mailing State': 'skip', 'Mailing Zip': 'skip', 'Mailing Country': 'country',
    'Secondary Email': 'skip', 'Skype ID': 'skip', Twitter: 'skip', 'Email Opt Out': 'skip', Salutation: 'skip', 'Date of Birth': 'skip',
    'Lead Owner': 'skip', Company: 'companyName', 'Lead Status': 'note', 'No. of Employees': 'companySize', Street: 'skip', City: 'headquarters',
    State: 'skip', 'Zip Code': 'skip', Country: 'country',
  },
  // People and accounts CSV exports ("Company" is "Company Name" in newer files).
  apollo: {
    'First Name': 'firstName', 'Last Name': 'lastName', Title: 'jobTitle', Company: 'companyName', 'Company Name': 'companyName',
    'Company Name for Emails': 'companyName', Email: 'email', 'Email Status': 'skip', 'Primary Email Source': 'skip', 'Email Confidence': 'skip',
    Seniority: 'skip', Departments: 'skip', 'Sub Departments': 'skip', 'Contact Owner': 'skip', 'First Phone': 'phone', 'Work Direct Phone': 'phone',
    'Home Phone': 'skip', 'Mobile Phone': 'phone', 'Corporate Phone': 'phone', 'Other Phone': 'skip', Stage: 'note', 'Account Stage': 'note',
    Lists: 'note', 'Last Contacted': 'skip', 'Account Owner': 'skip', '# Employees': 'companySize', Industry: 'industry', Keywords: 'skip',
    'Person Linkedin Url': 'contactLinkedin', Website: 'companyDomain', 'Company Linkedin Url': 'companyLinkedin', 'Facebook Url': 'skip',
    'Twitter Url': 'skip', City: 'headquarters', State: 'skip', Country: 'country', 'Company Address': 'skip', 'Company Street': 'skip',
    'Company City': 'headquarters', 'Company State': 'skip', 'Company Country': 'country', 'Company Postal Code': 'skip', 'Company Phone': 'skip',
    'SEO Description': 'description', 'Short Description': 'description', Technologies: 'skip', 'Annual Revenue': 'note', 'Total Funding': 'skip',
    'Latest Funding': 'skip', 'Latest Funding Amount': 'skip', 'Last Raised At': 'skip', 'Number of Retail Locations': 'skip', 'Founded Year': 'skip',
    'SIC Codes': 'skip', 'Apollo Contact Id': 'skip', 'Apollo Account Id': 'skip', 'Apollo Record Id': 'skip', 'Secondary Email': 'skip',
  },
  // PhantomBuster's Sales Navigator lead export (camelCase; the 2024 columns and the older ones,
  // where companyUrl is the Sales Navigator link and regularCompanyUrl the company page) and its
  // account export; Evaboot-style title-case files use the generic headers.
  salesNavigator: {
    fullName: 'fullName', firstName: 'firstName', lastName: 'lastName', linkedinProfileUrl: 'contactLinkedin', profileUrl: 'contactLinkedin',
    defaultProfileUrl: 'contactLinkedin', linkedinHeadline: 'jobTitle', linkedinJobTitle: 'jobTitle', title: 'jobTitle', linkedinJobDateRange: 'skip',
    linkedinJobLocation: 'skip', linkedinDescription: 'skip', companyName: 'companyName', companyId: 'skip', companyUrl: 'skip',
    regularCompanyUrl: 'companyLinkedin', linkedinCompanyUrl: 'companyLinkedin', salesNavigatorCompanyUrl: 'skip', companyWebsite: 'companyDomain',
    companyIndustry: 'industry', companyLocation: 'headquarters', location: LOCATION, professionalEmail: 'email', mail: 'email',
    connectionDegree: 'skip', previousCompanyName: 'skip', summary: 'skip', titleDescription: 'skip', durationInRole: 'skip',
    durationInCompany: 'skip', sharedConnectionsCount: 'skip', vmid: 'skip', isPremium: 'skip', isOpenLink: 'skip', query: 'skip', timestamp: 'skip',
    description: DESCRIPTION, tagLine: 'skip', industry: 'industry', employeeCount: 'companySize', website: 'companyDomain', domain: 'companyDomain',
    yearFounded: 'skip', specialties: 'skip', phone: PHONE, minRevenue: 'skip', maxRevenue: 'skip', growth6Mth: 'skip', growth1Yr: 'skip',
    growth2Yr: 'skip', 'Sales Navigator Profile URL': 'skip', 'LinkedIn Profile URL': 'contactLinkedin', 'Company LinkedIn URL': 'companyLinkedin',
  },
};

/**
 * More tools' export headers (no fixture file each): Google Contacts (numbered columns are read
 * by column-paths.ts; these are its unnumbered and organisation columns), Close (snake_case; its
 * prefixed contact and address columns are read by column-paths.ts), ZoomInfo, Keap, Freshsales
 * and trade-show lead scanners.
 */
export const MORE_EXPORT_HEADERS: Record<string, Record<string, Guess>> = {
  google: {
    'Organization Title': 'jobTitle', 'Organization Department': 'skip', 'Middle Name': 'skip', 'Name Prefix': 'skip',
    'Name Suffix': 'skip', Nickname: 'skip', Birthday: 'skip', 'Group Membership': 'skip', 'File As': 'skip',
  },
  close: {
    display_name: 'companyName', status_label: 'note', status_id: 'skip', html_url: 'skip', date_created: 'skip', date_updated: 'skip',
    created_by_name: 'skip', updated_by_name: 'skip', lead_id: 'skip', lead_display_name: 'companyName', contact_id: 'skip',
  },
  zoominfo: {
    'ZoomInfo Contact ID': 'skip', 'ZoomInfo Company ID': 'skip', 'Direct Phone Number': 'phone', 'ZoomInfo Contact Profile URL': 'skip',
    'ZoomInfo Company Profile URL': 'skip', 'LinkedIn Contact Profile URL': 'contactLinkedin', 'LinkedIn Company Profile URL': 'companyLinkedin',
    'Primary Industry': 'industry', 'Primary Sub-Industry': 'skip', 'All Industries': 'skip', 'All Sub-Industries': 'skip',
    'Revenue (in 000s USD)': 'note', 'Revenue Range (in USD)': 'note', 'Employee Range': 'companySize', 'Company HQ Phone': 'skip',
    'Management Level': 'skip', 'Job Function': 'skip', 'Contact Accuracy Score': 'skip', 'Person City': 'skip', 'Person State': 'skip',
    'Person Zip Code': 'skip', 'Person Street': 'skip', 'Company Street Address': 'skip', 'Company Zip Code': 'skip',
  },
  keap: { 'Phone 1 Type': 'skip', 'Phone 2 Type': 'skip', 'Person Type': 'skip', 'Date Created': 'skip', 'Last Updated': 'skip' },
  freshsales: { 'Sales owner': 'skip', 'Lifecycle stage': 'note', 'Contact status': 'note', 'Lead score': 'skip', 'Last contacted time': 'skip' },
  // Badge scanners at trade shows: the visitor's card, the rep's rating and qualifying answers.
  tradeShows: { 'Badge ID': 'skip', 'Scan Date': 'skip', 'Scanned By': 'skip', 'Lead Rating': 'note', 'Lead Notes': 'note' },
};

/** Headers of hand-made files and of tools not listed. */
export const GENERIC_HEADERS: Record<string, Guess> = {
  Name: NAME, Company: 'companyName', 'Company Name': 'companyName', Account: 'companyName', 'Account Name': 'companyName', Organization: 'companyName',
  Organisation: 'companyName', 'Organization Name': 'companyName', 'Business Name': 'companyName', Employer: 'companyName',
  Domain: 'companyDomain', 'Domain Name': 'companyDomain', 'Company Domain': 'companyDomain', Website: 'companyDomain', 'Web Site': 'companyDomain',
  'Company Website': 'companyDomain', Homepage: 'companyDomain', Site: 'companyDomain', Web: 'companyDomain', URL: URL,
  Industry: 'industry', Sector: 'industry', 'Company Industry': 'industry', Employees: 'companySize', 'Employee Count': 'companySize',
  'Number of Employees': 'companySize', 'Company Size': 'companySize', Size: 'companySize', Headcount: 'companySize', Headquarters: 'headquarters',
  HQ: 'headquarters', City: 'headquarters', 'Company City': 'headquarters', Location: LOCATION, Country: 'country', 'Company Country': 'country',
  LinkedIn: LINKEDIN, 'LinkedIn URL': LINKEDIN, 'LinkedIn Profile': LINKEDIN, 'Company LinkedIn': 'companyLinkedin', 'Person LinkedIn': 'contactLinkedin',
  Description: DESCRIPTION, 'Company Description': 'description', About: 'description', 'First Name': 'firstName', 'Given Name': 'firstName',
  'Last Name': 'lastName', Surname: 'lastName', 'Family Name': 'lastName', 'Full Name': 'fullName', 'Contact Name': 'fullName', Contact: 'fullName',
  Email: 'email', 'E-mail': 'email', 'Email Address': 'email', 'E-mail Address': 'email', 'Work Email': 'email', 'Business Email': 'email',
  Phone: PHONE, 'Phone Number': PHONE, Telephone: PHONE, Tel: PHONE, 'Work Phone': 'phone', 'Direct Phone': 'phone', 'Mobile Phone': 'phone',
  Mobile: 'phone', 'Job Title': 'jobTitle', Title: 'jobTitle', Position: 'jobTitle', Role: 'jobTitle', Notes: 'note', Note: 'note', Comments: 'note',
  Owner: 'skip', Tags: 'note', State: 'skip', Region: 'skip', 'Postal Code': 'skip', 'Zip Code': 'skip', Address: 'skip', Revenue: 'note',
  Status: 'note', Source: 'note', Stage: 'note', Rating: 'note', 'Lead Rating': 'note', 'Deal Value': 'note', Client: 'companyName',
  'Client Name': 'companyName', Customer: 'companyName', 'Customer Name': 'companyName', Emails: 'email', 'Contact Person': 'fullName',
};

/** German, French and Spanish headers (accents optional: "Societe" is "Société"). */
export const LOCALISED_HEADERS: Record<string, Guess> = {
  Firma: 'companyName', Firmenname: 'companyName', Unternehmen: 'companyName', Entreprise: 'companyName', Société: 'companyName',
  "Nom de l'entreprise": 'companyName', 'Raison sociale': 'companyName', Empresa: 'companyName', 'Nombre de la empresa': 'companyName',
  Webseite: 'companyDomain', Internetseite: 'companyDomain', 'Site web': 'companyDomain', 'Site Internet': 'companyDomain', 'Sitio web': 'companyDomain',
  'Página web': 'companyDomain', Branche: 'industry', Secteur: 'industry', "Secteur d'activité": 'industry', Industria: 'industry',
  Mitarbeiter: 'companySize', Effectif: 'companySize', Empleados: 'companySize', Stadt: 'headquarters', Ort: 'headquarters', Ville: 'headquarters',
  Ciudad: 'headquarters', Land: 'country', Pays: 'country', País: 'country', Vorname: 'firstName', Prénom: 'firstName', Nombre: NAME,
  Nachname: 'lastName', 'Nom de famille': 'lastName', Apellido: 'lastName', Apellidos: 'lastName', Nom: NAME, 'E-Mail-Adresse': 'email',
  Courriel: 'email', 'Adresse e-mail': 'email', Correo: 'email', 'Correo electrónico': 'email', Telefon: PHONE, Téléphone: PHONE, Teléfono: PHONE,
  Berufsbezeichnung: 'jobTitle', Poste: 'jobTitle', Fonction: 'jobTitle', Cargo: 'jobTitle', Puesto: 'jobTitle', Beschreibung: DESCRIPTION,
  Descripción: DESCRIPTION, Anrede: 'skip', Civilité: 'skip', Adresse: 'skip', PLZ: 'skip', 'Code postal': 'skip', Ansprechpartner: 'fullName',
  Kontaktperson: 'fullName', Interlocuteur: 'fullName', 'Personne à contacter': 'fullName', Contacto: 'fullName', 'Persona de contacto': 'fullName',
  Bemerkungen: 'note', Bemerkung: 'note', Anmerkungen: 'note', Notizen: 'note', Kommentar: 'note', Kommentare: 'note', Remarques: 'note',
  Commentaires: 'note', Commentaire: 'note', Observaciones: 'note', Notas: 'note', Comentarios: 'note',
};

/**
 * Weaker headers for a field another column may fill better: rank 2 gives way to rank 1 (the
 * default), rank 3 to both. A domain beats a website and an email's domain; the company's city and
 * country beat the person's (Apollo has both) and a shipping address; Apollo's "Company Name for
 * Emails" (the name shortened for mail merges) never wins over "Company".
 */
export const SECOND_CHOICE = [
  'Website', 'Website URL', 'Web Site', 'Company Website', 'Homepage', 'Site', 'Web', 'URL', 'Organization - Website', 'Webseite', 'Internetseite',
  'Site web', 'Site Internet', 'Sitio web', 'Página web', 'City', 'Mailing City', 'Location', 'Stadt', 'Ort', 'Ville', 'Ciudad', 'Country',
  'Country/Region', 'Mailing Country', 'Land', 'Pays', 'País', 'Associated Company', 'Mobile Phone', 'Mobile Phone Number', 'Mobile',
  'Phone - Mobile', 'Person - Phone - Mobile', 'SEO Description', 'profileUrl', 'defaultProfileUrl', 'mail', 'Size', 'Employee Range',
];
export const LAST_RESORT = [
  'Company Name for Emails', 'Email Domain', 'Shipping City', 'Shipping Country', 'Corporate Phone', 'Email - Home', 'Email - Other',
  'Person - Email - Home', 'linkedinHeadline',
];
