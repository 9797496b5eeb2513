// Artillery processor of bench/intake-day.ts: the steps of the flows that need code — a fresh
// applicant, the create-password link from the e-mail the portal sent, a test answer, an elder's
// review of the applicant the queue gave them.
const { randomUUID } = require('node:crypto');

/**
 * What Artillery hands a processor function (https://www.artillery.io/docs/reference/engines/http#function-signatures).
 * @typedef {{ vars: Record<string, any> }} Context
 * @typedef {{ emit(type: string, name: string, value: number): void }} Events
 * @typedef {(error?: Error) => void} Done
 * @typedef {{ json?: unknown }} RequestParams
 * @typedef {{ id: string, options?: string[] }} Question
 * @typedef {{ id: string }} Criterion
 */

/**
 * A new applicant's details: an address and a phone number no other virtual user has.
 * @param {Context} context @param {Events} _events @param {Done} done
 */
function newApplicant(context, _events, done) {
  const id = randomUUID().slice(0, 12);
  context.vars.email = `day-${id}@intake-day.test`;
  context.vars.phone = `80${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  done();
}

/**
 * Waits for the create-password e-mail (the portal's outbox sends it to the bench's SMTP listener;
 * the bench answers the link's token over HTTP), as the applicant waits for it in their inbox.
 * @param {Context} context @param {Events} events
 */
async function awaitPasswordLink(context, events) {
  const started = Date.now();
  const answer = await fetch(
    `${context.vars.mailbox}/password-link?to=${encodeURIComponent(context.vars.email)}`,
  );
  events.emit('histogram', 'mail.create_password_wait', Date.now() - started);
  if (!answer.ok) throw new Error(`no create-password e-mail for ${context.vars.email}`);
  context.vars.passwordToken = (await answer.json()).token;
}

/**
 * The next answer a test-taker gives: a question of their test and one of its options.
 * @param {Context} context @param {Events} _events @param {Done} done
 */
function pickAnswer(context, _events, done) {
  /** @type {Question[]} */
  const questions = context.vars.questions ?? [];
  const question = questions[Math.floor(Math.random() * questions.length)];
  if (question) {
    const options = question.options ?? [];
    context.vars.answerBody = {
      questionId: question.id,
      answer: options[Math.floor(Math.random() * options.length)] ?? 'A',
    };
  }
  done();
}

/** @param {RequestParams} requestParams @param {Context} context @param {Events} _events @param {Done} done */
function withAnswer(requestParams, context, _events, done) {
  requestParams.json = context.vars.answerBody;
  done();
}

/**
 * An elder's first-round review of the assignment the queue gave them: every criterion scored.
 * @param {Context} context @param {Events} _events @param {Done} done
 */
function prepareReview(context, _events, done) {
  const assignment = context.vars.assignment;
  context.vars.reviewApplicantId = assignment?.editable ? assignment.applicantId : undefined;
  if (assignment?.editable) {
    context.vars.reviewBody = {
      scores: assignment.rubric.map((/** @type {Criterion} */ criterion) => ({
        criterionId: criterion.id,
        score: 1 + Math.floor(Math.random() * 5),
      })),
      recommendation: 'INVITE_TO_INTERVIEW',
      note: 'Clear answers; good test.',
    };
  }
  done();
}

/** @param {RequestParams} requestParams @param {Context} context @param {Events} _events @param {Done} done */
function withReview(requestParams, context, _events, done) {
  requestParams.json = context.vars.reviewBody;
  done();
}

module.exports = { newApplicant, awaitPasswordLink, pickAnswer, withAnswer, prepareReview, withReview };
