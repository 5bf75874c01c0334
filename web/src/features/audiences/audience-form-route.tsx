import { Alert, Button, Card, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DEFAULT_RANGE_KM,
  MAX_RANGE_KM,
  PROFESSIONS,
  type AudienceDetail,
  type AudienceFilters,
  type PotentialContacts,
  type MapPoint,
} from '@rm/domain';
import { useEffect, useState } from 'react';
import type { CurrentUser } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useOutletContext, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import {
  useCreateAudienceMutation,
  useEditAudienceQuery,
  usePotentialContactLocationsMutation,
  usePotentialContactsMutation,
  usePotentialLocationsMutation,
  useUpdateAudienceMutation,
} from './audiences-api';
import { AudienceFiltersFields } from './audience-filters';
import { MapView } from './map/map-view';
import { PotentialMeter } from './potential-meter';

type Profession = (typeof PROFESSIONS)[number];
/** The spec's pause before counting again after a change (3 s). */
export const COUNT_DEBOUNCE_MS = 3000;

/** The audience form: new (`/audiences/new`), edit (`/audiences/:id/edit`) or duplicate (`/audiences/:id/duplicate`). */
export function AudienceFormRoute({ mode, debounceMs = COUNT_DEBOUNCE_MS }: { mode: 'new' | 'edit' | 'duplicate'; debounceMs?: number }) {
  const { id = '' } = useParams();
  const existing = useEditAudienceQuery({ id }, { skip: mode === 'new' });
  const { t } = useTranslation();
  if (mode !== 'new' && existing.isLoading) return <Loader aria-label={t('app.loading')} />;
  if (mode !== 'new' && (existing.error || !existing.data))
    return (
      <Page title={t('audience.title')}>
        <Alert color="red">{errorMessage(existing.error)}</Alert>
      </Page>
    );
  return <AudienceForm mode={mode} initial={existing.data?.data ?? null} debounceMs={debounceMs} />;
}

