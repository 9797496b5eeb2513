import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messageTimelineCopy } from '@intake/contracts/copy/messaging';
import { isMessageKind, notApplicantMessageKinds, PHONE_CODE_KIND } from '@intake/contracts/messaging';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

/**
 * The kinds the API's code queues: each kind-like literal ('word-word' or 'word:WORD') in a
 * `kind: …` of a message (an object that names its recipient `to` or its `subject` within the
 * next lines), ternaries included.
 * There is no kind type to read them from (queueMail takes a string), so the code is read.
 */
function queuedKinds() {
  const kinds = new Map<string, string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/\bkind:\s*([^\n]*)\n((?:[^\n]*\n){0,2})/g)) {
      const [, expression = '', following = ''] = match;
      if (!/\b(to|subject)\b[,:]/.test(expression + following)) continue;
      for (const literal of expression.matchAll(/['`]([a-z][a-z0-9]*[-:][a-z0-9:_-]*)['`]/gi))
        kinds.set(literal[1] as string, file);
    }
  }
  return kinds;
}

describe('the kinds of message the API queues', () => {
  it('finds the kinds it is meant to find', () => {
    const kinds = queuedKinds();
    for (const kind of ['create-password', 'payment-declined', 'guardian-consent-signed', 'interview-booked'])
      expect(kinds.has(kind), kind).toBe(true);
  });

  it('lists every kind sent to an applicant as a message type, with its label and short text', () => {
    const staffOrGuardian = new Set<string>(notApplicantMessageKinds);
    const unlisted = [...queuedKinds()]
      .filter(([kind]) => !isMessageKind(kind) && !staffOrGuardian.has(kind))
      .filter(([kind]) => messageTimelineCopy.otherKinds[kind] === undefined)
      .map(([kind, file]) => `${kind} (${file})`);
    expect(unlisted).toEqual([]);
  });

  it('labels on the timeline the kinds that are not routed types', () => {
    for (const kind of [PHONE_CODE_KIND, 'staff-message', 'bulk-message'])
      expect(messageTimelineCopy.otherKinds[kind], kind).toBeTruthy();
  });
});
