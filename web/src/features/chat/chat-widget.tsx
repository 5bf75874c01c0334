import { Button, Card, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCloseChatContactMutation, useOpenChatContactMutation, useOpenedChatContactQuery } from './chat-api';
import { ChatThread } from './chat-thread';

/**
 * The employer's chat with an unlocked contact (on its detail page): opened and closed on the server, so
 * that it is open again after a reload and the contact's messages are read while it is open.
 */
export function ChatWidget({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const opened = useOpenedChatContactQuery();
  const [open, opening] = useOpenChatContactMutation();
  const [close, closing] = useCloseChatContactMutation();
  const isOpen = opened.data?.contact_id === contactId;
  return (
    <Card withBorder padding="sm" data-testid="chat-widget">
      <Group justify="space-between" mb={isOpen ? 'xs' : 0}>
        <Title order={5}>{t('chat.widgetTitle')}</Title>
        {isOpen ? (
          <Button size="xs" variant="subtle" onClick={() => void close()} loading={closing.isLoading} data-testid="chat-close">
            {t('chat.close')}
          </Button>
        ) : (
          <Button size="xs" onClick={() => void open({ contactId })} loading={opening.isLoading} data-testid="chat-open">
            {t('chat.open')}
          </Button>
        )}
      </Group>
      {isOpen ? <ChatThread contactId={contactId} height={300} /> : null}
    </Card>
  );
}
