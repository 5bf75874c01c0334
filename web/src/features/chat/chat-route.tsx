import { Badge, Card, Grid, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/page';
import { formatDateTime } from '../../lib/format';
import { useChatContactsQuery, useChatThreadQuery, useCloseChatContactMutation, useOpenChatContactMutation } from './chat-api';
import { ChatThread } from './chat-thread';
import { OnlineUsersPanel } from './online-users-panel';

/** The back office's chat: contacts with a conversation (unread counts), the open contact's thread, send; who is online. */
export function ChatRoute() {
  const { t } = useTranslation();
  const { contactId } = useParams();
  const navigate = useNavigate();
  const contacts = useChatContactsQuery();
  const thread = useChatThreadQuery({ contactId: contactId ?? '' }, { skip: !contactId });
  const [open] = useOpenChatContactMutation();
  const [close] = useCloseChatContactMutation();

  // The open contact is kept on the server: its incoming messages are read while it is open.
  useEffect(() => {
    if (!contactId) return undefined;
    void open({ contactId });
    return () => void close();
  }, [contactId, open, close]);

  return (
    <Page title={t('chat.title')}>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding={0}>
            <ScrollArea h={520}>
              {(contacts.data?.data ?? []).length === 0 ? (
                <Text p="sm" c="dimmed" size="sm">
                  {t('chat.noContacts')}
                </Text>
              ) : null}
              {(contacts.data?.data ?? []).map((contact) => (
                <NavLink
                  key={contact.id}
                  active={contact.id === contactId}
                  onClick={() => void navigate(`/chat/${contact.id}`)}
                  label={contact.full_name}
                  description={
                    <Stack gap={0}>
                      <Text size="xs" lineClamp={1}>
                        {contact.last_message ?? ''}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(contact.last_message_at)}
                      </Text>
                    </Stack>
                  }
                  rightSection={
                    contact.unread_count > 0 ? (
                      <Badge size="sm" color="red" data-testid="chat-unread">
                        {contact.unread_count}
                      </Badge>
                    ) : null
                  }
                  data-testid="chat-contact"
                />
              ))}
            </ScrollArea>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder>
            {contactId ? (
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={4} data-testid="chat-contact-name">
                    {thread.data?.contact.full_name ?? ''}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {thread.data?.contact.phone ?? ''}
                  </Text>
                </Group>
                <ChatThread contactId={contactId} />
              </Stack>
            ) : (
              <Text c="dimmed">{t('chat.choose')}</Text>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <OnlineUsersPanel />
        </Grid.Col>
      </Grid>
    </Page>
  );
}
