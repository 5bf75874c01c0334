import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table's body that says so when there is nothing to list: its rows are mapped from an answer (an array);
 * an empty one shows "Keine Einträge" (or `empty`) across every column instead of a header over nothing.
 * While the answer is awaited (no array yet) it shows nothing of its own: the screen's loader does.
 */
export function TableBody({ children, empty }: { children?: ReactNode; empty?: string }) {
  const { t } = useTranslation();
  const none = Array.isArray(children) && children.length === 0;
  return (
    <Table.Tbody>
      {none ? (
        <Table.Tr>
          <Table.Td colSpan={100}>
            <Text c="dimmed" ta="center" py="md" size="sm" data-testid="table-empty">
              {empty ?? t('app.noEntries')}
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : (
        children
      )}
    </Table.Tbody>
  );
}
