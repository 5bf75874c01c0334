import { Group, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageProps {
  /** The page's one `h1`; also the browser tab's title ("Pipeline – Recruiting-Marktplatz"). */
  title: string;
  /** Controls beside the title (filters, a create button). */
  actions?: ReactNode;
  /** A test id for the title, where a test reads it. */
  titleTestId?: string;
  children: ReactNode;
}

/**
 * The frame of every screen: exactly one `h1` (its title), then the content. It sits inside a layout that
 * gives the landmarks (the signed-in shell's `header`, `nav`, `main`; the public shell's `header` and
 * `main`), so a screen adds none of its own. Sections below use `h2` (`<Title order={2}>`), never a level
 * skipped. Colours come from the theme (`lib/theme.ts`, WCAG AA), texts from the messages.
 */
export function Page({ title, actions, titleTestId, children }: PageProps) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h3" data-testid={titleTestId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
