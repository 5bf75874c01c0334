import { Alert, Badge, Button, ColorInput, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { MarketingChannel } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import {
  useCreateMarketingChannelMutation,
  useDeleteMarketingChannelMutation,
  useMarketingChannelsQuery,
  useUpdateMarketingChannelMutation,
} from './campaigns-api';
import { TableBody } from '../../components/table-body';

type Draft = { id: string | null; name: string; icon: string; url: string; color: string; version: number };
const blank: Draft = { id: null, name: '', icon: '', url: '', color: '', version: 0 };

/** Marketing channels: list, create, edit, delete. */
export function MarketingChannelsRoute() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useMarketingChannelsQuery();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<MarketingChannel | null>(null);
  const [create, creating] = useCreateMarketingChannelMutation();
  const [update, updating] = useUpdateMarketingChannelMutation();
  const [remove] = useDeleteMarketingChannelMutation();
  const error = draft?.id ? updating.error : creating.error;
  const fields = fieldErrors(error);

  const save = async (): Promise<void> => {
    if (!draft) return;
    const body = { name: draft.name, icon: draft.icon || null, url: draft.url || null, color: draft.color || null };
    const result = draft.id ? await update({ id: draft.id, ...body, expected_version: draft.version }) : await create(body);
    if ('data' in result && result.data) {
      dispatch(flashShown(t('flash.saved')));
      setDraft(null);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('channels.title')}
        </Title>
        <Button onClick={() => setDraft(blank)} data-testid="channel-new">
          {t('channels.new')}
        </Button>
      </Group>
      {data && data.data.length === 0 ? <Text c="dimmed">{t('channels.none')}</Text> : null}
      <Table data-testid="channels-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('channels.name')}</Table.Th>
            <Table.Th>{t('channels.url')}</Table.Th>
            <Table.Th>{t('channels.campaigns')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <TableBody>
          {data?.data.map((channel) => (
            <Table.Tr key={channel.id} data-testid="channel-row">
              <Table.Td>
                <Badge color={channel.color ?? 'gray'} variant="dot">
                  {channel.name}
                </Badge>
              </Table.Td>
              <Table.Td>{channel.url ?? '–'}</Table.Td>
              <Table.Td>{channel.campaigns_count}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      setDraft({
                        id: channel.id,
                        name: channel.name,
                        icon: channel.icon ?? '',
                        url: channel.url ?? '',
                        color: channel.color ?? '',
                        version: channel.version,
                      })
                    }
                  >
                    {t('channels.edit')}
                  </Button>
                  <Button size="xs" color="red" variant="subtle" onClick={() => setDeleting(channel)}>
                    {t('channels.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </TableBody>
      </Table>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t('channels.edit') : t('channels.new')}>
        {draft ? (
          <Stack>
            <TextInput
              label={t('channels.name')}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
              error={fields?.name}
              data-testid="channel-name"
              required
            />
            <TextInput
              label={t('channels.icon')}
              value={draft.icon}
              onChange={(e) => setDraft({ ...draft, icon: e.currentTarget.value })}
            />
            <TextInput
              label={t('channels.url')}
              value={draft.url}
              onChange={(e) => setDraft({ ...draft, url: e.currentTarget.value })}
              error={fields?.url}
              data-testid="channel-url"
            />
            <ColorInput
              label={t('channels.color')}
              value={draft.color}
              onChange={(color) => setDraft({ ...draft, color })}
              error={fields?.color}
              format="hex"
            />
            {error && !fields ? <Alert color="red">{errorMessage(error)}</Alert> : null}
            <Button onClick={() => void save()} loading={creating.isLoading || updating.isLoading} data-testid="channel-save">
              {t('channels.save')}
            </Button>
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        message={t('channels.confirmDelete', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove({ id: deleting.id });
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
