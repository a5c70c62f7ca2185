// Routes of the access area: seed data, sign-up, sign-in, sign-out, profile, the user's
// organisations, and the invited owner's set-password step.
import { defineRoute } from '../route-definition.js';
import {
  healthResponse,
  loginRequest,
  loginResponse,
  profileResponse,
  seedDataResponse,
  signupRequest,
  signupResponse,
  userOrgsResponse,
} from '../schemas/access.js';
import { acceptInvitationRequest, invitationDetailsResponse, invitationParams } from '../schemas/ca-workspace.js';
import { messageResponse } from '../schemas/clients.js';
import { PUBLIC, USER } from './auth-modes.js';

export const accessRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    area: 'access',
    auth: PUBLIC,
    inSpec: false,
    summary: 'Liveness check',
    response: healthResponse,
  }),
  seedData: defineRoute({
    method: 'POST',
    path: '/api/loadseeddata',
    area: 'access',
    auth: PUBLIC,
    summary: 'Product name, logo and support contacts',
    response: seedDataResponse,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/users/login',
    area: 'access',
    auth: PUBLIC,
    summary: 'Sign in with email and password',
    body: loginRequest,
    response: loginResponse,
  }),
  signup: defineRoute({
    method: 'POST',
    path: '/api/users/signup',
    area: 'access',
    auth: PUBLIC,
    summary: 'Create an account (and, for an organisation user, its first organisation)',
    body: signupRequest,
    response: signupResponse,
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/api/users/signout',
    area: 'access',
    auth: USER,
    inSpec: false,
    summary: "Sign out: every token issued to the caller so far stops working",
    response: messageResponse,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/users/profile',
    area: 'access',
    auth: USER,
    summary: 'The signed-in user',
    response: profileResponse,
  }),
  userOrganisations: defineRoute({
    method: 'GET',
    path: '/api/users/get/userorgs',
    area: 'access',
    auth: USER,
    summary: 'Organisations the signed-in user may open',
    response: userOrgsResponse,
  }),
  invitationDetails: defineRoute({
    method: 'GET',
    path: '/api/users/invitation/{token}',
    area: 'access',
    auth: PUBLIC,
    inSpec: false,
    summary: 'Who an invitation is for (the set-password form shows it)',
    params: invitationParams,
    response: invitationDetailsResponse,
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/users/invitation/accept',
    area: 'access',
    auth: PUBLIC,
    inSpec: false,
    summary: 'An invited owner sets a password',
    body: acceptInvitationRequest,
    response: messageResponse,
  }),
} as const;
