import { screen } from '@testing-library/react';
import { AUDIT_FIELDS } from '@rm/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/render';
import { AuditChanges } from './audit-trail';

const renderChanges = (changes: Record<string, { before: unknown; after: unknown }>) =>
  renderWithApi(<AuditChanges changes={changes} />, {});

describe("the audit log's changes", () => {
  it('names every field the audit log records in German, never by its code', async () => {
    await i18next.changeLanguage('de');
    const changes = Object.fromEntries(AUDIT_FIELDS.map((field) => [field, { before: null, after: 1 }]));
    renderChanges(changes);
    const shown = screen.getAllByTestId('audit-change').map((row) => row.textContent ?? '');
    expect(shown).toHaveLength(AUDIT_FIELDS.length);
    const labels = shown.map((text) => text.slice(0, text.indexOf(':')));
    expect(labels.filter((label) => /_/.test(label) || (AUDIT_FIELDS as readonly string[]).includes(label))).toEqual([]);
    expect(shown).toContain('Erinnert zur Fälligkeit: – → 1');
    expect(shown).toContain('Gelöschte Kontakte: – → 1');
  });

  it('shows a UTM campaign as the code it is', async () => {
    await i18next.changeLanguage('de');
    renderChanges({ utm_campaign: { before: null, after: 'lager_sommer' } });
    expect(screen.getByTestId('audit-change').textContent).toBe('UTM-Kampagne: – → lager_sommer');
    expect(screen.getByText('lager_sommer').tagName).toBe('CODE');
  });

  it("names a company's switches and consents too", async () => {
    await i18next.changeLanguage('de');
    renderChanges({ sepa_enabled: { before: false, after: true }, consent_talent_pool: { before: null, after: true } });
    expect(screen.getAllByTestId('audit-change').map((row) => row.textContent)).toEqual([
      'SEPA aktiviert: nein → ja',
      'Einwilligung: Talentpool: – → ja',
    ]);
  });

  it("says what happened to a person's data and a consent in German, with the cause and the channel", async () => {
    await i18next.changeLanguage('de');
    renderChanges({
      personal_data: { before: 'held', after: 'erased (account_deleted)' },
      consent_terms: { before: null, after: 'given (2026-01, web)' },
      email_claim: { before: 'claimed', after: 'released' },
    });
    expect(screen.getAllByTestId('audit-change').map((row) => row.textContent)).toEqual([
      'Personenbezogene Daten: vorhanden → gelöscht (Konto gelöscht)',
      'Einwilligung: Nutzungsbedingungen: – → erteilt (2026-01, Website)',
      'E-Mail-Adresse: vergeben → freigegeben',
    ]);
  });
});
