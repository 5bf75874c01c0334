import { Button, Card, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { CampaignDetail } from '@rm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { useAppDispatch } from '../../lib/store';
import { useMarketingChannelsQuery, useSyncCampaignChannelsMutation } from './campaigns-api';
import { TableBody } from '../../components/table-body';

/** Which marketing channels a campaign runs on, each with the campaign's own link (the pivot url). */
export function CampaignChannels({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const channels = useMarketingChannelsQuery();
  const [assigned, setAssigned] = useState<Record<string, string>>(() =>
    Object.fromEntries(campaign.marketing_channels.map((channel) => [channel.id, channel.pivot.url ?? ''])),
  );
  const [sync, state] = useSyncCampaignChannelsMutation();
  const fields = fieldErrors(state.error);
  const save = async (): Promise<void> => {
    const result = await sync({
      campaignId: campaign.id,
      channels: Object.entries(assigned).map(([id, url]) => ({ id, url: url || null })),
      expected_version: campaign.version,
    });
    if ('error' in result && result.error) dispatch(flashShown(errorMessage(result.error), 'danger'));
    else dispatch(flashShown(t('flash.saved')));
  };
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="xs">
        {t('campaign.channels')}
      </Title>
      {channels.data && channels.data.data.length === 0 ? <Text c="dimmed">{t('campaign.noChannels')}</Text> : null}
      <Stack>
        <Table data-testid="campaign-channels">
          <TableBody>
            {channels.data?.data.map((channel) => (
              <Table.Tr key={channel.id}>
                <Table.Td w={240}>
                  <Checkbox
                    label={channel.name}
                    checked={channel.id in assigned}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setAssigned((before) => {
                        const next = { ...before };
                        if (checked) next[channel.id] = '';
                        else delete next[channel.id];
                        return next;
                      });
                    }}
                    data-testid="channel-assign"
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('campaign.channelUrl', { name: channel.name })}
                    placeholder={channel.url ?? 'https://'}
                    disabled={!(channel.id in assigned)}
                    value={assigned[channel.id] ?? ''}
                    onChange={(e) => {
                      const url = e.currentTarget.value;
                      setAssigned((before) => ({ ...before, [channel.id]: url }));
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </TableBody>
        </Table>
        {fields?.channels ? <Text c="red">{fields.channels}</Text> : null}
        <Group>
          <Button variant="light" onClick={() => void save()} loading={state.isLoading} data-testid="channels-save">
            {t('campaign.saveChannels')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
