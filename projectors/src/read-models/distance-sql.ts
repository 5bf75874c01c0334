import { sql, type ValueExpression } from 'slonik';

interface Point {
  lat: ValueExpression;
  lng: ValueExpression;
}

/** Great-circle distance in km between two points (columns or values), as an SQL fragment (haversine). */
export const distanceKm = (a: Point, b: Point): ReturnType<typeof sql.fragment> =>
  sql.fragment`(2 * 6371 * asin(sqrt(power(sin(radians(${b.lat}::float8 - ${a.lat}::float8) / 2), 2) + cos(radians(${a.lat}::float8)) * cos(radians(${b.lat}::float8)) * power(sin(radians(${b.lng}::float8 - ${a.lng}::float8) / 2), 2))))`;

export const column = (table: string, name: string) => sql.identifier([table, name]);
