export { answerResaleQuestion, callerProblem, fileClaim, postResaleAd, uploadResalePhoto, withdrawResaleAd, writeReview } from './calls';
