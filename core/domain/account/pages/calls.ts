/**
 * The calls of the account pages that keep what the shopper does (storefront-shell.md §2
 * /lk/claims, /lk/discussion/feedback; storefront-routing-wallet.md §6 the C2C pages). The spec
 * shows none: **(demo)** calls documented in demo/API.md "Account pages" and "Resale". Each rejects
 * with the request's typed error; callerProblem() reads the server's reason from it.
 */
import { HttpFailure, request } from '../../../transport/http';
import { isRecord, parseJsonOrUndefined, readString } from '../../../../contracts/wire';
import {
  CLAIMS_PATH,
  MY_FEEDBACKS_PATH,
  RESALE_ADS_PATH,
  RESALE_PHOTOS_PATH,
  reshapeAnsweredQuestion,
  reshapeFiledClaim,
  reshapePostedAd,
  reshapeUploadedPhoto,
  reshapeWrittenFeedback,
  resaleAnswerPath,
  resaleWithdrawPath,
  type Claim,
  type ClaimReason,
  type MyFeedback,
  type ResaleAd,
  type ResaleQuestion,
} from '../../../../contracts/cabinet';

/** **(demo)** an upload of a scaled photo takes longer than a data call. */
const UPLOAD_TIMEOUT_MS = 30_000;

function post<T>(path: string, json: unknown, parse: (raw: unknown) => T, timeout?: number): Promise<T> {
  return request({ url: { group: 'site', path }, method: 'POST', auth: 'required', v2: true, body: { json }, parse, ...(timeout ? { timeout } : {}) }).then(
    (value) => {
      if (value === null) throw new TypeError(`${path} answered with no body`);
      return value;
    },
  );
}

export function fileClaim(claim: { orderId: string; rid: string; reason: ClaimReason; comment: string }): Promise<Claim> {
  return post(CLAIMS_PATH, claim, reshapeFiledClaim);
}

export function writeReview(review: { rid: string; stars: number; text: string }): Promise<MyFeedback> {
  return post(MY_FEEDBACKS_PATH, review, reshapeWrittenFeedback);
}

/** A photo as a data URL (the browser's scaled JPEG): its id for the ad. */
export function uploadResalePhoto(image: string): Promise<{ id: string; url: string }> {
  return post(RESALE_PHOTOS_PATH, { image }, reshapeUploadedPhoto, UPLOAD_TIMEOUT_MS);
}

export function postResaleAd(ad: { rid: string; price: number; description: string; photos: string[] }): Promise<ResaleAd> {
  return post(RESALE_ADS_PATH, ad, reshapePostedAd);
}

export function withdrawResaleAd(adId: string): Promise<ResaleAd> {
  return post(resaleWithdrawPath(adId), {}, reshapePostedAd);
}

export function answerResaleQuestion(questionId: string, text: string): Promise<ResaleQuestion> {
  return post(resaleAnswerPath(questionId), { text }, reshapeAnsweredQuestion);
}

/**
 * The reason a refused call gives (`{error, code}` of a 400 or 409), so the form can name it:
 * 'conflict' for a 409, the server's code for a 400, else null (network, 5xx: "try again").
 */
export function callerProblem(error: unknown): string | null {
  if (!(error instanceof HttpFailure)) return null;
  if (error.status === 409) return 'conflict';
  if (error.status !== 400) return null;
  const body = parseJsonOrUndefined(error.body);
  return isRecord(body) ? (readString(body, 'code') ?? null) : null;
}
