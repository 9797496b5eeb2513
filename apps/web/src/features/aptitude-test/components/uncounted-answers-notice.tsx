import { uncountedReasons } from '@intake/contracts/aptitude-test';
import { uncountedAnswersMessage, uncountedReasonMessages } from '@intake/contracts/messages';
import { Alert, List } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { runningTestQuery } from '../api/get-running-test';

/**
 * On the completion screen: how many answers the server could not count, and why (issue 20.5),
 * so nobody is told the test went well when answers were lost. Nothing while it cannot tell.
 */
export function UncountedAnswersNotice() {
  // Read afresh: the test screen's copy in the cache dates from before the attempt closed, when
  // the answers sent on the way out had not yet been refused.
  const query = useQuery({ ...runningTestQuery, refetchOnMount: 'always' });
  const uncounted = query.isFetchedAfterMount ? (query.data?.uncounted ?? []) : [];
  if (uncounted.length === 0) return null;
  return (
    <Alert color="yellow" title={uncountedAnswersMessage(uncounted.length)}>
      <List size="sm">
        {uncountedReasons.map((reason) => {
          const count = uncounted.filter((entry) => entry.reason === reason).length;
          return count > 0 ? (
            <List.Item key={reason}>
              {count} {uncountedReasonMessages[reason].you}
            </List.Item>
          ) : null;
        })}
      </List>
    </Alert>
  );
}
