import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { useAppDispatch, useAppSelector, type RootState } from '../lib/store';

interface Failed {
  endpointName: string;
  originalArgs: unknown;
}

/** An answer that says the server or the connection failed (not a refusal or a "not found", which screens say). */
const isTrouble = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || (typeof status === 'number' && status >= 500);
};

/** The queries a screen shows (they have a subscriber) whose last answer was trouble. */
export function failedQueries(state: RootState): Failed[] {
  const { queries, subscriptions } = state[api.reducerPath] as unknown as {
    queries: Record<string, { status: string; error?: unknown; endpointName?: string; originalArgs?: unknown } | undefined>;
    subscriptions: Record<string, Record<string, unknown> | undefined>;
  };
  return Object.entries(queries).flatMap(([key, query]) =>
    query?.status === 'rejected' && query.endpointName && isTrouble(query.error) && Object.keys(subscriptions[key] ?? {}).length > 0
      ? [{ endpointName: query.endpointName, originalArgs: query.originalArgs }]
      : [],
  );
}

/**
 * Above every signed-in screen: when a part of it could not be loaded (the server failed or the connection is
 * gone), a plain sentence instead of an empty table that looks like "nothing there", and one button that asks
 * again for everything that failed. Nothing typed into the screen is lost.
 */
export function QueryTrouble() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const failed = useAppSelector(failedQueries, (a, b) => a.length === b.length && a.every((f, i) => f.endpointName === b[i]?.endpointName));
  if (failed.length === 0) return null;
  const retry = (): void => {
    const endpoints = api.endpoints as unknown as Record<
      string,
      { initiate: (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => Parameters<typeof dispatch>[0] }
    >;
    for (const { endpointName, originalArgs } of failed) {
      const endpoint = endpoints[endpointName];
      if (endpoint) void dispatch(endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
  return (
    <Alert color="red" title={t('queryTrouble.title')} data-testid="query-trouble" mb="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('queryTrouble.description')}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry} data-testid="query-trouble-retry">
          {t('queryTrouble.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
