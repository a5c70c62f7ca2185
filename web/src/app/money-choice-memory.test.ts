import type { OrgBankAccount } from '@bahi/shared';
import { rememberMoneyChoice, rememberedMoneyChoice } from './money-choice-memory';

const bank = (id: string): OrgBankAccount => ({ id, holder_name: 'Demo Traders', account: '50100234567891', ifsc: 'HDFC0000060', branch: 'Kalbadevi', bankname: 'HDFC Bank' });
const hdfc = bank('org_hdfc');
const sbi = bank('org_sbi');

let stored: Map<string, string>;
beforeEach(() => {
  stored = new Map();
  const localStorage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
  Object.assign(globalThis, { window: { localStorage } });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'window');
});

describe('the cash or bank a payment starts on', () => {
  it('is cash the first time, with the only bank account ready should Bank be clicked', () => {
    expect(rememberedMoneyChoice('org', 'received', [hdfc])).toEqual({ method: 'CASH', account: 'org_hdfc' });
    expect(rememberedMoneyChoice('org', 'received', [hdfc, sbi])).toEqual({ method: 'CASH', account: '' });
  });

  it('is the bank account last recorded for the organisation in that direction', () => {
    rememberMoneyChoice('org', 'received', { method: 'BANK', account: 'org_sbi' });
    expect(rememberedMoneyChoice('org', 'received', [hdfc, sbi])).toEqual({ method: 'BANK', account: 'org_sbi' });
    expect(rememberedMoneyChoice('org', 'paid', [hdfc, sbi])).toEqual({ method: 'CASH', account: '' });
    expect(rememberedMoneyChoice('other', 'received', [hdfc, sbi])).toEqual({ method: 'CASH', account: '' });
    rememberMoneyChoice('org', 'received', { method: 'CASH', account: '' });
    expect(rememberedMoneyChoice('org', 'received', [hdfc, sbi])).toEqual({ method: 'CASH', account: '' });
  });

  it("remembers consumers' payments apart from business customers' (walk 39 L17)", () => {
    rememberMoneyChoice('org', 'received', { method: 'BANK', account: 'org_sbi' });
    expect(rememberedMoneyChoice('org', 'received from consumers', [hdfc, sbi])).toEqual({ method: 'CASH', account: '' });
    rememberMoneyChoice('org', 'received from consumers', { method: 'BANK', account: 'org_hdfc' });
    expect([rememberedMoneyChoice('org', 'received from consumers', [hdfc, sbi]), rememberedMoneyChoice('org', 'received', [hdfc, sbi])]).toEqual([
      { method: 'BANK', account: 'org_hdfc' },
      { method: 'BANK', account: 'org_sbi' },
    ]);
  });

  it('gives way when the remembered account is gone: to the only one left, or to cash with none', () => {
    rememberMoneyChoice('org', 'paid', { method: 'BANK', account: 'org_sbi' });
    expect(rememberedMoneyChoice('org', 'paid', [hdfc])).toEqual({ method: 'BANK', account: 'org_hdfc' });
    expect(rememberedMoneyChoice('org', 'paid', [])).toEqual({ method: 'CASH', account: '' });
  });

  it('starts on cash when the storage holds something else or cannot be read', () => {
    stored.set('bahi.money.org.paid', 'not json');
    expect(rememberedMoneyChoice('org', 'paid', [hdfc])).toEqual({ method: 'CASH', account: 'org_hdfc' });
    Object.assign(globalThis, { window: {} });
    expect(rememberedMoneyChoice('org', 'paid', [hdfc])).toEqual({ method: 'CASH', account: 'org_hdfc' });
    expect(() => rememberMoneyChoice('org', 'paid', { method: 'BANK', account: 'org_hdfc' })).not.toThrow();
  });
});
