import { classifyError, request } from '../http';
import { reportAuthMetric } from '../logging';
import { setToken } from '../token';
import { AUTH_PATHS, normalizePhone, parseSlideAnswer, SLIDE_RESULT_SUCCESS } from '../../../contracts/auth';
import { resetSliding } from './slide';

/** 'invalid-phone': not a phone number, or refused by the server; 'error': network or server failure. */
export type PhoneSignInResult = 'success' | 'invalid-phone' | 'error';

/**
 * Signs in from the sign-in popup without leaving the page (storefront-shell.md §2 "Sign-in popup",
 * §6 "Guest ... login popup"): POST {auth}/v2/auth/phone-sign-in {phone}, answered like the slide
 * (result, payload access_token). The new token goes in place at once, so the sign-in listeners
 * (basket sync and guest cart migration, notification count, §4 "Sign-in state change") run on the
 * page the shopper is on.
 */
export async function signInWithPhone(rawPhone: string): Promise<PhoneSignInResult> {
  const phone = normalizePhone(rawPhone);
  if (!phone) return 'invalid-phone';
  let answer;
  try {
    answer = await request({
      url: { group: 'auth', path: AUTH_PATHS.phoneSignIn },
      method: 'POST',
      body: { json: { phone } },
      appType: true,
      renewToken: false,
      parse: parseSlideAnswer,
    });
  } catch (error) {
    void reportAuthMetric('sign-in', classifyError(error));
    return 'error';
  }
  if (answer?.result !== SLIDE_RESULT_SUCCESS || !answer.payload) {
    void reportAuthMetric('sign-in', 'error');
    return 'invalid-phone';
  }
  try {
    setToken(answer.payload.access_token, answer.payload.sticker);
  } catch (error) {
    console.warn('[vitrina] sign-in gave a malformed token', error);
    return 'error';
  }
  resetSliding();
  void reportAuthMetric('sign-in', 'success');
  return 'success';
}
