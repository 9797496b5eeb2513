import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { FormError } from '../form/form-error';

/** An admin console section of settings saved one item at a time: heading, words, the items' forms. */
export function SettingsPanel({
  title,
  intro,
  error,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** Why the items could not be loaded. */
  error: string | null;
  /** The items' forms, once loaded. */
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId} mt="md">
      <Stack gap="sm">
        <Title order={2} id={titleId}>
          {title}
        </Title>
        {intro}
        {error ? <FormError message={error} /> : null}
        {children ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {children}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}

/** One item of a settings panel, a form of its own: its fields, then its error, "saved" and Save. */
export function SettingItemForm({
  titleId,
  onSubmit,
  error,
  savedMessage,
  saveLabel,
  saving,
  children,
}: {
  /** The id of the item's heading, which the caller renders first among the children. */
  titleId: string;
  onSubmit: () => void;
  error: string | null;
  savedMessage: string | null;
  saveLabel: string;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="sm"
      padding="sm"
      component="form"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="xs">
        {children}
        <FormError message={error} />
        {savedMessage ? (
          <Text size="sm" role="status" c="teal">
            {savedMessage}
          </Text>
        ) : null}
        <div>
          <Button type="submit" loading={saving} aria-describedby={titleId}>
            {saveLabel}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/**
 * One settings item's save: its error and whether it was saved. `submit` runs the save and keeps
 * the server's refusal as the error; `refuse` shows a check's own; `changed` clears "saved".
 */
export function useSettingSave() {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  return {
    error,
    saved,
    changed: () => setSaved(false),
    refuse: (message: string | null) => setError(message),
    submit: async (save: () => Promise<unknown>) => {
      setError(null);
      try {
        await save();
        setSaved(true);
      } catch (failure) {
        setError(errorMessage(failure));
      }
    },
  };
}
