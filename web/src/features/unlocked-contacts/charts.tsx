import type { ChartData } from '@rm/domain';
import { LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';

// Only the parts these charts draw with: the whole of echarts would be three times the script on a phone. Drawn on a
// canvas: on a phone (the employer's home) the SVG renderer's elements made each chart's first drawing a long task
// nearly twice as long (Lighthouse, 4× slower CPU: about 100 ms against 177 ms); the aria component names the
// chart for screen readers either way.
echarts.use([LineChart, AriaComponent, GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent, CanvasRenderer]);

/** The height a chart takes, reserved before its script arrives so that nothing below it moves. */
export const CHART_HEIGHT = 260;

/** What a chart draws (ECharts' option); `running` shades the way into the last category, named so. */
export function areaChartOption(data: ChartData, label: string, seriesName: (name: string) => string, running?: string) {
  const last = data.categories.length - 1;
  // The way into the current month, which is not over: its fall is no trend.
  const runningArea =
    running !== undefined && last >= 1
      ? {
          silent: true,
          itemStyle: { color: 'rgba(134, 142, 150, 0.15)' },
          label: { position: 'insideTop', formatter: running, color: '#495057' },
          data: [[{ xAxis: data.categories[last - 1] }, { xAxis: data.categories[last] }]],
        }
      : undefined;
  return {
    animation: false,
    aria: { enabled: true, label: { description: label } },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 32, right: 16, top: 32, bottom: 24 },
    xAxis: { type: 'category', boundaryGap: false, data: data.categories },
    yAxis: { type: 'value', minInterval: 1 },
    series: data.series.map((series, index) => ({
      name: seriesName(series.name),
      type: 'line',
      smooth: true,
      // Curves that never swing past their points (below zero beside a peak, above it).
      smoothMonotone: 'x',
      areaStyle: { opacity: 0.25 },
      data: series.data,
      ...(index === 0 && runningArea ? { markArea: runningArea } : {}),
    })),
  };
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** A series' name as people read it: a month (`2026-12`, the comparison of two months) as „Dezember 2026“. */
export function seriesLabel(name: string, t: (key: string, options: { defaultValue: string }) => string, language: string): string {
  const month = MONTH.exec(name);
  if (!month) return t(`employer.series.${name}`, { defaultValue: name });
  const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/**
 * An area chart of categories and series (employer spec §2: two area charts); `onReady` once it is drawn;
 * `running` names the last category's shading when that one is not over yet (the current month).
 * Drawn at once, without the growing animation: on a phone each of its frames is a task in the way of the
 * screen's first taps.
 */
export function AreaChart({ data, label, onReady, running }: { data: ChartData; label: string; onReady?: () => void; running?: string }) {
  const { t, i18n } = useTranslation();
  const option = areaChartOption(data, label, (name) => seriesLabel(name, t, i18n.language), running);
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: CHART_HEIGHT }} notMerge onChartReady={onReady} />;
}
