import { Center, Loader } from '@mantine/core';
import { copy } from '../../lib/copy';

export function PageLoader() {
  return (
    <Center mih={200}>
      <Loader aria-label={copy.loading} />
    </Center>
  );
}
