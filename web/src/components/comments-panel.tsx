import { specialCategoryHint } from './special-category-hint';
import { Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { Comment, CommentModel, CommentReply, CommentVisibility } from '@rm/domain';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../lib/errors';
import { flashShown } from '../lib/flash';
import { formatDateTime } from '../lib/format';
import { serverText } from '../lib/server-text';
import { useAppDispatch } from '../lib/store';
import { ConfirmDialog } from './confirm-dialog';
import {
  useCommentsOfQuery,
  useEditCommentMutation,
  usePostCommentMutation,
  useRemoveCommentMutation,
  useReplyToCommentMutation,
} from './comments-api';

/** Enter sends, Shift+Enter makes a new line (back office §5). */
const sendOnEnter = (send: () => void) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
  if (event.key === 'Enter' && !event.shiftKey) {
    event.preventDefault();
    send();
  }
};

/**
 * Who reads a new comment: internal (the back office only, the default) or the customer too. Shown where the writer
 * chooses; a reply to an internal comment stays internal and an edit keeps what was chosen, so neither shows it.
 */
function VisibilityControl({
  value,
  onChange,
  testId,
}: {
  value: CommentVisibility;
  onChange: (value: CommentVisibility) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('comments.visibility')}
      value={value}
      onChange={(chosen) => onChange(chosen === 'customer' ? 'customer' : 'internal')}
      data={[
        { value: 'internal', label: t('comments.internal') },
        { value: 'customer', label: t('comments.customer') },
      ]}
      data-testid={testId}
    />
  );
}

/** A text box that sends on Enter, with the server's field error under it (and the visibility's, when it has the control). */
function CommentInput({
  field,
  label,
  initial = '',
  busy,
  onSend,
  testId,
  withVisibility = false,
}: {
  field: 'body' | 'reply';
  label: string;
  initial?: string;
  busy: boolean;
  onSend: (text: string, visibility: CommentVisibility) => Promise<unknown>;
  testId: string;
  withVisibility?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [visibility, setVisibility] = useState<CommentVisibility>('internal');
  const [error, setError] = useState<string | null>(null);
  // One send at a time: a second Enter before the first answer must not post the text twice.
  const sending = useRef(false);
  const send = (): void => {
    if (sending.current || busy) return;
    sending.current = true;
    void onSend(text, visibility)
      .then(
        () => {
          setText('');
          setVisibility('internal');
          setError(null);
        },
        (failure: unknown) => {
          const errors = fieldErrors(failure);
          setError(errors?.[field] ?? errors?.visibility ?? errorMessage(failure));
        },
      )
      .finally(() => {
        sending.current = false;
      });
  };
  const input = (
    <Group align="flex-end" wrap="nowrap">
      <Textarea
        {...specialCategoryHint(t)}
        style={{ flex: 1 }}
        label={label}
        autosize
        minRows={1}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={sendOnEnter(send)}
        error={error}
        data-testid={testId}
      />
      <Button onClick={send} loading={busy} data-testid={`${testId}-send`}>
        {t('comments.send')}
      </Button>
    </Group>
  );
  if (!withVisibility) return input;
  return (
    <Stack gap={4}>
      {input}
      <VisibilityControl value={visibility} onChange={setVisibility} testId={`${testId}-visibility`} />
    </Stack>
  );
}

function CommentItem({
  comment,
  canWrite,
  onRemove,
  reply,
}: {
  comment: CommentReply;
  canWrite: boolean;
  onRemove: (id: string) => void;
  reply?: () => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [edit, editState] = useEditCommentMutation();
  return (
    <Stack gap={4} data-testid="comment">
      <Group gap="xs">
        <Text fw={600} size="sm">
          {comment.user?.full_name ?? t('comments.someone')}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(comment.created_at)}
          {comment.updated_at ? ` · ${t('comments.edited')}` : ''}
        </Text>
        {canWrite && (
          <Badge size="xs" variant="light" color={comment.visibility === 'customer' ? 'blue' : 'gray'} data-testid="comment-visibility">
            {comment.visibility === 'customer' ? t('comments.customer') : t('comments.internal')}
          </Badge>
        )}
      </Group>
      {editing ? (
        <CommentInput
          field="body"
          label={t('comments.edit')}
          initial={comment.body}
          busy={editState.isLoading}
          testId="comment-edit"
          onSend={async (body) => {
            await edit({ id: comment.id, body }).unwrap();
            setEditing(false);
          }}
        />
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="comment-body">
          {comment.body}
        </Text>
      )}
      {canWrite && (
        <Group gap="xs">
          {reply && (
            <Button size="compact-xs" variant="subtle" onClick={reply} data-testid="comment-reply">
              {t('comments.reply')}
            </Button>
          )}
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing((open) => !open)}>
            {t('comments.edit')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRemove(comment.id)} data-testid="comment-remove">
            {t('comments.remove')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Thread({ comment, canWrite, onRemove }: { comment: Comment; canWrite: boolean; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const [reply, replyState] = useReplyToCommentMutation();
  return (
    <Paper withBorder p="sm" data-testid="comment-thread">
      <CommentItem comment={comment} canWrite={canWrite} onRemove={onRemove} reply={() => setReplying((open) => !open)} />
      <Stack gap="xs" pl="lg" mt={comment.children.length > 0 || replying ? 'xs' : 0}>
        {comment.children.map((child) => (
          <CommentItem key={child.id} comment={child} canWrite={canWrite} onRemove={onRemove} />
        ))}
        {replying && (
          <CommentInput
            field="reply"
            label={t('comments.reply')}
            busy={replyState.isLoading}
            testId="comment-reply-input"
            withVisibility={comment.visibility === 'customer'}
            onSend={async (text, visibility) => {
              await reply({ id: comment.id, reply: text, visibility }).unwrap();
              setReplying(false);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The threaded comments of a contact or company: everyone allowed reads them (live: a colleague's comment
 * appears), admins add, reply, edit and remove; company users only read (back office §6), and only what was
 * written for the customer. Admins choose each comment's visibility and see it on each comment.
 */
export function CommentsPanel({ model, id, canWrite }: { model: CommentModel; id: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const thread = useCommentsOfQuery({ model, id });
  const [post, postState] = usePostCommentMutation();
  const [remove, removeState] = useRemoveCommentMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  const confirmRemove = async (): Promise<void> => {
    if (!removing) return;
    try {
      const answer = await remove({ id: removing }).unwrap();
      dispatch(flashShown(serverText(answer.message)));
    } catch (failure) {
      dispatch(flashShown(errorMessage(failure), 'danger'));
    }
    setRemoving(null);
  };

  return (
    <Stack gap="sm" data-testid="comments-panel">
      {canWrite && (
        <CommentInput
          field="body"
          label={t('comments.add')}
          busy={postState.isLoading}
          testId="comment-input"
          withVisibility
          onSend={(body, visibility) => post({ model, id, body, visibility }).unwrap()}
        />
      )}
      {thread.isLoading && <Loader size="sm" />}
      {thread.data && thread.data.data.length === 0 && <Text c="dimmed">{t('comments.empty')}</Text>}
      {thread.data?.data.map((comment) => (
        <Thread key={comment.id} comment={comment} canWrite={canWrite} onRemove={setRemoving} />
      ))}
      <ConfirmDialog
        opened={removing !== null}
        message={t('comments.confirmRemove')}
        loading={removeState.isLoading}
        onClose={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </Stack>
  );
}
