import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../contracts/imports.js';
import { guessTargets } from '../../server/imports/columns.js';

// More of the files reps bring: address books, data vendors, CRMs beyond the six with fixture
// files, paths and numbered columns, and a CRM's own fields (statuses, sources, tags) kept as
// notes rather than lost. Each case is a header row as the tool writes it.

/** Each header with its guess, so a failure names the column. */
const guessed = (headers: string[]) => Object.fromEntries(headers.map((h, i) => [h, guessTargets(headers)[i]]));
const expectGuesses = (expected: Record<string, ColumnTarget>) => expect(guessed(Object.keys(expected))).toEqual(expected);

describe('guessTargets: numbered and nested columns', () => {
  it('Google Contacts (the current export and the older one): numbered "… 1 - Value" columns, the organisation’s name and title', () => {
    expectGuesses({
      'First Name': 'firstName', 'Middle Name': 'skip', 'Last Name': 'lastName', 'Organization Name': 'companyName',
      'Organization Title': 'jobTitle', 'Organization Department': 'skip', 'E-mail 1 - Label': 'skip', 'E-mail 1 - Value': 'email',
      'E-mail 2 - Value': 'skip', 'Phone 1 - Label': 'skip', 'Phone 1 - Value': 'phone', 'Address 1 - Formatted': 'skip',
      'Address 1 - Street': 'skip', 'Address 1 - City': 'headquarters', 'Address 1 - Region': 'skip', 'Address 1 - Postal Code': 'skip',
      'Address 1 - Country': 'country', 'Website 1 - Value': 'companyDomain', Labels: 'note',
    });
    expectGuesses({
      'Given Name': 'firstName', 'Family Name': 'lastName', 'Organization 1 - Name': 'companyName', 'Organization 1 - Title': 'jobTitle',
      'E-mail 1 - Type': 'skip', 'E-mail 1 - Value': 'email', 'Phone 1 - Type': 'skip', 'Phone 1 - Value': 'phone', 'Group Membership': 'skip',
    });
  });

  it('Salesforce Data Loader and Workbench paths: the related account’s fields are the company’s, custom fields lose their __c', () => {
    expectGuesses({
      Id: 'skip', FirstName: 'firstName', LastName: 'lastName', Title: 'jobTitle', Email: 'email', Phone: 'phone', 'Account.Name': 'companyName',
      'Account.Website': 'companyDomain', 'Account.Industry': 'industry', 'Account.NumberOfEmployees': 'companySize', 'Account.Phone': 'skip',
      'Account.BillingCity': 'headquarters', 'Account.BillingCountry': 'country', 'Owner.Name': 'skip', 'LinkedIn_URL__c': 'contactLinkedin',
      'Preferred_Decoration__c': 'skip', LeadSource: 'note', CreatedDate: 'skip',
    });
  });

  it('Close: snake_case lead exports with the primary contact and address as prefixed columns, custom fields under "custom."', () => {
    expectGuesses({
      id: 'skip', display_name: 'companyName', status_label: 'note', primary_contact_name: 'fullName', primary_contact_title: 'jobTitle',
      primary_contact_primary_email: 'email', primary_contact_primary_phone: 'phone', primary_address_address_1: 'skip',
      primary_address_city: 'headquarters', primary_address_state: 'skip', primary_address_country: 'country', 'custom.Industry': 'industry',
      'custom.Lead Source': 'note', date_created: 'skip', date_updated: 'skip',
    });
  });

  it('a "primary contact" beside the client: the person’s name, title, email and phone', () => {
    expectGuesses({
      'Client Name': 'companyName', 'Primary Contact': 'fullName', 'Primary Contact Title': 'jobTitle', 'Primary Contact Email': 'email',
      'Primary Contact Phone': 'phone', 'Client Website': 'companyDomain',
    });
  });

  it('Keap: "Phone 1" with its type and a second number', () => {
    expectGuesses({
      Id: 'skip', 'First Name': 'firstName', 'Last Name': 'lastName', Email: 'email', 'Phone 1': 'phone', 'Phone 1 Type': 'skip', 'Phone 2': 'skip',
      'Street Address 1': 'skip', 'Street Address 2': 'skip', 'Lead Source': 'note', Tags: 'note',
    });
  });

  it('ZoomInfo contact exports: profile URLs, the direct line, the primary industry, revenue in thousands', () => {
    expectGuesses({
      'ZoomInfo Contact ID': 'skip', 'First Name': 'firstName', 'Last Name': 'lastName', 'Job Title': 'jobTitle', 'Direct Phone Number': 'phone',
      'Email Address': 'email', 'Mobile phone': 'skip', 'LinkedIn Contact Profile URL': 'contactLinkedin', 'ZoomInfo Company ID': 'skip',
      'Company Name': 'companyName', Website: 'companyDomain', 'Revenue (in 000s USD)': 'note', Employees: 'companySize',
      'Primary Industry': 'industry', 'Primary Sub-Industry': 'skip', 'LinkedIn Company Profile URL': 'companyLinkedin', 'Company City': 'headquarters',
      'Company Country': 'country', 'Person City': 'skip',
    });
  });

  it('Freshsales: an "Emails" column', () => {
    expect(guessTargets(['First name', 'Last name', 'Emails', 'Job title', 'Sales owner'])).toEqual(['firstName', 'lastName', 'email', 'jobTitle', 'skip']);
  });
});

describe('guessTargets: what a CRM knows of a lead is kept as a note', () => {
  it('statuses, stages, ratings, sources, tags, labels, lists and revenue', () => {
    const headers = ['Email', 'Lead Status', 'Lifecycle Stage', 'Rating', 'Lead Source', 'Source', 'Tags', 'Label', 'Lists', 'Annual Revenue', 'Status'];
    expect(guessTargets(headers)).toEqual(['email', 'note', 'note', 'note', 'note', 'note', 'note', 'note', 'note', 'note', 'note']);
  });

  it('a trade-show lead scanner’s qualifying questions', () => {
    expect(guessTargets(['Email', 'Q: Products of interest', 'Question 2: Budget per piece', 'Lead Rating'])).toEqual(['email', 'note', 'note', 'note']);
  });

  it('owners, IDs, dates and opt-outs are still skipped', () => {
    expect(guessTargets(['Email', 'Contact owner', 'Record ID', 'Create Date', 'Email Opt Out', 'Last Activity Date'])).toEqual(['email', 'skip', 'skip', 'skip', 'skip', 'skip']);
  });
});

describe('guessTargets: hand-made lists in other languages', () => {
  it('the contact person and the remarks column, in German, French and Spanish', () => {
    expect(guessTargets(['Firma', 'Ansprechpartner', 'E-Mail', 'Bemerkungen'])).toEqual(['companyName', 'fullName', 'email', 'note']);
    expect(guessTargets(['Société', 'Interlocuteur', 'Courriel', 'Remarques'])).toEqual(['companyName', 'fullName', 'email', 'note']);
    expect(guessTargets(['Empresa', 'Persona de contacto', 'Correo electrónico', 'Observaciones'])).toEqual(['companyName', 'fullName', 'email', 'note']);
  });
});
