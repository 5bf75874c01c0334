import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './illustrations';

interface StateProps {
  title: string;
  /** What it means and what to do next, in a sentence. */
  description?: ReactNode;
  /** A way on (a link or button): search elsewhere, go to the jobs. */
  action?: ReactNode;
  illustration?: IllustrationName;
  testId?: string;
}

function StateCard({ title, description, action, illustration, testId, role }: StateProps & { role?: 'alert' | 'status' }) {
  return (
    <Paper withBorder radius="lg" p="lg" bg="white" role={role} data-testid={testId}>
      <Stack align="center" gap="xs" ta="center">
        {illustration ? <Illustration name={illustration} width={150} /> : null}
        <Title order={2} size="h4">
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" maw={420}>
            {description}
          </Text>
        ) : null}
        {action ? <Stack mt="xs">{action}</Stack> : null}
      </Stack>
    </Paper>
  );
}

/** Nothing to show yet (no jobs found, no offers, no reviews): friendly, with a way on. Texts come from the feature. */
export function EmptyState({ illustration = 'search', ...props }: StateProps) {
  return <StateCard {...props} illustration={illustration} role="status" />;
}

/**
 * Something went wrong (the server did not answer, a link is no longer valid): what happened in plain words,
 * and a retry when one can help. Announced to screen readers as an alert.
 */
export function ErrorState({
  illustration = 'trouble',
  onRetry,
  retryLabel,
  action,
  ...props
}: StateProps & { onRetry?: () => void; retryLabel?: string }) {
  const retry =
    onRetry && retryLabel ? (
      <Button variant="light" onClick={onRetry}>
        {retryLabel}
      </Button>
    ) : null;
  return <StateCard {...props} illustration={illustration} role="alert" action={retry ?? action} />;
}
