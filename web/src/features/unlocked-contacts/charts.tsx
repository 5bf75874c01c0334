import type { ChartData } from '@rm/domain';
import ReactECharts from 'echarts-for-react';
import { useTranslation } from 'react-i18next';

/** An area chart of categories and series (employer spec §2: two area charts). */
export function AreaChart({ data, label }: { data: ChartData; label: string }) {
  const { t } = useTranslation();
  const option = {
    aria: { enabled: true, label: { description: label } },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 32, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', boundaryGap: false, data: data.categories },
    yAxis: { type: 'value', minInterval: 1 },
    series: data.series.map((series) => ({
      name: t(`employer.series.${series.name}`, { defaultValue: series.name }),
      type: 'line',
      smooth: true,
      areaStyle: { opacity: 0.25 },
      data: series.data,
    })),
  };
  return <ReactECharts option={option} style={{ height: 260 }} notMerge />;
}
