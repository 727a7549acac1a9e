// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, startTestDemo, type TestDemo } from './helpers';
import { reshapeDeliveries } from '../../../contracts/orders/reshape';
import { shownDeliveries } from '../../../core/domain/account/orders/refused';

let demo: TestDemo;
beforeAll(async () => {
  demo = await startTestDemo();
});
afterAll(() => demo.stop());

const data = (name: string, token: string) => demo.post(`/webapi/spa/data/${name}`, undefined, bearer(token));

describe('demo: wallet and cabinet data (issue 11)', () => {
  it('routing-wallet §7 the data steps read changeEmail and the appended wallet purchase currency from the form body', async () => {
    const form = (name: string, body: string, token: string) =>
      demo.post(`/webapi/spa/data/${name}`, body, { ...bearer(token), 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    const token = await demo.login('regular');
    expect(await json(await form('SpaEmailedConfirmData', 'changeEmail=true', token))).toMatchObject({
      state: 0,
      value: { changeEmail: true, confirmed: false },
    });
    expect(await json(await form('SpaEmailedConfirmData', 'changeEmail=false', token))).toMatchObject({
      state: 0,
      value: { changeEmail: false, confirmed: true },
    });
    // §5 "for global and tj currency must be set and not USD": the page's currency decides, not the account's USD.
    const global = await demo.login('global');
    expect((await form('SpaWalletPurchaseData', 'currency=USD', global)).status).toBe(404);
    expect(await json(await form('SpaWalletPurchaseData', 'currency=RUB', global))).toMatchObject({ state: 0, value: { currency: 'RUB' } });
  });

  it('routing-wallet §6 a 2FA user gets /lk#check2fa until this session confirms a 6-digit code', async () => {
    const token = await demo.login('employee');
    expect(await json(await data('SpaWalletPurchaseData', token))).toEqual({ state: 3, url: '/lk#check2fa' });
    expect(await json(await demo.post('/webapi/user/wallet-token', { code: '12' }, bearer(token)))).toMatchObject({ state: -1 });
    const proof = await json(await demo.post('/webapi/user/wallet-token', { code: '123456' }, bearer(token)));
    expect(proof).toMatchObject({ state: 0, value: { token: expect.any(String), expiresAt: expect.any(Number) } });
    expect(await json(await data('SpaWalletPurchaseData', token))).toMatchObject({ state: 0, value: { wallet: { status: 'active' } } });
    // another session of the same user is still asked
    expect(await json(await data('SpaWalletPurchaseData', await demo.login('employee')))).toEqual({ state: 3, url: '/lk#check2fa' });
  });

  it('routing-wallet §6 the redesigned wallet (switch on, walletTypeCode > 0, ru) asks for the security code', async () => {
    const token = await demo.login('wallet-redesign');
    expect(await json(await data('SpaWalletPurchaseData', token))).toMatchObject({ state: 0 });
    await demo.post('/demo/settings', { switches: { enableWalletRedesign: true } });
    try {
      expect(await json(await data('SpaWalletPurchaseData', token))).toEqual({ state: 3, url: '/lk#securityCode' });
      await demo.post('/webapi/user/security-code', { code: '1234' }, bearer(token));
      expect(await json(await data('SpaWalletPurchaseData', token))).toMatchObject({ state: 0, value: { wallet: { kind: 'account' } } });
    } finally {
      await demo.post('/demo/settings', { reset: true });
    }
    const info = await json(await demo.get('/webapi/user/info', bearer(token)));
    expect(info.value).toMatchObject({ walletSecurityCodeRequired: true, verificationLevel: 1 });
  });

  it('shell §9 the newest active order is inside the 60-min cancel window; failed payments within 150 min exist', async () => {
    const token = await demo.login('regular');
    const now = Date.now() / 1000;
    const deliveries = (await json(await data('SpaGetGroupedDeliveries', token))).value.deliveries;
    expect(now - deliveries[0].createdAt).toBeLessThan(60 * 60);
    const failed = (await json(await data('SpaPaymentFailData', token))).value.failedPayments as Array<{ failedAt: number }>;
    expect(failed.filter((p) => now - p.failedAt < 150 * 60).length).toBeGreaterThanOrEqual(1);
    expect(failed.some((p) => now - p.failedAt > 150 * 60)).toBe(true);
  });

  it('shell §9 "Refused status shown 7 days": of the orders refused 2 and 8 days ago the client lists the first', async () => {
    const token = await demo.login('regular');
    const orders = reshapeDeliveries((await json(await data('SpaGetGroupedDeliveries', token))).value);
    const refusedIds = (list: typeof orders) => list.filter((o) => o.status === 2 && o.statusChangedAtMs !== undefined).map((o) => o.orderId);
    expect(refusedIds(orders)).toHaveLength(2);
    expect(refusedIds(shownDeliveries(orders, Date.now()))).toEqual([refusedIds(orders)[0]]);
  });

  it('refunds, receipts and refund registration answer lists', async () => {
    const token = await demo.login('regular');
    for (const [name, key] of [
      ['SpaHistoryRefundsData', 'refunds'],
      ['SpaCustomerReceiptData', 'receipts'],
      ['SpaRefundData', 'positions'],
    ] as const) {
      const body = await json(await data(name, token));
      expect(Array.isArray(body.value[key])).toBe(true);
    }
  });
});
