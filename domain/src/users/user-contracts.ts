import { Type } from '@sinclair/typebox';
import { CompanySchema, CurrentUserSchema } from '../api/api-schemas';
import { apiFeature, contract } from '../shared/contract';
import { Nullable } from '../shared/schema';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'users';

/** Sign-in, sign-out and who is signed in. */
export const usersFeature = apiFeature({
  name: FEATURE,
  description: 'Sign-in, sign-out, the signed-in user and their company',
  ...API_CATALOGUE.users,
  queries: {
    currentUser: contract({
      operationId: 'currentUser',
      feature: FEATURE,
      method: 'GET',
      path: '/api/user/current',
      access: 'authenticated',
      permission: null,
      summary: 'The signed-in user',
      description:
        'Who is signed in, with roles and company; 401 without a session. Like every answer, it sets the XSRF-TOKEN cookie the next state change must echo.',
      response: CurrentUserSchema,
    }),
    currentCompany: contract({
      operationId: 'currentCompany',
      feature: FEATURE,
      method: 'GET',
      path: '/api/company/current',
      access: 'authenticated',
      permission: null,
      summary: "The signed-in user's company",
      description: 'The company of a company user; null for admins and candidates.',
      response: Nullable(CompanySchema),
    }),
  },
  commands: {
    signIn: contract({
      operationId: 'signIn',
      feature: FEATURE,
      method: 'POST',
      path: '/login',
      access: 'public',
      summary: 'Sign in',
      description:
        'Checks the e-mail and password and sets the HttpOnly session cookie (and a new XSRF token) and the device cookie `rm_device` (HttpOnly, a year, sent to /login only). More than 5 attempts per e-mail a minute from devices that never signed in to it, more than 5 a minute from one device that did, or 20 per address in 15 minutes, that did not succeed answer 429 with Retry-After: an attacker cannot lock the account out of its own devices. Wrong credentials are 422 on `email`.',
      body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 1000 }) }),
      response: Type.Object({ user: CurrentUserSchema }),
      errors: [429],
    }),
    signOut: contract({
      operationId: 'signOut',
      feature: FEATURE,
      method: 'POST',
      path: '/logout',
      access: 'public',
      summary: 'Sign out',
      description: 'Ends the session everywhere (its open WebSockets are closed) and clears its cookie; without a session it does nothing.',
      response: Type.Null(),
      status: 204,
    }),
  },
});
