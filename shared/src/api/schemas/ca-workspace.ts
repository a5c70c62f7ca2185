// Wire schemas of the CA workspace (spec part 1 §5–§7): inviting an organisation, requesting
// access to one, the owner's answer, and the invited owner setting a password.
import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { orgGstinField, passwordField } from './access.js';
import { emailField, idField, requiredText } from './common.js';

export const inviteOrganisationRequest = z.object({
  orgname: requiredText(MESSAGES.orgNameRequired),
  username: requiredText(MESSAGES.usernameRequired),
  email: emailField,
  gstin: orgGstinField,
  /** The inviting CA's id, as the spec's form sends it; the server uses the signed-in caller. */
  userIdForInvite: z.string().optional(),
});
export type InviteOrganisationRequest = z.input<typeof inviteOrganisationRequest>;

export const inviteOrganisationResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  orgid: idField,
});

export const requestOrganisationRequest = z.object({
  user_id: z.string().optional(),
  gstin: orgGstinField,
});
export type RequestOrganisationRequest = z.input<typeof requestOrganisationRequest>;

export const accessRequestRow = z.object({
  userId: idField,
  username: z.string(),
  email: z.string(),
  requestedAt: z.string(),
});
export const accessRequestsResponse = z.object({ status: z.literal(true), requests: z.array(accessRequestRow) });

export const answerAccessRequest = z.object({ orgid: idField, userid: idField, accept: z.boolean() });

export const myAccessRequestsResponse = z.object({
  status: z.literal(true),
  requests: z.array(z.object({ orgId: idField, orgName: z.string(), gstin: z.string(), requestedAt: z.string() })),
});

export const invitationParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid invitation') });
export const invitationDetailsResponse = z.object({
  status: z.literal(true),
  data: z.object({ email: z.string(), username: z.string(), orgname: z.string() }),
});

export const acceptInvitationRequest = z
  .object({ token: invitationParams.shape.token, password: passwordField, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDiffer,
  });
