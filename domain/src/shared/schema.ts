import { Type, type TSchema } from '@sinclair/typebox';

export const Uuid = Type.String({ format: 'uuid' });
export const Timestamp = Type.String({ format: 'date-time' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
