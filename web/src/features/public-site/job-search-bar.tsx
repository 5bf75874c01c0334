import { Alert, Autocomplete, Button, Group, Select, TextInput } from '@mantine/core';
import { JOB_SEARCH_DEFAULT_RADIUS, JOB_SEARCH_NEEDS_INPUT, JOB_SEARCH_RADII } from '@rm/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/server-text';
import { usePlaceSuggestionsQuery } from './public-site-api';

/** How long the search bar's error stays (employer spec §5). */
export const SEARCH_ERROR_MS = 5000;

export interface JobSearchInput {
  keyword: string;
  location: string;
  radius: string;
}

/** Keyword, place (suggested as typed) and radius. Neither keyword nor place: the spec's error for 5 s. */
export function JobSearchBar({ initial, onSearch }: { initial: JobSearchInput; onSearch: (input: JobSearchInput) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(initial.keyword);
  const [location, setLocation] = useState(initial.location);
  const [radius, setRadius] = useState(initial.radius);
  const [error, setError] = useState<string | null>(null);
  const typed = location.trim();
  const { data: places } = usePlaceSuggestionsQuery({ search: typed }, { skip: typed.length < 2 || /^\d{5}\b.+/.test(typed) });

  useEffect(() => {
    if (!error) return undefined;
    const timer = window.setTimeout(() => setError(null), SEARCH_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim() && !location.trim()) {
      setError(serverText(JOB_SEARCH_NEEDS_INPUT));
      return;
    }
    const chosenRadius = location.trim() && !radius ? String(JOB_SEARCH_DEFAULT_RADIUS) : radius;
    if (chosenRadius !== radius) setRadius(chosenRadius);
    onSearch({ keyword: keyword.trim(), location: location.trim(), radius: chosenRadius });
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('publicSite.search.label')} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('publicSite.search.keyword')}
          placeholder={t('publicSite.search.keywordPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          style={{ flex: '2 1 220px' }}
        />
        <Autocomplete
          label={t('publicSite.search.location')}
          placeholder={t('publicSite.search.locationPlaceholder')}
          value={location}
          onChange={setLocation}
          onOptionSubmit={() => {
            if (!radius) setRadius(String(JOB_SEARCH_DEFAULT_RADIUS));
          }}
          data={[...new Set((places?.data ?? []).map((place) => `${place.zip_code} ${place.place}`))]}
          style={{ flex: '2 1 200px' }}
        />
        <Select
          label={t('publicSite.search.radius')}
          placeholder={t('publicSite.search.radiusPlaceholder')}
          value={radius || null}
          onChange={(value) => setRadius(value ?? '')}
          data={JOB_SEARCH_RADII.map((km) => ({ value: String(km), label: t('publicSite.search.km', { km }) }))}
          clearable
          style={{ flex: '1 1 120px' }}
        />
        <Button type="submit">{t('publicSite.search.submit')}</Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
    </form>
  );
}
