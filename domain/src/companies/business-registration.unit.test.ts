import { describe, expect, it } from 'vitest';
import { companyDomainOf, normalizedCompanyName, passwordProblem, splitFullName } from './business-registration';

describe('business registration rules', () => {
  it('splits the full name at the first space', () => {
    expect(splitFullName('Anna Maria Schulz')).toEqual({ firstName: 'Anna', lastName: 'Maria Schulz' });
    expect(splitFullName('  Jonas   Weber ')).toEqual({ firstName: 'Jonas', lastName: 'Weber' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('wants passwords of 8 characters or more with a letter and a digit', () => {
    expect(passwordProblem('kurz1')).not.toBeNull();
    expect(passwordProblem('nurbuchstaben')).not.toBeNull();
    expect(passwordProblem('12345678')).not.toBeNull();
    expect(passwordProblem('Pflege2026')).toBeNull();
  });

  it('normalises company names so that spellings of one company meet', () => {
    expect(normalizedCompanyName('Pflegedienst Müller GmbH & Co. KG')).toBe('pflegedienst mueller');
    expect(normalizedCompanyName('pflegedienst mueller')).toBe('pflegedienst mueller');
    expect(normalizedCompanyName('Spedition Nord UG (haftungsbeschränkt)')).toBe('spedition nord');
  });

  it('takes the company domain from an e-mail address, not a free-mail one', () => {
    expect(companyDomainOf('info@pflege-mueller.de')).toBe('pflege-mueller.de');
    expect(companyDomainOf('anna@gmx.de')).toBeNull();
    expect(companyDomainOf('erik@employer.demo.test')).toBeNull();
  });
});
