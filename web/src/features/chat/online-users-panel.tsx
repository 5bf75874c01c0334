import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { OnlineUser } from '@rm/domain';
import { useTranslation } from 'react-i18next';
import { useCompaniesOnlineUsersQuery, useContactsOnlineUsersQuery } from './chat-api';

function OnlineList({ title, users, testId }: { title: string; users: readonly OnlineUser[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid={testId}>
      <Text fw={600} size="sm">
        {title} ({users.length})
      </Text>
      {users.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('chat.nobodyOnline')}
        </Text>
      ) : (
        users.map((user) => (
          <Group key={user.id} gap={6} wrap="nowrap">
            <Badge size="xs" circle color={user.status === 'online' ? 'green' : 'yellow'} aria-label={t(`chat.presence.${user.status}`)}>
              {' '}
            </Badge>
            <Text size="xs" truncate>
              {user.full_name}
              {user.company ? ` · ${user.company.name}` : ''}
            </Text>
          </Group>
        ))
      )}
    </Stack>
  );
}

/** Who is online now (company users and contacts), kept current by the gateway's pushes instead of polling. */
export function OnlineUsersPanel() {
  const { t } = useTranslation();
  const companies = useCompaniesOnlineUsersQuery();
  const contacts = useContactsOnlineUsersQuery();
  return (
    <Card withBorder padding="sm">
      <Title order={5} mb="xs">
        {t('chat.online')}
      </Title>
      <Stack gap="sm">
        <OnlineList title={t('chat.onlineCompanyUsers')} users={companies.data?.data ?? []} testId="online-company-users" />
        <OnlineList title={t('chat.onlineContacts')} users={contacts.data?.data ?? []} testId="online-contacts" />
      </Stack>
    </Card>
  );
}