function AudienceForm({
  mode,
  initial,
  debounceMs,
}: {
  mode: 'new' | 'edit' | 'duplicate';
  initial: AudienceDetail | null;
  debounceMs: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { user } = useOutletContext<{ user: CurrentUser }>();
  const companyId = initial?.company_id ?? params.get('company_id') ?? user.company_id ?? '';
  const [name, setName] = useState(initial ? (mode === 'duplicate' ? `${initial.name} (${t('audience.copy')})` : initial.name) : '');
  const [profession, setProfession] = useState<Profession>(initial?.meta.profession ?? 'driver');
  const [zipCode, setZipCode] = useState(initial?.meta.zip_code ?? '');
  const [range, setRange] = useState<number | string>(initial?.meta.range ?? DEFAULT_RANGE_KM);
  const [filters, setFilters] = useState<AudienceFilters>(() => {
    if (!initial) return {};
    const { zip_code: _zip, range: _range, profession: _profession, ...saved } = initial.meta;
    return saved;
  });
  const activeFilters = Object.entries(filters).filter(
    ([key, value]) =>
      !key.endsWith('_operator') && (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false),
  ).length;
  const [showFilters, setShowFilters] = useState(activeFilters > 0);
  const [lookup, lookupState] = usePotentialLocationsMutation();
  const [count, countState] = usePotentialContactsMutation();
  const [locate] = usePotentialContactLocationsMutation();
  const [create, createState] = useCreateAudienceMutation();
  const [update, updateState] = useUpdateAudienceMutation();
  const [potential, setPotential] = useState<PotentialContacts | null>(null);
  const [points, setPoints] = useState<MapPoint[]>([]);
  const fields = fieldErrors(mode === 'edit' ? updateState.error : createState.error);

  // The place of the postal code as it is typed (a code is complete at exactly 5 digits).
  useEffect(() => {
    if (/^[0-9]{1,5}$/.test(zipCode)) void lookup({ zip_code: zipCode });
  }, [zipCode, lookup]);
  const place = zipCode.length === 5 ? (lookupState.data?.locations.find((location) => location.zip_code === zipCode) ?? null) : null;

  // Counted again once the criteria rest for the debounce time; only with both location and range.
  const [criteria] = useDebouncedValue(`${zipCode}|${String(range)}|${profession}|${JSON.stringify(filters)}`, debounceMs);
  useEffect(() => {
    const [zip = '', rangeText = '', job = 'driver', ...rest] = criteria.split('|');
    const chosen = JSON.parse(rest.join('|') || '{}') as AudienceFilters;
    const rangeKm = Number(rangeText);
    if (zip.length !== 5 || !(rangeKm >= 1 && rangeKm <= MAX_RANGE_KM)) {
      setPotential(null);
      setPoints([]);
      return;
    }
    const meta = { ...chosen, zip_code: zip, range: rangeKm, profession: job as Profession };
    void count({ meta }).then((result) => {
      if ('data' in result && result.data) setPotential(result.data);
    });
    void locate({ meta }).then((result) => {
      if ('data' in result && result.data) setPoints(result.data.data);
    });
  }, [criteria, count, locate]);

  const save = async (): Promise<void> => {
    const meta = { ...filters, zip_code: zipCode, range: Number(range), profession };
    const result =
      mode === 'edit' && initial ? await update({ id: initial.id, name, meta }) : await create({ company_id: companyId, name, meta });
    if ('data' in result && result.data) {
      dispatch(flashShown(serverText(result.data.message)));
      void navigate(`/audiences${params.get('company_id') ? `?company_id=${params.get('company_id') ?? ''}` : ''}`);
    }
  };

  const title = mode === 'edit' ? t('audience.edit') : mode === 'duplicate' ? t('audience.duplicate') : t('audience.new');
  return (
    <Page title={title}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Stack>
            <TextInput
              label={t('audience.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={fields?.name}
              data-testid="audience-name"
              required
            />
            <Select
              label={t('audience.profession')}
              data={PROFESSIONS.map((value) => ({ value, label: t(`audience.professions.${value}`) }))}
              value={profession}
              onChange={(value) => setProfession((value as Profession | null) ?? 'driver')}
              allowDeselect={false}
              data-testid="audience-profession"
            />
            <TextInput
              label={t('audience.zipCode')}
              value={zipCode}
              onChange={(e) => setZipCode(e.currentTarget.value.replace(/[^0-9]/g, '').slice(0, 5))}
              error={fields?.['meta.zip_code']}
              description={
                place ? `${place.place}, ${place.state}` : zipCode.length === 5 && !lookupState.isLoading ? t('audience.unknownZip') : ' '
              }
              inputMode="numeric"
              data-testid="audience-zip"
              required
            />
            <NumberInput
              label={t('audience.range')}
              value={range}
              onChange={setRange}
              min={1}
              max={MAX_RANGE_KM}
              suffix=" km"
              error={fields?.['meta.range']}
              data-testid="audience-range"
            />
            <Button variant="subtle" onClick={() => setShowFilters((shown) => !shown)} data-testid="audience-filters-toggle">
              {t('audienceFilters.title')} {activeFilters > 0 ? `(${activeFilters})` : ''}
            </Button>
            {showFilters ? <AudienceFiltersFields value={filters} onChange={setFilters} errors={fields} /> : null}
            <PotentialMeter value={potential} pending={countState.isLoading} />
            {fields?.company_id ? <Alert color="red">{fields.company_id}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(-1)}>
                {t('audience.cancel')}
              </Button>
              <Button onClick={() => void save()} loading={createState.isLoading || updateState.isLoading} data-testid="audience-save">
                {t('audience.save')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder>
          <Text size="sm" fw={600} mb="xs">
            {t('audience.map')}
          </Text>
          <MapView
            label={t('audience.map')}
            points={points}
            center={potential?.center ?? null}
            circles={potential?.center ? [{ ...potential.center, rangeKm: Number(range), label: name }] : []}
          />
        </Card>
      </SimpleGrid>
    </Page>
  );
}

/** The form's three screens, for the router. */
export const AUDIENCE_FORMS = {
  new: () => <AudienceFormRoute mode="new" />,
  edit: () => <AudienceFormRoute mode="edit" />,
  duplicate: () => <AudienceFormRoute mode="duplicate" />,
} as const;
