import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/errors';
import { serverText } from '../../lib/server-text';
import { useCampaignDetailQuery, useMapAudienceContactsQuery } from './audiences-api';
import { MapView } from './map/map-view';
import { DateRangeFields } from './date-range-fields';

const day = (date: Date): string => date.toISOString().slice(0, 10);
/** The days first shown: the last twelve months, today included. */
const lastYear = (today: Date): { from: string; till: string } => {
  const from = new Date(today);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  return { from: day(from), till: day(today) };
};

/**
 * A campaign's map (admin): the range of the campaign's audience around its place and the audience's
 * contacts by place who registered within the days chosen (the audience map's query and map).
 */
export function CampaignMapRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const campaign = useCampaignDetailQuery({ id });
  const [initial] = useState(() => lastYear(new Date()));
  const [from, setFrom] = useState(initial.from);
  const [till, setTill] = useState(initial.till);
  const [asked, setAsked] = useState(initial);
  const [missingDates, setMissingDates] = useState(false);
  const audienceId = campaign.data?.audience?.id ?? '';
  const contacts = useMapAudienceContactsQuery({ id: audienceId, ...asked }, { skip: !audienceId });

  if (campaign.isLoading) return <Loader aria-label={t('app.loading')} />;
  if (!campaign.data) return <Alert color="red">{errorMessage(campaign.error)}</Alert>;
  const { audience } = campaign.data;

  const show = (): void => {
    setMissingDates(!from || !till);
    if (from && till) setAsked({ from, till });
  };
  const sinceStart = (): void => {
    const start = campaign.data?.created_at.slice(0, 10) ?? initial.from;
    setFrom(start);
    setTill(initial.till);
    setMissingDates(false);
    setAsked({ from: start, till: initial.till });
  };
  const shown = contacts.data?.audience;

  return (
    <Page
      title={t('audience.campaignMap.title', { name: campaign.data.name })}
      actions={
        <Anchor component={Link} to={`/campaigns/${id}`}>
          {t('audience.campaignMap.back')}
        </Anchor>
      }
    >
      <Card withBorder>
        <Stack>
          <Text size="sm" data-testid="campaign-map-audience">
            {audience
              ? t('audience.campaignMap.audience', {
                  name: audience.name,
                  range: shown?.range ?? '–',
                  count: shown?.candidates_count ?? audience.candidates_count,
                })
              : t('audience.campaignMap.noAudience')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <DateRangeFields from={from} till={till} onFrom={setFrom} onTill={setTill} testIdPrefix="campaign-map" />
            <Group align="flex-end">
              <Button onClick={show} disabled={!audience} data-testid="campaign-map-show">
                {t('audience.show')}
              </Button>
              <Button variant="default" onClick={sinceStart} disabled={!audience} data-testid="campaign-map-since-start">
                {t('audience.campaignMap.sinceStart')}
              </Button>
            </Group>
          </SimpleGrid>
          {missingDates ? (
            <Alert color="red" data-testid="map-date-error">
              {serverText('Please select date range!')}
            </Alert>
          ) : null}
          {contacts.error ? <Alert color="red">{errorMessage(contacts.error)}</Alert> : null}
          <Text size="sm" data-testid="map-total">
            {contacts.isFetching ? t('app.loading') : t('audience.contactsShown', { count: contacts.data?.total ?? 0 })}
          </Text>
        </Stack>
      </Card>
      <Card withBorder>
        <MapView
          label={t('audience.campaignMap.title', { name: campaign.data.name })}
          points={contacts.data?.data ?? []}
          circles={shown ? [{ lat: shown.lat, lng: shown.lng, rangeKm: shown.range, label: shown.name }] : []}
          center={shown ?? null}
          height={520}
        />
      </Card>
    </Page>
  );
}
