// Handlers of the access area: seed data, sign-up, sign-in, profile, the user's organisations,
// and the invited owner's set-password step.
import type { AreaHandlers } from '../../http/handler-types.js';
import { APP_MESSAGES } from '@bahi/shared';
import { createAccount, organisationsOf, sessionUserOf } from '../../services/accounts/accounts.js';
import { acceptInvitation, describeInvitation } from './invitations.js';

export const handlers: AreaHandlers<'access'> = {
  async health() {
    return { status: 'ok' };
  },

  async seedData({ ports }) {
    const { productName, supportPhone, supportEmail } = ports.config;
    return { status: true, data: { name: productName, logo: '/logo.svg', phone: supportPhone, email: supportEmail } };
  },

  async signup({ body, ports }) {
    return { status: true, data: await createAccount(ports, body) };
  },

  async login({ body, ports }) {
    const { token, userId } = await ports.identity.signIn(body.email, body.password);
    return { status: true, token, data: await sessionUserOf(ports, userId) };
  },

  async profile({ caller, ports }) {
    const { username, user_type, email } = await sessionUserOf(ports, caller.userId);
    return { status: true, data: { username, user_type, email } };
  },

  async userOrganisations({ caller, ports }) {
    return { status: true, data: await organisationsOf(ports, caller.userId) };
  },

  async invitationDetails({ params, ports }) {
    return { status: true, data: await describeInvitation(ports, params.token) };
  },

  async acceptInvitation({ body, ports }) {
    await acceptInvitation(ports, body.token, body.password);
    return { status: true, message: APP_MESSAGES.passwordSet };
  },
};
