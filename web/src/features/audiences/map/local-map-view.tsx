import { Box } from '@mantine/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { GERMANY_OUTLINE } from '../germany-outline';
import type { MapViewProps } from './map-view';

echarts.use([LineChart, ScatterChart, GridComponent, TooltipComponent, SVGRenderer]);

/** Germany's extent (longitude, latitude) with a margin: the whole country at "zoom 6". */
const GERMANY = { minLng: 5.5, maxLng: 15.5, minLat: 47.1, maxLat: 55.2 };
/** Kilometres per degree of latitude. */
const KM_PER_DEGREE = 111.2;

/** Points on a circle of `rangeKm` around a centre, [lng, lat]. */
function circlePath(lat: number, lng: number, rangeKm: number): Array<[number, number]> {
  const dLat = rangeKm / KM_PER_DEGREE;
  const dLng = rangeKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: 73 }, (_, i) => {
    const angle = (i / 72) * 2 * Math.PI;
    return [lng + dLng * Math.sin(angle), lat + dLat * Math.cos(angle)];
  });
}

/** The local map adapter: longitude/latitude axes, Germany's postal-code centres as a faint outline. */
export function LocalMapView({ points, circles = [], center, label, height = 420 }: MapViewProps) {
  const { option, aspect } = useMemo(() => {
    // Focused on a centre ("zoom 9"): about 1.6° of latitude around it; otherwise all of Germany.
    // Wide enough for the largest circle.
    const latSpan = Math.max(0.8, (1.15 * Math.max(0, ...circles.map((circle) => circle.rangeKm))) / KM_PER_DEGREE);
    const focus = center
      ? {
          minLng: center.lng - latSpan * 1.6,
          maxLng: center.lng + latSpan * 1.6,
          minLat: center.lat - latSpan,
          maxLat: center.lat + latSpan,
        }
      : GERMANY;
    const largest = Math.max(1, ...points.map((point) => point.count));
    // Width over height of what is shown, a degree of longitude shorter than one of latitude: a circle stays round.
    const middle = (((focus.minLat + focus.maxLat) / 2) * Math.PI) / 180;
    const shape = ((focus.maxLng - focus.minLng) * Math.cos(middle)) / (focus.maxLat - focus.minLat);
    const chart = {
      animation: false,
      grid: { left: 8, right: 8, top: 8, bottom: 8 },
      xAxis: { type: 'value', min: focus.minLng, max: focus.maxLng, show: false },
      yAxis: { type: 'value', min: focus.minLat, max: focus.maxLat, show: false },
      tooltip: { trigger: 'item' },
      series: [
        { type: 'scatter', name: 'outline', silent: true, symbolSize: 3, itemStyle: { color: '#ced4da' }, data: GERMANY_OUTLINE },
        ...circles.map((circle) => ({
          type: 'line',
          name: circle.label,
          showSymbol: false,
          silent: true,
          lineStyle: { color: '#1c7ed6', width: 1.5 },
          data: circlePath(circle.lat, circle.lng, circle.rangeKm),
        })),
        {
          type: 'scatter',
          name: 'contacts',
          symbolSize: (value: [number, number, number]) => 6 + 14 * Math.sqrt(value[2] / largest),
          itemStyle: { color: '#e8590c', opacity: 0.8 },
          data: points.map((point) => [point.lng, point.lat, point.count]),
        },
        ...(center
          ? [
              {
                type: 'scatter',
                name: 'centre',
                symbol: 'pin',
                symbolSize: 22,
                itemStyle: { color: '#1c7ed6' },
                data: [[center.lng, center.lat]],
              },
            ]
          : []),
      ],
    };
    return { option: chart, aspect: shape };
  }, [points, circles, center]);
  const total = points.reduce((sum, point) => sum + point.count, 0);
  return (
    <Box
      role="img"
      aria-label={`${label}: ${total}`}
      data-testid="map"
      data-points={points.length}
      data-total={total}
      w={Math.round(height * aspect)}
      maw="100%"
      mx="auto"
    >
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} />
    </Box>
  );
}
