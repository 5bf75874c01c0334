import { Box } from '@mantine/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart, ScatterChart } from 'echarts/charts';
import { TooltipComponent, GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { GERMANY_DOTS } from './germany-dots';

echarts.use([LineChart, ScatterChart, GridComponent, TooltipComponent, SVGRenderer]);

/** Germany's extent (longitude, latitude) with a margin. */
const GERMANY = { minLng: 5.6, maxLng: 15.4, minLat: 47.1, maxLat: 55.2 };
const KM_PER_DEGREE = 111.2;
/**
 * Width to height of the map's box, so that Germany keeps its shape on the plain lng/lat axes: a degree of
 * longitude is cos(51°) ≈ 0.63 of a degree of latitude in the middle of Germany (9.8° × 0.63 : 8.1°).
 */
const ASPECT = ((GERMANY.maxLng - GERMANY.minLng) * Math.cos((51 * Math.PI) / 180)) / (GERMANY.maxLat - GERMANY.minLat);
/** The theme's colours (petrol 9, orange 9, gray 4): echarts draws outside Mantine's CSS variables. */
const COLOURS = { centre: '#0b5563', place: '#b8400d', dots: '#ced4da', circle: '#0b5563' };

export interface MapPlace {
  lat: number;
  lng: number;
  label: string;
}

export interface PlaceMapProps {
  /** Where the pin goes (a postal code's centre). */
  center: { lat: number; lng: number };
  /** The places found there, as dots with their names. */
  places: readonly MapPlace[];
  /** A circle of this radius around the centre (the job search's default radius), none without it. */
  radiusKm?: number;
  /** Accessible name of the map (it says what the map shows in words). */
  label: string;
  /** Height in pixels; the width follows from Germany's shape. */
  height?: number;
}

/** Points on a circle of `radiusKm` around a centre, [lng, lat]. */
export function circlePath(lat: number, lng: number, radiusKm: number): Array<[number, number]> {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: 49 }, (_, i) => {
    const angle = (i / 48) * 2 * Math.PI;
    return [lng + dLng * Math.sin(angle), lat + dLat * Math.cos(angle)];
  });
}

/** The chart: Germany's dots, the circle, the places and the pin on longitude/latitude axes. */
export function placeMapOption({ center, places, radiusKm }: Pick<PlaceMapProps, 'center' | 'places' | 'radiusKm'>) {
  return {
    animation: false,
    grid: { left: 4, right: 4, top: 4, bottom: 4 },
    xAxis: { type: 'value', min: GERMANY.minLng, max: GERMANY.maxLng, show: false },
    yAxis: { type: 'value', min: GERMANY.minLat, max: GERMANY.maxLat, show: false },
    tooltip: { trigger: 'item', formatter: (item: { name?: string }) => item.name ?? '' },
    series: [
      { type: 'scatter', id: 'germany', silent: true, symbolSize: 4, itemStyle: { color: COLOURS.dots }, data: GERMANY_DOTS },
      ...(radiusKm
        ? [
            {
              type: 'line',
              id: 'radius',
              silent: true,
              showSymbol: false,
              lineStyle: { color: COLOURS.circle, width: 1.5, type: 'dashed' },
              data: circlePath(center.lat, center.lng, radiusKm),
            },
          ]
        : []),
      {
        type: 'scatter',
        id: 'places',
        symbolSize: 8,
        itemStyle: { color: COLOURS.place },
        data: places.map((place) => ({ name: place.label, value: [place.lng, place.lat] })),
      },
      {
        type: 'scatter',
        id: 'centre',
        symbol: 'pin',
        symbolSize: 30,
        itemStyle: { color: COLOURS.centre },
        data: [[center.lng, center.lat]],
      },
    ],
  };
}

/**
 * A small map of Germany with a pin (the landing page's zip check): drawn by echarts over Germany's postal-code
 * dots, needing no map service, key or tiles. Kept apart from the page so that only who checks a postal code
 * loads echarts.
 */
export function PlaceMap({ center, places, radiusKm, label, height = 320 }: PlaceMapProps) {
  const option = useMemo(() => placeMapOption({ center, places, radiusKm }), [center, places, radiusKm]);
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="place-map"
      data-places={places.length}
      w={Math.round(height * ASPECT)}
      maw="100%"
      mx="auto"
    >
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'svg' }} />
    </Box>
  );
}
