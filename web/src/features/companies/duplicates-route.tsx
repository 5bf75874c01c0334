import { Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { DuplicateCompany } from '@rm/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { flashShown } from '../../lib/flash';
import { formatDate } from '../../lib/format';
import { useAppDispatch } from '../../lib/store';
import { useDeleteCompanyMutation, useLazyDuplicateCompaniesQuery } from './companies-api';
import { ConfirmDialog } from '../../components/confirm-dialog';

/** Spec §9: 10 per page; the first page comes with the screen, more load from page 2 within 500 px of the bottom. */
export const DUPLICATES_PER_PAGE = 10;
export const LOAD_MORE_WITHIN_PX = 500;

/** Companies that look like duplicates, with infinite scroll and delete. */
export function DuplicatesRoute() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [load] = useLazyDuplicateCompaniesQuery();
  const [rows, setRows] = useState<DuplicateCompany[]>([]);
  // Which page comes next and which is the last, read by every scroll at once: a scroll handled before the
  // screen has rendered the last page must not ask for that page again.
  const paging = useRef<{ next: number; last: number | null }>({ next: 1, last: null });
  const loading = useRef(false);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<DuplicateCompany | null>(null);
  const [remove] = useDeleteCompanyMutation();

  const loadMore = useCallback(async (): Promise<void> => {
    const { next, last } = paging.current;
    if (loading.current || (last !== null && next > last)) return;
    loading.current = true;
    setBusy(true);
    const result = await load({ page: next, perPage: DUPLICATES_PER_PAGE });
    if (result.data) paging.current = { next: result.data.meta.current_page + 1, last: result.data.meta.last_page };
    loading.current = false;
    setBusy(false);
    if (!result.data) return;
    const page = result.data;
    setRows((before) => [...before, ...page.data.filter((row) => !before.some((seen) => seen.id === row.id))]);
  }, [load]);

  useEffect(() => {
    if (paging.current.next === 1) void loadMore();
  }, [loadMore]);

  useEffect(() => {
    const onScroll = (): void => {
      const fromBottom = document.documentElement.scrollHeight - (window.innerHeight + window.scrollY);
      if (fromBottom <= LOAD_MORE_WITHIN_PX) void loadMore();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [loadMore]);

  const confirmDelete = async (): Promise<void> => {
    if (!deleting) return;
    const result = await remove({ id: deleting.id });
    const removed = deleting.id;
    setDeleting(null);
    if ('error' in result && result.error) {
      dispatch(flashShown(t('companies.deleteFailed'), 'danger'));
      return;
    }
    setRows((before) =>
      before.filter((row) => row.id !== removed).map((row) => ({ ...row, duplicates: row.duplicates.filter((d) => d.id !== removed) })),
    );
    dispatch(flashShown(t('flash.saved')));
  };

  return (
    <Stack>
      <Title order={1} size="h3">
        {t('duplicates.title')}
      </Title>
      {rows.length === 0 && !busy ? <Text c="dimmed">{t('duplicates.none')}</Text> : null}
      {rows.map((row) => (
        <Card withBorder key={row.id} data-testid="duplicate-row">
          <Group justify="space-between">
            <div>
              <Anchor component={Link} to={row.admin_url} fw={600}>
                {row.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[row.zip_code, row.city, row.domain].filter(Boolean).join(' · ')} · {formatDate(row.created_at)}
              </Text>
              <Group gap={4} mt={4}>
                {row.duplicates.map((duplicate) => (
                  <Badge key={duplicate.id} variant="light" color={duplicate.reason === 'domain' ? 'blue' : 'orange'}>
                    {duplicate.name} · {t(`duplicates.reasons.${duplicate.reason}`)}
                  </Badge>
                ))}
              </Group>
            </div>
            <Group>
              {row.hubspot_object ? (
                <Anchor href={row.hubspot_object.url} target="_blank" rel="noreferrer">
                  HubSpot
                </Anchor>
              ) : null}
              <Button color="red" variant="light" onClick={() => setDeleting(row)} data-testid="duplicate-delete">
                {t('duplicates.delete')}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      {busy ? <Loader size="sm" /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        message={t('company.confirmDelete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
