import { Button, Card, Group, Loader, Table, Text, Title } from '@mantine/core';
import { statsCsv } from '@rm/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV, download } from '../../lib/download';
import { formatNumber } from '../../lib/format';

export interface ReportColumn<Row> {
  key: string;
  label: string;
  /** The cell's number (formatted the German way, and what the CSV holds). */
  value: (row: Row) => number | null;
}

export interface ReportTableProps<Row> {
  title: string;
  /** The first column: what a row is. */
  rowLabel: string;
  rowText: (row: Row) => string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[] | undefined;
  loading: boolean;
  fileName: string;
  testId: string;
  /** Controls beside the title (filters of this table). */
  actions?: ReactNode;
}

/** A report's rows as a table with German numbers and a CSV download of the same numbers. */
export function ReportTable<Row>({ title, rowLabel, rowText, columns, rows, loading, fileName, testId, actions }: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const headingId = useId();
  const csv = () =>
    rows &&
    download(
      `${fileName}.csv`,
      statsCsv(
        {
          categories: rows.map(rowText),
          series: columns.map((column) => ({ name: column.label, data: rows.map((row) => column.value(row) ?? 0) })),
        },
        rowLabel,
      ),
      CSV,
    );
  return (
    <Card withBorder aria-labelledby={headingId} component="section" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id={headingId}>
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          <Button size="xs" variant="light" disabled={!rows} onClick={csv} data-testid={`${testId}-csv`}>
            {t('stats.csv')}
          </Button>
        </Group>
      </Group>
      {loading && !rows ? <Loader size="sm" aria-label={t('stats.loading')} /> : null}
      {rows && rows.length === 0 ? <Text c="dimmed">{t('stats.empty')}</Text> : null}
      {rows && rows.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table striped data-testid={`${testId}-table`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{rowLabel}</Table.Th>
                {columns.map((column) => (
                  <Table.Th scope="col" key={column.key} ta="right">
                    {column.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={`${rowText(row)}-${index}`}>
                  <Table.Th scope="row">{rowText(row)}</Table.Th>
                  {columns.map((column) => {
                    const value = column.value(row);
                    return (
                      <Table.Td key={column.key} ta="right">
                        {value === null ? '–' : formatNumber(value)}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Card>
  );
}
