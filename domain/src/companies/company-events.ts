import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Uuid } from '../shared/schema';

export const PLAYER_CLASSES = ['A', 'B', 'C', 'X'] as const;

export const CompanyRegisteredSchema = Type.Object({
  type: Type.Literal('CompanyRegistered'),
  data: Type.Object({
    companyId: Uuid,
    name: Type.String(),
    country: Type.String({ minLength: 2, maxLength: 2 }),
    zipCode: Nullable(Type.String()),
    city: Nullable(Type.String()),
    isPartner: Type.Boolean(),
  }),
});
export const CompanyAccountManagerAssignedSchema = Type.Object({
  type: Type.Literal('CompanyAccountManagerAssigned'),
  data: Type.Object({ companyId: Uuid, accountManagerId: Nullable(Uuid) }),
});
export const EmployerAttachedSchema = Type.Object({
  type: Type.Literal('EmployerAttached'),
  data: Type.Object({ companyId: Uuid, employerId: Uuid }),
});

export type CompanyRegistered = Static<typeof CompanyRegisteredSchema>;
export type CompanyAccountManagerAssigned = Static<typeof CompanyAccountManagerAssignedSchema>;
export type EmployerAttached = Static<typeof EmployerAttachedSchema>;
export type CompanyEvent = CompanyRegistered | CompanyAccountManagerAssigned | EmployerAttached;
export const CompanyEventSchemas = [CompanyRegisteredSchema, CompanyAccountManagerAssignedSchema, EmployerAttachedSchema] as const;

export const companyStreamId = (companyId: string): string => `company-${companyId}`;
