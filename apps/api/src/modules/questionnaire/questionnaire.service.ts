import { isDeepStrictEqual } from 'node:util';
import {
  ageRangeProblem,
  messages,
  normaliseQuestionnaire,
  type QuestionnaireDraft,
  questionnaireSubmitSchema,
} from '@intake/contracts';
import { questionnaireErrors } from '@intake/contracts/errors/questionnaire';
import { phoneProblem } from '@intake/contracts/phone';
import { findApplicant, lockApplicant, updateApplicant } from '../../core/applicants.repository.ts';
import { moveApplication } from '../../core/application-status.service.ts';
import { appError, badRequest, notFound } from '../../lib/app-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { questionnaireCopiedFrom } from '../applicants/reapply.service.ts';
import { loadUserData } from '../auth/auth.service.ts';

const alreadySubmitted = () => appError(questionnaireErrors.alreadySubmitted);

/**
 * What only the server checks, with the page it is on: the date of birth (page 1) against the
 * age range given at apply, and the alternate phone (page 2) against the numbering plans.
 */
function checkAgainstApplication(q: QuestionnaireDraft, ageRange: string) {
  const ageProblem = q.dateOfBirth ? ageRangeProblem(q.dateOfBirth, ageRange, new Date()) : undefined;
  if (ageProblem) throw badRequest(ageProblem, { page: 1 });
  const alternatePhoneProblem = phoneProblem(q.alternatePhone);
  if (alternatePhoneProblem) throw badRequest(alternatePhoneProblem, { page: 2 });
}

export async function getQuestionnaire(deps: ServiceDeps<'db'>, applicantId: string) {
  const applicant = await findApplicant(deps.db, applicantId);
  if (!applicant) throw notFound();
  const submitted = applicant.applicationStatus !== 'APPLIED';
  return {
    questionnaire: (applicant.questionnaire ?? {}) as QuestionnaireDraft,
    submitted,
    // A re-applicant's draft starts as a copy of their last questionnaire (issue 23.4).
    copiedFrom: submitted ? null : await questionnaireCopiedFrom(deps.db, applicantId),
  };
}

/** Saves a draft (any part of the questionnaire) over the stored one, while it is not submitted. */
export async function saveQuestionnaireDraft(
  deps: ServiceDeps<'db'>,
  applicantId: string,
  draft: QuestionnaireDraft,
) {
  await deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, applicantId);
    if (!applicant) throw notFound();
    if (applicant.applicationStatus !== 'APPLIED') throw alreadySubmitted();
    checkAgainstApplication(draft, applicant.ageRange);
    await updateApplicant(tx, applicantId, {
      questionnaire: { ...(applicant.questionnaire ?? {}), ...draft },
    });
  });
  return loadUserData(deps.db, applicantId);
}

/** Checks every page, stores the questionnaire and moves the applicant to QUESTIONNAIRE. */
export async function submitQuestionnaire(
  deps: ServiceDeps<'db'>,
  applicantId: string,
  latest: QuestionnaireDraft,
) {
  await deps.db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, applicantId);
    if (!applicant) throw notFound();
    const checked = questionnaireSubmitSchema.safeParse({ ...(applicant.questionnaire ?? {}), ...latest });
    if (applicant.applicationStatus !== 'APPLIED') {
      // A repeat (a double click, a retry) of the submit just made answers as the first did.
      const repeat =
        applicant.applicationStatus === 'QUESTIONNAIRE' &&
        checked.success &&
        isDeepStrictEqual(normaliseQuestionnaire(checked.data), applicant.questionnaire);
      if (repeat) return;
      throw alreadySubmitted();
    }
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw badRequest(issue?.message ?? messages.fillAllFields, {
        page: (issue as { params?: { page?: number } } | undefined)?.params?.page,
      });
    }
    checkAgainstApplication(checked.data, applicant.ageRange);
    await updateApplicant(tx, applicantId, { questionnaire: normaliseQuestionnaire(checked.data) });
    await moveApplication(tx, applicantId, {
      to: 'QUESTIONNAIRE',
      action: 'QUESTIONNAIRE_SUBMITTED',
      actorId: applicantId,
      refusal: messages.alreadySubmittedQuestionnaire,
    });
  });
  return loadUserData(deps.db, applicantId);
}
