// Handlers of the books area: the chart of accounts (spec part 2 §7 "Chart of accounts").
import { CHART_ACCOUNT_MESSAGES } from '@bahi/shared';
import type { AreaHandlers } from '../../http/handler-types.js';
import { addAccount, chartOfAccounts, removeAccount, updateAccount } from './chart-accounts-service.js';

export const handlers: AreaHandlers<'books'> = {
  async listChartAccounts({ orgId, ports }) {
    return { status: true, accounts: await chartOfAccounts(ports, orgId) };
  },

  async addChartAccount({ orgId, caller, body, ports }) {
    return { status: true, message: CHART_ACCOUNT_MESSAGES.added, account: await addAccount(ports, orgId, caller.userId, body.account) };
  },

  async updateChartAccount({ orgId, body, ports }) {
    return { status: true, message: CHART_ACCOUNT_MESSAGES.updated, account: await updateAccount(ports, orgId, body.id, body.version, body.account) };
  },

  async deleteChartAccount({ orgId, body, ports }) {
    await removeAccount(ports, orgId, body.id, body.version);
    return { status: true, message: CHART_ACCOUNT_MESSAGES.deleted };
  },
};
