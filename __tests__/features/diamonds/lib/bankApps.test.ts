import { bankAppLink, bankAppsInOrder, lastBankApp, PAYER_BANK_APPS, rememberBankApp } from '../../../../src/features/diamonds/lib/bankApps';
import { DEFAULT_BANK, findBank } from '../../../../src/features/diamonds/lib/banks';

describe("VietQR's deeplinks to the payer's bank app", () => {
  it('carry the order’s account, amount and memo, the @ kept as vietqr.io asks', () => {
    const link = bankAppLink('mb', {
      bank: DEFAULT_BANK,
      amountVnd: 200_000,
      memo: 'HATVUI K7M2P9QX',
      returnUrl: 'https://hatvui.vn/recharge-bank/100001',
    });
    expect(link).toContain(`ba=${DEFAULT_BANK.accountNumber}@vcb&`);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://dl.vietqr.io/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app: 'mb',
      ba: `${DEFAULT_BANK.accountNumber}@vcb`,
      am: '200000',
      tn: 'HATVUI K7M2P9QX',
      bn: DEFAULT_BANK.accountHolder,
      url: 'https://hatvui.vn/recharge-bank/100001',
    });
    expect(new URL(bankAppLink('acb', { bank: findBank('tcb')!, amountVnd: 20_000, memo: 'HATVUI 22222222' })).searchParams.get('ba')).toBe(
      `${findBank('tcb')!.accountNumber}@tcb`,
    );
  });

  it('refuse anything an order never has, and leave out a return address that could add parameters', () => {
    const transfer = { bank: DEFAULT_BANK, amountVnd: 20_000, memo: 'HATVUI 22222222' };
    expect(() => bankAppLink('mb', { ...transfer, memo: 'HATVUI&am=1' })).toThrow();
    expect(() => bankAppLink('mb', { ...transfer, amountVnd: 1.5 })).toThrow();
    expect(() => bankAppLink('mb&am=1', transfer)).toThrow();
    const link = new URL(bankAppLink('mb', { ...transfer, returnUrl: 'https://evil.example/?am=1&tn=x' }));
    expect(link.searchParams.get('am')).toBe('20000');
    expect(link.searchParams.get('tn')).toBe('HATVUI 22222222');
    expect(link.searchParams.has('url')).toBe(false);
  });

  it('list the payer’s last choice first, remembered on the device', () => {
    window.localStorage.clear();
    expect(lastBankApp()).toBeNull();
    expect(bankAppsInOrder(null).map((app) => app.app)).toEqual(PAYER_BANK_APPS.map((app) => app.app));
    rememberBankApp('tpb');
    expect(lastBankApp()).toBe('tpb');
    const ordered = bankAppsInOrder(lastBankApp()).map((app) => app.app);
    expect(ordered[0]).toBe('tpb');
    expect([...ordered].sort()).toEqual(PAYER_BANK_APPS.map((app) => app.app).sort());
    window.localStorage.setItem('hatvui.bankApp.v1', 'nope');
    expect(lastBankApp()).toBeNull();
  });
});
