import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/render';
import { TableBody } from './table-body';

const table = (rows: string[] | undefined) => (
  <Table>
    <TableBody>
      {rows?.map((row) => (
        <Table.Tr key={row}>
          <Table.Td>{row}</Table.Td>
        </Table.Tr>
      ))}
    </TableBody>
  </Table>
);

describe("a table's body", () => {
  it('says "Keine Einträge" once an answer lists nothing, and nothing of its own while it is awaited', async () => {
    await i18next.changeLanguage('de');
    const awaiting = renderWithApi(table(undefined), {});
    expect(screen.queryByTestId('table-empty')).toBeNull();
    awaiting.unmount();
    const empty = renderWithApi(table([]), {});
    expect(screen.getByTestId('table-empty').textContent).toBe('Keine Einträge');
    empty.unmount();
    renderWithApi(table(['Pflegedienst Morgenrot']), {});
    expect(screen.queryByTestId('table-empty')).toBeNull();
    expect(screen.getByText('Pflegedienst Morgenrot')).toBeTruthy();
  });
});
