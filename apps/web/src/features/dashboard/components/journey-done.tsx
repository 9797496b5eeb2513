import type { UserData } from '@intake/contracts';
import { dashboardCopy as text } from '@intake/contracts/copy/dashboard';
import { Alert, Text } from '@mantine/core';

type JourneyDoneProps = {
  user: Pick<UserData, 'firstName' | 'cohortDetails'>;
  /** The school's contact address, when it has one. */
  contactEmail: string | null | undefined;
};

/** Every step done: congratulations, when the cohort starts and what comes next. */
export function JourneyDone({ user, contactEmail }: JourneyDoneProps) {
  const start = user.cohortDetails?.cohortStartDate;
  return (
    <Alert color="teal" variant="light" title={text.journeyDoneTitle(user.firstName)} role="status">
      {start && <Text size="sm">{text.journeyDoneStart(start.month, start.year)}</Text>}
      <Text size="sm">{text.journeyDoneNext}</Text>
      {contactEmail && <Text size="sm">{text.journeyDoneContact(contactEmail)}</Text>}
    </Alert>
  );
}
