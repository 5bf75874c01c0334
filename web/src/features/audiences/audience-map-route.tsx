import { Alert, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/errors';
import { serverText } from '../../lib/server-text';
import { useMapAudienceContactsQuery, useMapAudiencesQuery, useMapContactsQuery } from './audiences-api';
import { MapView } from './map/map-view';

/** The admin's map: audiences as circles, and an audience's contacts registered within a date range. */
export function AudienceMapRoute() {
  const { t } = useTranslation();
  const [which, setWhich] = useState<'paying_job_locations' | 'all'>('paying_job_locations');
  const audiences = useMapAudiencesQuery({ audiences: which });
  const [audienceId, setAudienceId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [till, setTill] = useState('');
  const [asked, setAsked] = useState<{ id: string; from: string; till: string } | null>(null);
  const [missingDates, setMissingDates] = useState(false);
  const all = useMapContactsQuery({ page: 1 }, { skip: asked !== null });
  const chosen = useMapAudienceContactsQuery(asked ?? { id: '', from: '', till: '' }, { skip: asked === null });
  const audience = (audiences.data?.data ?? []).find((item) => item.id === audienceId) ?? null;

  const show = (): void => {
    if (!from || !till) {
      setMissingDates(true);
      return;
    }
    setMissingDates(false);
    if (audienceId) setAsked({ id: audienceId, from, till });
  };

  const points = asked ? (chosen.data?.data ?? []) : (all.data?.data ?? []);
  const total = asked ? (chosen.data?.total ?? 0) : (all.data?.total ?? 0);
  const circles =
    asked && audience
      ? [{ lat: audience.lat, lng: audience.lng, rangeKm: audience.range, label: audience.name }]
      : (audiences.data?.data ?? []).map((item) => ({ lat: item.lat, lng: item.lng, rangeKm: item.range, label: item.name }));

  return (
    <Page title={t('audience.mapTitle')}>
      <Card withBorder>
        <Stack>
          <SegmentedControl
            value={which}
            onChange={(value) => setWhich(value as 'paying_job_locations' | 'all')}
            data={[
              { value: 'paying_job_locations', label: t('audience.paying') },
              { value: 'all', label: t('audience.allAudiences') },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <Select
              label={t('audience.audience')}
              searchable
              data={(audiences.data?.data ?? []).map((item) => ({
                value: item.id,
                label: `${item.name} · ${item.company_name ?? ''} (${item.candidates_count})`,
              }))}
              value={audienceId}
              onChange={setAudienceId}
              data-testid="map-audience"
            />
            <TextInput
              type="date"
              label={t('audience.from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
              data-testid="map-from"
            />
            <TextInput
              type="date"
              label={t('audience.till')}
              value={till}
              onChange={(e) => setTill(e.currentTarget.value)}
              data-testid="map-till"
            />
            <Group align="flex-end">
              <Button onClick={show} disabled={!audienceId} data-testid="map-show">
                {t('audience.show')}
              </Button>
              {asked ? (
                <Button variant="default" onClick={() => setAsked(null)}>
                  {t('audience.reset')}
                </Button>
              ) : null}
            </Group>
          </SimpleGrid>
          {missingDates ? (
            <Alert color="red" data-testid="map-date-error">
              {serverText('Please select date range!')}
            </Alert>
          ) : null}
          {chosen.error ? <Alert color="red">{errorMessage(chosen.error)}</Alert> : null}
          <Text size="sm" data-testid="map-total">
            {t('audience.contactsShown', { count: total })}
          </Text>
        </Stack>
      </Card>
      <Card withBorder>
        <MapView
          label={t('audience.mapTitle')}
          points={points}
          circles={circles}
          center={asked && audience ? audience : null}
          height={520}
        />
      </Card>
    </Page>
  );
}
