import { describe, expect, it } from 'vitest';
import { GERMANY_DOTS } from './germany-dots';
import { circlePath, placeMapOption } from './place-map';

describe('the place map', () => {
  const centre = { lat: 52.532, lng: 13.3846 };

  it('pins the centre, dots the places with their names, over the dots of Germany', () => {
    const option = placeMapOption({ center: centre, places: [{ lat: 52.5, lng: 13.4, label: '10115 Berlin' }] });
    const byId = new Map(option.series.map((series) => [series.id, series]));
    expect(byId.get('centre')?.data).toEqual([[13.3846, 52.532]]);
    expect(byId.get('places')?.data).toEqual([{ name: '10115 Berlin', value: [13.4, 52.5] }]);
    expect(byId.get('germany')?.data).toBe(GERMANY_DOTS);
    expect(byId.has('radius')).toBe(false);
    // Every dot of Germany lies within the map's extent.
    for (const [lng, lat] of GERMANY_DOTS) {
      expect(lng).toBeGreaterThanOrEqual(option.xAxis.min);
      expect(lng).toBeLessThanOrEqual(option.xAxis.max);
      expect(lat).toBeGreaterThanOrEqual(option.yAxis.min);
      expect(lat).toBeLessThanOrEqual(option.yAxis.max);
    }
  });

  it('draws the radius as a closed circle of that many kilometres around the centre', () => {
    const option = placeMapOption({ center: centre, places: [], radiusKm: 30 });
    expect(option.series.find((series) => series.id === 'radius')?.data).toEqual(circlePath(centre.lat, centre.lng, 30));
    const path = circlePath(centre.lat, centre.lng, 30);
    expect(path[0]).toEqual(path.at(-1));
    // North of the centre by 30 km: 0.27° of latitude.
    expect((path[0]?.[1] ?? 0) - centre.lat).toBeCloseTo(30 / 111.2, 5);
  });
});
