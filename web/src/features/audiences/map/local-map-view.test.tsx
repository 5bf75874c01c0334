import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../testing/render';
import { LocalMapView } from './local-map-view';

/** The map's width in pixels (Mantine writes it in rem, 16 px each). */
const widthOf = (): number => {
  const width = /(?:^|;)\s*width: calc\(([\d.]+)rem/u.exec(screen.getByTestId('map').getAttribute('style') ?? '');
  return Number(width?.[1]) * 16;
};

describe('the local map', () => {
  it("keeps the shape of what it shows: all of Germany taller than wide, a circle's surroundings square", () => {
    const germany = renderWithApi(<LocalMapView points={[]} label="Karte" height={400} />, {});
    // Germany: 10° of longitude at 51° N (about 6.3° of latitude's length) over 8.1° of latitude.
    expect(widthOf() / 400).toBeCloseTo((10 * Math.cos((51.15 * Math.PI) / 180)) / 8.1, 1);
    germany.unmount();
    renderWithApi(
      <LocalMapView
        points={[]}
        label="Karte"
        height={400}
        center={{ lat: 51, lng: 10 }}
        circles={[{ lat: 51, lng: 10, rangeKm: 450, label: 'Zielgruppe' }]}
      />,
      {},
    );
    expect(widthOf() / 400).toBeCloseTo(1.6 * Math.cos((51 * Math.PI) / 180), 1);
  });
});
