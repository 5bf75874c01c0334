import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, meterBand, meterValue, scoreContact, twelveMonthEstimate } from './geography';

const berlin = { lat: 52.5323, lng: 13.3846 };
const hamburg = { lat: 53.5521, lng: 10.0004 };

describe('distanceKm', () => {
  it('is 0 for the same point and symmetric', () => {
    expect(distanceKm(berlin, berlin)).toBe(0);
    expect(distanceKm(berlin, hamburg)).toBeCloseTo(distanceKm(hamburg, berlin), 9);
  });

  it('measures Berlin to Hamburg at about 255 km and a degree of latitude at about 111 km', () => {
    expect(distanceKm(berlin, hamburg)).toBeGreaterThan(250);
    expect(distanceKm(berlin, hamburg)).toBeLessThan(260);
    expect(distanceKm({ lat: 50, lng: 10 }, { lat: 51, lng: 10 })).toBeCloseTo(111.19, 1);
  });

  it('stays finite for antipodes (rounding never takes asin past 1)', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 3);
  });
});

describe('boundingBox', () => {
  it('holds every point at the range in each direction', () => {
    const box = boundingBox(berlin, 40);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      const radians = (bearing * Math.PI) / 180;
      // A point about 39.9 km away in that direction.
      const point = {
        lat: berlin.lat + (39.9 / 111.2) * Math.cos(radians),
        lng: berlin.lng + (39.9 / (111.2 * Math.cos((berlin.lat * Math.PI) / 180))) * Math.sin(radians),
      };
      expect(distanceKm(berlin, point)).toBeLessThanOrEqual(40);
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
      expect(point.lng).toBeLessThanOrEqual(box.maxLng);
    }
  });
});

describe('the potential-contacts meter', () => {
  it('has five bands at the spec edges', () => {
    expect([0, 9, 10, 29, 30, 59, 60, 80, 81, 10_000].map((count) => meterBand(count).band)).toEqual([
      'too_small',
      'too_small',
      'make_rough',
      'make_rough',
      'good_size',
      'good_size',
      'make_tighter',
      'make_tighter',
      'too_big',
      'too_big',
    ]);
    expect([5, 20, 45, 70, 500].map((count) => meterBand(count).color)).toEqual(['danger', 'warning', 'success', 'warning', 'danger']);
  });

  it('fills up to 100 and estimates 12 months at 2.75 times the count', () => {
    expect([-3, 0, 42, 100, 5000].map(meterValue)).toEqual([0, 0, 42, 100, 100]);
    expect(twelveMonthEstimate(40)).toBe(110);
    expect(twelveMonthEstimate(3)).toBe(8);
  });
});

describe('scoreContact', () => {
  const audience = { ...berlin, profession: 'driver', rangeKm: 40 };
  const contact = { ...berlin, profession: 'driver', isActive: true, disabledForUnlock: false, matchesFilters: true };

  it('gives 100 at the centre, with the profession, active and available', () => {
    expect(scoreContact(contact, audience)).toEqual({
      score: 100,
      distance_km: 0,
      profession_matches: true,
      in_range: true,
      available: true,
      filters_match: true,
    });
  });

  it('loses closeness towards the edge and the range bonus beyond it', () => {
    const edge = { ...contact, lat: berlin.lat + 39.5 / 111.2 };
    expect(scoreContact(edge, audience).score).toBe(80);
    const beyond = { ...contact, lat: berlin.lat + 41 / 111.2 };
    expect(scoreContact(beyond, audience)).toMatchObject({ score: 50, in_range: false });
  });

  it('counts profession and availability separately', () => {
    expect(scoreContact({ ...contact, profession: 'nursing' }, audience).score).toBe(60);
    expect(scoreContact({ ...contact, disabledForUnlock: true }, audience).score).toBe(90);
    expect(scoreContact({ ...contact, isActive: false, profession: 'care', ...hamburg }, audience).score).toBe(0);
  });

  it('gives 0 to a contact outside the meta filters, however well the rest fits', () => {
    expect(scoreContact({ ...contact, matchesFilters: false }, audience)).toEqual({
      score: 0,
      distance_km: 0,
      profession_matches: true,
      in_range: true,
      available: true,
      filters_match: false,
    });
  });
});
