// Handlers of the books area: the chart of accounts, journal transactions, starting balances
// (spec part 2 §7) and the reports folded from the ledger.
import { CHART_ACCOUNT_MESSAGES, JOURNAL_MESSAGES, STARTING_BALANCE_MESSAGES } from '@bahi/shared';
import type { AreaHandlers } from '../../http/handler-types.js';
import {
  addJournal,
  addStartingBalance,
  deleteJournal,
  editJournal,
  journalOf,
  journalsOf,
  startingBalanceOf,
  updateStartingBalance,
} from './books-entries-service.js';
import { addAccount, chartOfAccounts, removeAccount, updateAccount } from './chart-accounts-service.js';
import { balanceSheetReport, generalLedger, profitAndLossReport, trialBalanceReport } from './ledger-reports-service.js';

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

  async listJournals({ orgId, ports }) {
    return { status: true, journals: await journalsOf(ports, orgId) };
  },

  async saveJournal({ orgId, caller, body, ports }) {
    const entry = await addJournal(ports, orgId, caller.userId, body.entry);
    return { status: true, message: JOURNAL_MESSAGES.added, id: entry.id, version: entry.version };
  },

  async editJournal({ orgId, caller, body, ports }) {
    const entry = await editJournal(ports, orgId, caller.userId, body.id, body.version, body.entry);
    return { status: true, message: JOURNAL_MESSAGES.updated, id: entry.id, version: entry.version };
  },

  async deleteJournal({ orgId, caller, params, ports }) {
    await deleteJournal(ports, orgId, caller.userId, params.journalId);
    return { status: true, message: JOURNAL_MESSAGES.deleted };
  },

  async fetchJournal({ orgId, params, ports }) {
    return { status: true, journal: await journalOf(ports, orgId, params.journalId) };
  },

  async getStartingBalance({ orgId, ports }) {
    return { status: true, startingBalance: await startingBalanceOf(ports, orgId) };
  },

  async saveStartingBalance({ orgId, caller, body, ports }) {
    const entry = await addStartingBalance(ports, orgId, caller.userId, body.entry);
    return { status: true, message: STARTING_BALANCE_MESSAGES.added, id: entry.id, version: entry.version };
  },

  async updateStartingBalance({ orgId, caller, body, ports }) {
    const entry = await updateStartingBalance(ports, orgId, caller.userId, body.version, body.entry);
    return { status: true, message: STARTING_BALANCE_MESSAGES.updated, id: entry.id, version: entry.version };
  },

  generalLedger: ({ orgId, query, ports }) => generalLedger(ports, orgId, query),
  balanceSheet: ({ orgId, query, ports }) => balanceSheetReport(ports, orgId, query),
  profitAndLoss: ({ orgId, query, ports }) => profitAndLossReport(ports, orgId, query),
  trialBalance: ({ orgId, query, ports }) => trialBalanceReport(ports, orgId, query),
};
