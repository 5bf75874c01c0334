import { Button, Card, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { germanCategory, statsCsv, type StatsSeries } from '@rm/domain';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV, download } from '../../lib/download';
import { formatNumber } from '../../lib/format';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export interface StatsChartProps {
  title: string;
  /** The x axis's heading in the table and the CSV (day, month, company, reason…). */
  categoryLabel: string;
  kind: 'line' | 'bar';
  data: StatsSeries | undefined;
  loading: boolean;
  /** The file name of the CSV download, without `.csv`. */
  fileName: string;
  /** Reads a category (a reason's identifier…) for people; dates read the German way by default. */
  categoryText?: (category: string) => string;
  testId: string;
}

/**
 * One chart: echarts drawing the series (SVG), the same numbers as a table for screen readers, and a
 * CSV download of them (German dates and numbers, UTF-8 with BOM).
 */
export function StatsChart({
  title,
  categoryLabel,
  kind,
  data,
  loading,
  fileName,
  categoryText = germanCategory,
  testId,
}: StatsChartProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const seriesName = (name: string): string => {
    const previous = name.endsWith('_previous');
    const base = t(`stats.series.${previous ? name.slice(0, -'_previous'.length) : name}`, { defaultValue: germanCategory(name) });
    return previous ? t('stats.previous', { name: base }) : base;
  };
  const named: StatsSeries | undefined = data && {
    categories: data.categories.map(categoryText),
    series: data.series.map((s) => ({ name: seriesName(s.name), data: s.data })),
  };
  const option = named && {
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => formatNumber(value) },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: named.categories },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatNumber(value) } },
    series: named.series.map((s) => ({ type: kind, name: s.name, data: s.data })),
  };
  return (
    <Card withBorder aria-labelledby={headingId} component="section" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id={headingId}>
          {title}
        </Title>
        <Button
          size="xs"
          variant="light"
          disabled={!named}
          onClick={() => named && download(`${fileName}.csv`, statsCsv(named, categoryLabel), CSV)}
        >
          {t('stats.csv')}
        </Button>
      </Group>
      {loading && !named ? <Loader size="sm" aria-label={t('stats.loading')} /> : null}
      {option ? (
        <div aria-hidden="true">
          <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height: 260 }} />
        </div>
      ) : null}
      {named && named.categories.length === 0 ? <Text c="dimmed">{t('stats.empty')}</Text> : null}
      {named ? (
        <VisuallyHidden>
          <Table data-testid={`${testId}-table`}>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{categoryLabel}</Table.Th>
                {named.series.map((s) => (
                  <Table.Th scope="col" key={s.name}>
                    {s.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {named.categories.map((category, index) => (
                <Table.Tr key={`${category}-${index}`}>
                  <Table.Th scope="row">{category}</Table.Th>
                  {named.series.map((s) => (
                    <Table.Td key={s.name}>{formatNumber(s.data[index] ?? 0)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      ) : null}
    </Card>
  );
}
