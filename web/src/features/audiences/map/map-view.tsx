import type { MapPoint } from '@rm/domain';
import { LocalMapView } from './local-map-view';

/** A circle on the map: an audience's range around its centre. */
export interface MapCircle {
  lat: number;
  lng: number;
  rangeKm: number;
  label: string;
}

/**
 * What every map of the app shows, whoever draws it (the port): contacts as points sized by their count,
 * audiences as circles, optionally a centre to focus on (zoomed in, as after a postal-code lookup).
 */
export interface MapViewProps {
  points: readonly MapPoint[];
  circles?: readonly MapCircle[];
  center?: { lat: number; lng: number } | null;
  /** Accessible name of the map. */
  label: string;
  height?: number;
}

/**
 * The app's map. The adapter drawn here is the local one (echarts over the outline of Germany's postal
 * codes): it needs no key and works offline. A hosted map (Google Maps with GOOGLE_MAPS_API_KEY) would be
 * a second adapter of the same props.
 */
export function MapView(props: MapViewProps) {
  return <LocalMapView {...props} />;
}
