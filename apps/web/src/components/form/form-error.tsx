import { Text } from '@mantine/core';

/** The one error line under a form; role="alert" so screen readers announce it. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Text role="alert" c="red.8" size="sm" ta="center">
      {message}
    </Text>
  );
}
