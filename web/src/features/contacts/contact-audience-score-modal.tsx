import { Alert, Badge, Group, Loader, Modal, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ResponseOf, audiencesFeature } from '@rm/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { useCompanyOptionsQuery } from '../../lib/shared-api';
import { useAppDispatch } from '../../lib/store';
import { contactsApi, useAudienceOptionsQuery } from './contacts-api';

type Score = ResponseOf<typeof audiencesFeature.queries.contactVsAudience>;
/** A contact the modal scores. */
export interface ScoredContactRow {
  id: string;
  full_name: string;
}
interface Scored {
  contact: ScoredContactRow;
  score: Score;
}
interface Scoring {
  /** The audience and contacts these scores are of. */
  key: string;
  rows: Scored[];
  failed: number;
  error: unknown;
}

/** Highest score first; equal scores nearest first, then by name. */
const byScore = (a: Scored, b: Scored): number =>
  b.score.score - a.score.score || a.score.distance_km - b.score.distance_km || a.contact.full_name.localeCompare(b.contact.full_name);

/**
 * The contacts-versus-audience test: an admin picks a company, then one of its audiences, and the contacts
 * given (the table's page) are each scored against it (GET /api/contactVsAudience), best first.
 */
export function ContactAudienceScoreModal({
  contacts,
  opened,
  onClose,
}: {
  contacts: readonly ScoredContactRow[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [audienceId, setAudienceId] = useState<string | null>(null);
  const [scoring, setScoring] = useState<Scoring | null>(null);
  const companies = useCompanyOptionsQuery(undefined, { skip: !opened });
  const audiences = useAudienceOptionsQuery({ company_id: companyId ?? '' }, { skip: !opened || !companyId });
  const key = `${audienceId ?? ''}|${contacts.map((contact) => contact.id).join(',')}`;

  useEffect(() => {
    if (!opened || !audienceId || contacts.length === 0) return;
    let current = true;
    const requests = contacts.map((contact) =>
      dispatch(contactsApi.endpoints.contactVsAudience.initiate({ contact_id: contact.id, audience_id: audienceId })),
    );
    void Promise.allSettled(requests.map((request) => request.unwrap())).then((results) => {
      if (!current) return;
      const rows: Scored[] = [];
      let error: unknown = null;
      results.forEach((result, index) => {
        const contact = contacts[index];
        if (result.status === 'fulfilled' && contact) rows.push({ contact, score: result.value });
        else if (result.status === 'rejected') error = result.reason;
      });
      setScoring({ key, rows: rows.sort(byScore), failed: results.length - rows.length, error });
    });
    return () => {
      current = false;
      for (const request of requests) request.unsubscribe();
    };
    // `key` names the audience and the contacts: a new page or audience scores again.
  }, [opened, key, audienceId, contacts, dispatch]);

  const scored = scoring?.key === key ? scoring : null;
  const check = (value: boolean, label: string) => (
    <Badge size="xs" variant="light" color={value ? 'green' : 'gray'}>
      {label}
    </Badge>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.score.title')} size="xl">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('contact.score.company')}
            searchable
            data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
            value={companyId}
            onChange={(value) => {
              setCompanyId(value);
              setAudienceId(null);
            }}
            data-testid="score-company"
          />
          <Select
            label={t('contact.score.audience')}
            searchable
            disabled={!companyId}
            data={(audiences.data ?? []).map((audience) => ({ value: audience.id, label: audience.name }))}
            value={audienceId}
            onChange={setAudienceId}
            data-testid="score-audience"
          />
        </SimpleGrid>
        {companies.error ? <Alert color="red">{errorMessage(companies.error)}</Alert> : null}
        {audiences.error ? <Alert color="red">{errorMessage(audiences.error)}</Alert> : null}
        {companyId && audiences.data && audiences.data.length === 0 ? <Text c="dimmed">{t('contact.score.noAudiences')}</Text> : null}
        {!audienceId ? (
          <Text c="dimmed">{t('contact.score.chooseFirst')}</Text>
        ) : contacts.length === 0 ? (
          <Text c="dimmed" data-testid="score-empty">
            {t('contact.score.noContacts')}
          </Text>
        ) : !scored ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : (
          <>
            <Text size="sm">{t('contact.score.scope', { count: contacts.length })}</Text>
            {scored.failed > 0 ? (
              <Alert color="red" data-testid="score-error">
                {t('contact.score.failed', { count: scored.failed })} {scored.error ? errorMessage(scored.error) : null}
              </Alert>
            ) : null}
            {scored.rows.length > 0 ? (
              <Table data-testid="score-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('contact.score.contact')}</Table.Th>
                    <Table.Th>{t('contact.score.score')}</Table.Th>
                    <Table.Th>{t('contact.score.distance')}</Table.Th>
                    <Table.Th>{t('contact.score.matches')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {scored.rows.map(({ contact, score }) => (
                    <Table.Tr key={contact.id} data-testid="score-row">
                      <Table.Td>
                        <Link to={`/contacts/${contact.id}`}>{contact.full_name}</Link>
                      </Table.Td>
                      <Table.Td>
                        <b>{score.score}</b>
                      </Table.Td>
                      <Table.Td>{t('contact.potential.km', { km: score.distance_km })}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {check(score.profession_matches, t('contact.score.professionMatches'))}
                          {check(score.in_range, t('contact.score.inRange'))}
                          {check(score.available, t('contact.score.available'))}
                          {check(score.filters_match, t('contact.score.filtersMatch'))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </>
        )}
      </Stack>
    </Modal>
  );
}
