import { copy } from '@intake/contracts/copy/shared';

export function PageLoader() {
  return (
    <div className="light-loader" role="progressbar" aria-label={copy.loading}>
      <span />
    </div>
  );
}
