import { Alert, Button, Card, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { serverText } from '../../lib/server-text';
import { useMapAudienceContactsQuery, useMapAudiencesQuery, useMapContactsQuery } from './audiences-api';
import { MapView } from './map/map-view';
import { DateRangeFields } from './date-range-fields';

/**
 * The admin's map: audiences as circles, every contact by place (or those within a radius of a postal code),
 * and an audience's contacts registered within a date range.
 */
export function AudienceMapRoute() {
  const { t } = useTranslation();
  const [which, setWhich] = useState<'paying_job_locations' | 'all'>('paying_job_locations');
  const audiences = useMapAudiencesQuery({ audiences: which });
  const [audienceId, setAudienceId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [till, setTill] = useState('');
  const [asked, setAsked] = useState<{ id: string; from: string; till: string } | null>(null);
  const [missingDates, setMissingDates] = useState(false);
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState<number | string>(25);
  const [around, setAround] = useState<{ zip_code: string; radius_km: number } | null>(null);
  const all = useMapContactsQuery(around ? { page: 1, ...around } : { page: 1 }, { skip: asked !== null });
  const aroundErrors = all.error ? fieldErrors(all.error) : null;
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
            <DateRangeFields from={from} till={till} onFrom={setFrom} onTill={setTill} testIdPrefix="map" />
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
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput
              label={t('audience.mapZip')}
              value={zip}
              onChange={(e) => setZip(e.currentTarget.value.replace(/\D/g, '').slice(0, 5))}
              inputMode="numeric"
              placeholder="10115"
              error={aroundErrors?.['zip_code']}
              data-testid="map-zip"
            />
            <NumberInput
              label={t('audience.mapRadius')}
              value={radius}
              onChange={setRadius}
              min={1}
              max={500}
              suffix=" km"
              error={aroundErrors?.['radius_km']}
              data-testid="map-radius"
            />
            <Group align="flex-end">
              <Button
                variant="light"
                onClick={() => {
                  setAsked(null);
                  setAround({ zip_code: zip, radius_km: Number(radius) });
                }}
                disabled={zip.length !== 5 || !radius}
                data-testid="map-around"
              >
                {t('audience.mapAround')}
              </Button>
              {around ? (
                <Button variant="default" onClick={() => setAround(null)}>
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
