import { specialCategoryHint } from '../../components/special-category-hint';
import { Badge, Box, Button, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { isLongChatMessage, SMS_LENGTH, type ChatMessage } from '@rm/domain';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDateTime } from '../../lib/format';
import { serverText } from '../../lib/server-text';
import { useAppDispatch } from '../../lib/store';
import { useChatThreadQuery, useSendChatMessageMutation } from './chat-api';

/** The spec scrolls a thread to its newest message this long after it changed. */
export const SCROLL_AFTER_MS = 200;

/** One message: the contact's on the left, ours on the right with its status; longer than one SMS in red. */
function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const out = message.type === 'out';
  const long = isLongChatMessage(message.message);
  return (
    <Group justify={out ? 'flex-end' : 'flex-start'} data-testid="chat-message" data-type={message.type}>
      <Paper withBorder p="xs" maw="80%" bg={out ? 'var(--mantine-color-blue-light)' : undefined}>
        <Text size="sm" c={long ? 'red' : undefined} style={{ whiteSpace: 'pre-wrap' }} data-long={long || undefined}>
          {message.message}
        </Text>
        <Group gap={6} mt={4}>
          <Text size="xs" c="dimmed">
            {message.sender?.full_name ?? ''} · {formatDateTime(message.created_at)}
          </Text>
          {out ? (
            <Badge size="xs" variant="light" color={message.status === 'failed' ? 'red' : message.status === 'sent' ? 'green' : 'gray'}>
              {t(`chat.status.${message.status}`)}
            </Badge>
          ) : null}
        </Group>
        {message.failed_reason ? (
          <Text size="xs" c="red">
            {t('chat.failedReason')}: {serverText(message.failed_reason)}
          </Text>
        ) : null}
      </Paper>
    </Group>
  );
}

/**
 * A contact's conversation with the composer: Enter sends, Shift+Enter starts a new line; a text longer
 * than one SMS turns red but is sent; a refused send shows its first message as a red flash.
 */
export function ChatThread({ contactId, height = 420 }: { contactId: string; height?: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data } = useChatThreadQuery({ contactId });
  const [send, sending] = useSendChatMessageMutation();
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const messages = data?.data ?? [];
  const last = messages.at(-1)?.id;

  useEffect(() => {
    const timer = setTimeout(() => {
      if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
    }, SCROLL_AFTER_MS);
    return () => clearTimeout(timer);
  }, [last, contactId]);

  const submit = async () => {
    if (text.trim() === '' || sending.isLoading) return;
    const clientMessageId = crypto.randomUUID();
    const result = await send({ contactId, message: text, client_message_id: clientMessageId });
    if ('error' in result) {
      dispatch(flashShown(errorMessage(result.error), 'danger'));
      return;
    }
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const long = isLongChatMessage(text);

  return (
    <Stack gap="xs">
      <ScrollArea h={height} viewportRef={viewport} data-testid="chat-thread">
        <Stack gap="xs" p="xs">
          {messages.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('chat.empty')}
            </Text>
          ) : (
            messages.map((message) => <MessageBubble key={message.id} message={message} />)
          )}
        </Stack>
      </ScrollArea>
      <Box>
        <Textarea
          {...specialCategoryHint(t)}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          autosize
          minRows={2}
          maxRows={6}
          aria-label={t('chat.message')}
          styles={long ? { input: { color: 'var(--mantine-color-red-7)' } } : undefined}
          data-testid="chat-input"
        />
        <Group justify="space-between" mt={4}>
          <Text size="xs" c={long ? 'red' : 'dimmed'} data-testid="chat-length">
            {t('chat.length', { count: text.length, max: SMS_LENGTH })}
          </Text>
          <Button size="xs" onClick={() => void submit()} loading={sending.isLoading} disabled={text.trim() === ''} data-testid="chat-send">
            {t('chat.send')}
          </Button>
        </Group>
      </Box>
    </Stack>
  );
}
